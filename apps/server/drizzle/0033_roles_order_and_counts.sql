-- The role list's default order as an index: a page is its first rows, not a sort of every role.
CREATE INDEX "roles_order_idx" ON "roles" USING btree ("sort_code","id");--> statement-breakpoint
-- A kept count is the sum of its table's rows here, one per shard: each connection adds to its own
-- (its backend's pid modulo 8), so writers on several connections do not queue on one row until commit.
ALTER TABLE "table_counts" ADD COLUMN "shard" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "table_counts" DROP CONSTRAINT "table_counts_pkey";--> statement-breakpoint
ALTER TABLE "table_counts" ADD CONSTRAINT "table_counts_table_name_shard_pk" PRIMARY KEY("table_name","shard");--> statement-breakpoint
-- One function per event serves every counted table (TG_TABLE_NAME); the users' own (0004) give way.
CREATE FUNCTION "table_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "table_counts" ("table_name", "shard", "n")
  VALUES (TG_TABLE_NAME, pg_backend_pid() % 8, (SELECT count(*) FROM new_rows))
  ON CONFLICT ("table_name", "shard") DO UPDATE SET "n" = "table_counts"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "table_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "table_counts" ("table_name", "shard", "n")
  VALUES (TG_TABLE_NAME, pg_backend_pid() % 8, -(SELECT count(*) FROM old_rows))
  ON CONFLICT ("table_name", "shard") DO UPDATE SET "n" = "table_counts"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "table_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "table_counts" SET "n" = 0 WHERE "table_name" = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER "users_count_insert" ON "users";--> statement-breakpoint
DROP TRIGGER "users_count_delete" ON "users";--> statement-breakpoint
DROP TRIGGER "users_count_truncate" ON "users";--> statement-breakpoint
DROP FUNCTION "table_counts_users_insert"();--> statement-breakpoint
DROP FUNCTION "table_counts_users_delete"();--> statement-breakpoint
DROP FUNCTION "table_counts_users_truncate"();--> statement-breakpoint
-- The triggers before the counts: creating one locks its table against writers until the migration
-- commits, so the count after it misses no row another instance was writing.
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_counts_insert"();--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_counts_delete"();--> statement-breakpoint
CREATE TRIGGER "users_count_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "table_counts_truncate"();--> statement-breakpoint
CREATE TRIGGER "roles_count_insert" AFTER INSERT ON "roles" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_counts_insert"();--> statement-breakpoint
CREATE TRIGGER "roles_count_delete" AFTER DELETE ON "roles" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_counts_delete"();--> statement-breakpoint
CREATE TRIGGER "roles_count_truncate" AFTER TRUNCATE ON "roles" FOR EACH STATEMENT EXECUTE FUNCTION "table_counts_truncate"();--> statement-breakpoint
CREATE TRIGGER "operation_logs_count_insert" AFTER INSERT ON "operation_logs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_counts_insert"();--> statement-breakpoint
CREATE TRIGGER "operation_logs_count_delete" AFTER DELETE ON "operation_logs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_counts_delete"();--> statement-breakpoint
CREATE TRIGGER "operation_logs_count_truncate" AFTER TRUNCATE ON "operation_logs" FOR EACH STATEMENT EXECUTE FUNCTION "table_counts_truncate"();--> statement-breakpoint
CREATE TRIGGER "login_logs_count_insert" AFTER INSERT ON "login_logs" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_counts_insert"();--> statement-breakpoint
CREATE TRIGGER "login_logs_count_delete" AFTER DELETE ON "login_logs" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_counts_delete"();--> statement-breakpoint
CREATE TRIGGER "login_logs_count_truncate" AFTER TRUNCATE ON "login_logs" FOR EACH STATEMENT EXECUTE FUNCTION "table_counts_truncate"();--> statement-breakpoint
-- The users' row stays (shard 0); the others start at their tables' counts.
INSERT INTO "table_counts" ("table_name", "shard", "n")
SELECT 'roles', 0, count(*) FROM "roles"
UNION ALL SELECT 'operation_logs', 0, count(*) FROM "operation_logs"
UNION ALL SELECT 'login_logs', 0, count(*) FROM "login_logs";
