CREATE TABLE "change_counters" (
	"name" text PRIMARY KEY NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
-- Raised once per statement that writes what the user list shows, in the writer's transaction: a server
-- holding a page built at an older value rebuilds it (see src/modules/user/user-list-cache.ts).
INSERT INTO "change_counters" ("name", "n") VALUES ('user_list', 0);
--> statement-breakpoint
CREATE FUNCTION "change_counters_user_list"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "change_counters" SET "n" = "n" + 1 WHERE "name" = 'user_list';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "users_user_list_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "change_counters_user_list"();
--> statement-breakpoint
CREATE TRIGGER "user_roles_user_list_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_roles" FOR EACH STATEMENT EXECUTE FUNCTION "change_counters_user_list"();
--> statement-breakpoint
CREATE TRIGGER "user_positions_user_list_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "user_positions" FOR EACH STATEMENT EXECUTE FUNCTION "change_counters_user_list"();
--> statement-breakpoint
CREATE TRIGGER "organizes_user_list_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "organizes" FOR EACH STATEMENT EXECUTE FUNCTION "change_counters_user_list"();
