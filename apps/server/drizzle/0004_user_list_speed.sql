CREATE TABLE "table_counts" (
	"table_name" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_default_order_idx" ON "users" USING btree ("sort_code","creator_time","id");--> statement-breakpoint
-- Exact total of users kept by statement triggers (one UPDATE per statement, not per row): the unfiltered list reads it instead of count(*).
INSERT INTO "table_counts" ("table_name", "n") SELECT 'users', count(*) FROM "users";
--> statement-breakpoint
CREATE FUNCTION "table_counts_users_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "table_counts" SET "n" = "n" + (SELECT count(*) FROM new_rows) WHERE "table_name" = 'users';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "table_counts_users_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "table_counts" SET "n" = "n" - (SELECT count(*) FROM old_rows) WHERE "table_name" = 'users';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "table_counts_users_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "table_counts" SET "n" = 0 WHERE "table_name" = 'users';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_counts_users_insert"();
--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "table_counts_users_delete"();
--> statement-breakpoint
CREATE TRIGGER "users_count_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "table_counts_users_truncate"();
