CREATE TABLE "change_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
-- Raised once per transaction that writes what the user list shows, at its commit: a server holding a page
-- built at an older value rebuilds it (see src/modules/user/admin-user-page.ts). Deferred row triggers,
-- so the counter's row lock is the last a writer takes and is held only while it commits; raised at the
-- first statement instead, every other writer of users would wait for the whole transaction.
INSERT INTO "change_counters" ("name", "n") VALUES ('user_list', 0);
--> statement-breakpoint
CREATE FUNCTION "change_counters_user_list"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Once per transaction: the first of its deferred calls raises the counter and leaves a mark that
  -- ends with the transaction.
  IF current_setting('pmc.user_list_raised', true) IS DISTINCT FROM txid_current()::text THEN
    PERFORM set_config('pmc.user_list_raised', txid_current()::text, true);
    UPDATE "change_counters" SET "n" = "n" + 1 WHERE "name" = 'user_list';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_user_list_change" AFTER INSERT OR UPDATE OR DELETE ON "users" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "change_counters_user_list"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_roles_user_list_change" AFTER INSERT OR UPDATE OR DELETE ON "user_roles" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "change_counters_user_list"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "user_positions_user_list_change" AFTER INSERT OR UPDATE OR DELETE ON "user_positions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "change_counters_user_list"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "organizes_user_list_change" AFTER INSERT OR UPDATE OR DELETE ON "organizes" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "change_counters_user_list"();
--> statement-breakpoint
-- TRUNCATE has no row triggers; it locks the whole table anyway.
CREATE TRIGGER "users_user_list_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "change_counters_user_list"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_user_list_truncate" AFTER TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION "change_counters_user_list"();
--> statement-breakpoint
CREATE TRIGGER "user_positions_user_list_truncate" AFTER TRUNCATE ON "user_positions" FOR EACH STATEMENT EXECUTE FUNCTION "change_counters_user_list"();
--> statement-breakpoint
CREATE TRIGGER "organizes_user_list_truncate" AFTER TRUNCATE ON "organizes" FOR EACH STATEMENT EXECUTE FUNCTION "change_counters_user_list"();
