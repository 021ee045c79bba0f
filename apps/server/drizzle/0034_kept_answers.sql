-- Change counters sharded like table_counts (0033): a counter is the sum of its rows, and each connection
-- raises its own row at commit, so writers committing at once do not queue on one row. The sum only grows,
-- so it moves with every change.
ALTER TABLE "change_counters" ADD COLUMN "shard" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "change_counters" DROP CONSTRAINT "change_counters_pkey";--> statement-breakpoint
ALTER TABLE "change_counters" ADD CONSTRAINT "change_counters_name_shard_pk" PRIMARY KEY("name","shard");--> statement-breakpoint
-- One function for every counter, named by the trigger's argument; once per transaction and counter (a
-- mark that ends with the transaction), from deferred triggers, so the counter is the last row a writer
-- locks and holds only while it commits (0005).
CREATE FUNCTION "change_counters_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  mark text := 'pmc.raised_' || TG_ARGV[0];
BEGIN
  IF current_setting(mark, true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config(mark, txid_current()::text, true);
    INSERT INTO "change_counters" ("name", "shard", "n") VALUES (TG_ARGV[0], pg_backend_pid() % 8, 1)
    ON CONFLICT ("name", "shard") DO UPDATE SET "n" = "change_counters"."n" + 1;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "users_user_list_change" ON "users";--> statement-breakpoint
DROP TRIGGER "user_roles_user_list_change" ON "user_roles";--> statement-breakpoint
DROP TRIGGER "user_positions_user_list_change" ON "user_positions";--> statement-breakpoint
DROP TRIGGER "organizes_user_list_change" ON "organizes";--> statement-breakpoint
DROP TRIGGER "users_user_list_truncate" ON "users";--> statement-breakpoint
DROP TRIGGER "user_roles_user_list_truncate" ON "user_roles";--> statement-breakpoint
DROP TRIGGER "user_positions_user_list_truncate" ON "user_positions";--> statement-breakpoint
DROP TRIGGER "organizes_user_list_truncate" ON "organizes";--> statement-breakpoint
DROP FUNCTION "change_counters_user_list"();--> statement-breakpoint
-- The user page's ('user_list'), as 0005 had them.
CREATE CONSTRAINT TRIGGER "users_user_list_change" AFTER INSERT OR UPDATE OR DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "change_counters_raise"('user_list');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_roles_user_list_change" AFTER INSERT OR UPDATE OR DELETE ON "user_roles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "change_counters_raise"('user_list');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_positions_user_list_change" AFTER INSERT OR UPDATE OR DELETE ON "user_positions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "change_counters_raise"('user_list');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "organizes_user_list_change" AFTER INSERT OR UPDATE OR DELETE ON "organizes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "change_counters_raise"('user_list');--> statement-breakpoint
CREATE TRIGGER "users_user_list_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "change_counters_raise"('user_list');--> statement-breakpoint
CREATE TRIGGER "user_roles_user_list_truncate" AFTER TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION "change_counters_raise"('user_list');--> statement-breakpoint
CREATE TRIGGER "user_positions_user_list_truncate" AFTER TRUNCATE ON "user_positions" FOR EACH STATEMENT EXECUTE FUNCTION "change_counters_raise"('user_list');--> statement-breakpoint
CREATE TRIGGER "organizes_user_list_truncate" AFTER TRUNCATE ON "organizes" FOR EACH STATEMENT EXECUTE FUNCTION "change_counters_raise"('user_list');--> statement-breakpoint
-- The role list ('role_list'): roles and their member counts.
INSERT INTO "change_counters" ("name", "shard", "n") VALUES ('role_list', 0, 0), ('operation_log', 0, 0);--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "roles_role_list_change" AFTER INSERT OR UPDATE OR DELETE ON "roles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "change_counters_raise"('role_list');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_roles_role_list_change" AFTER INSERT OR UPDATE OR DELETE ON "user_roles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "change_counters_raise"('role_list');--> statement-breakpoint
CREATE TRIGGER "roles_role_list_truncate" AFTER TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "change_counters_raise"('role_list');--> statement-breakpoint
CREATE TRIGGER "user_roles_role_list_truncate" AFTER TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION "change_counters_raise"('role_list');--> statement-breakpoint
-- The operation log ('operation_log'): entries added or purged (sealing an entry changes nothing the page
-- shows), and the page and button names of its titles.
CREATE CONSTRAINT TRIGGER "operation_logs_operation_log_change" AFTER INSERT OR DELETE ON "operation_logs" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "change_counters_raise"('operation_log');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "menus_operation_log_change" AFTER INSERT OR UPDATE OR DELETE ON "menus" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "change_counters_raise"('operation_log');--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "permission_items_operation_log_change" AFTER INSERT OR UPDATE OR DELETE ON "permission_items" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "change_counters_raise"('operation_log');--> statement-breakpoint
CREATE TRIGGER "operation_logs_operation_log_truncate" AFTER TRUNCATE ON "operation_logs" FOR EACH STATEMENT EXECUTE FUNCTION "change_counters_raise"('operation_log');--> statement-breakpoint
CREATE TRIGGER "menus_operation_log_truncate" AFTER TRUNCATE ON "menus" FOR EACH STATEMENT EXECUTE FUNCTION "change_counters_raise"('operation_log');--> statement-breakpoint
CREATE TRIGGER "permission_items_operation_log_truncate" AFTER TRUNCATE ON "permission_items" FOR EACH STATEMENT EXECUTE FUNCTION "change_counters_raise"('operation_log');
