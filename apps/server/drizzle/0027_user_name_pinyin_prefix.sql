-- The name the stored pinyin was computed from: the rows whose pinyin is there were computed from their
-- current name (the trigger of 0008 cleared it on every rename); the others are filled at start.
ALTER TABLE "users" ADD COLUMN "name_pinyin_of" text;--> statement-breakpoint
UPDATE "users" SET "name_pinyin_of" = "real_name" WHERE "name_pinyin" IS NOT NULL;--> statement-breakpoint
DROP TRIGGER "users_name_pinyin_stale" ON "users";--> statement-breakpoint
-- Pinyin written for another name than the row's (a rename without it, an insert without it) is cleared;
-- comparing with the stored source name, a rename to a homophone (张伟 to 章伟) keeps its new pinyin.
CREATE OR REPLACE FUNCTION "users_name_pinyin_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."name_pinyin_of" IS DISTINCT FROM NEW."real_name" THEN
    NEW."name_pinyin" := NULL;
    NEW."name_initials" := NULL;
    NEW."name_pinyin_of" := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_name_pinyin_stale" BEFORE INSERT OR UPDATE OF "real_name", "name_pinyin", "name_initials", "name_pinyin_of" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_name_pinyin_stale"();--> statement-breakpoint
-- The keyword matches pinyin and initials from their start: a btree range, where trigrams cannot narrow
-- a two-letter keyword (zs) and would read the whole index.
DROP INDEX IF EXISTS "users_name_pinyin_trgm_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "users_name_initials_trgm_idx";--> statement-breakpoint
CREATE INDEX "users_name_pinyin_prefix_idx" ON "users" USING btree ("name_pinyin" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_name_initials_prefix_idx" ON "users" USING btree ("name_initials" text_pattern_ops);
