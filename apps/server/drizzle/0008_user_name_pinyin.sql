ALTER TABLE "users" ADD COLUMN "name_pinyin" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_initials" text;--> statement-breakpoint
CREATE INDEX "users_name_pinyin_trgm_idx" ON "users" USING gin ("name_pinyin" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_initials_trgm_idx" ON "users" USING gin ("name_initials" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_name_pinyin_missing_idx" ON "users" USING btree ("id") WHERE "users"."name_pinyin" is null;--> statement-breakpoint
-- A renamed user loses its stale pinyin (unless the same statement wrote new pinyin), so any write path
-- that changes real_name leaves the row for fillNamePinyin to compute again.
CREATE FUNCTION "users_name_pinyin_stale"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."real_name" IS DISTINCT FROM OLD."real_name" AND NEW."name_pinyin" IS NOT DISTINCT FROM OLD."name_pinyin" THEN
    NEW."name_pinyin" := NULL;
    NEW."name_initials" := NULL;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_name_pinyin_stale" BEFORE UPDATE OF "real_name" ON "users" FOR EACH ROW EXECUTE FUNCTION "users_name_pinyin_stale"();
