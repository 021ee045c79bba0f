CREATE TABLE "organize_user_counts" (
	"organize_id" text NOT NULL,
	"shard" integer DEFAULT 0 NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "organize_user_counts_organize_id_shard_pk" PRIMARY KEY("organize_id","shard")
);
--> statement-breakpoint
-- Users added or removed many at a time add to each organisation's row of their connection's shard
-- (pg_backend_pid() % 8, as table_counts), in the organisations' order: two writers sharing a shard
-- take their rows in one order and cannot deadlock on them.
CREATE FUNCTION "organize_user_counts_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "organize_user_counts" ("organize_id", "shard", "n")
  SELECT "organize_id", pg_backend_pid() % 8, count(*) FROM new_rows
  WHERE "organize_id" IS NOT NULL GROUP BY "organize_id" ORDER BY "organize_id"
  ON CONFLICT ("organize_id", "shard") DO UPDATE SET "n" = "organize_user_counts"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "organize_user_counts_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "organize_user_counts" ("organize_id", "shard", "n")
  SELECT "organize_id", pg_backend_pid() % 8, -count(*) FROM old_rows
  WHERE "organize_id" IS NOT NULL GROUP BY "organize_id" ORDER BY "organize_id"
  ON CONFLICT ("organize_id", "shard") DO UPDATE SET "n" = "organize_user_counts"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A user moved to another organisation: a row trigger, fired only when the organisation changed (a
-- statement trigger on UPDATE would copy every updated row, each sign-in's among them, into its tables).
CREATE FUNCTION "organize_user_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "organize_user_counts" ("organize_id", "shard", "n")
  SELECT v."organize_id", pg_backend_pid() % 8, v."n"
  FROM (VALUES (OLD."organize_id", -1), (NEW."organize_id", 1)) AS v("organize_id", "n")
  WHERE v."organize_id" IS NOT NULL ORDER BY v."organize_id"
  ON CONFLICT ("organize_id", "shard") DO UPDATE SET "n" = "organize_user_counts"."n" + excluded."n";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "organize_user_counts_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "organize_user_counts";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The triggers before the counts: creating one locks users against writers until the migration commits.
CREATE TRIGGER "users_organize_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "organize_user_counts_insert"();--> statement-breakpoint
CREATE TRIGGER "users_organize_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "organize_user_counts_delete"();--> statement-breakpoint
CREATE TRIGGER "users_organize_count_move" AFTER UPDATE OF "organize_id" ON "users" FOR EACH ROW WHEN (OLD."organize_id" IS DISTINCT FROM NEW."organize_id") EXECUTE FUNCTION "organize_user_counts_move"();--> statement-breakpoint
CREATE TRIGGER "users_organize_count_truncate" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "organize_user_counts_truncate"();--> statement-breakpoint
INSERT INTO "organize_user_counts" ("organize_id", "shard", "n")
SELECT "organize_id", 0, count(*) FROM "users" WHERE "organize_id" IS NOT NULL GROUP BY "organize_id";
