-- Saved views of the list pages (docs/guide/pages.md#saved-views): a person's named list states, shared or
-- not, and each person's default view of a page.
CREATE TABLE "saved_views" (
	"id" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"owner_id" text NOT NULL,
	"name" text NOT NULL,
	"state" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"creator_time" bigint NOT NULL,
	"last_modify_time" bigint,
	CONSTRAINT "saved_views_owner_page_name_uq" UNIQUE("owner_id","page_id","name")
);
--> statement-breakpoint
CREATE TABLE "saved_view_defaults" (
	"user_id" text NOT NULL,
	"page_id" text NOT NULL,
	"view_id" text NOT NULL,
	CONSTRAINT "saved_view_defaults_user_id_page_id_pk" PRIMARY KEY("user_id","page_id")
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_view_defaults" ADD CONSTRAINT "saved_view_defaults_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_view_defaults" ADD CONSTRAINT "saved_view_defaults_view_id_saved_views_id_fk" FOREIGN KEY ("view_id") REFERENCES "public"."saved_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_views_page_shared_idx" ON "saved_views" USING btree ("page_id","shared");--> statement-breakpoint
-- 分享视图 on every list page of the kit, for databases seeded before it existed (the seed has it since
-- 0025). Administrators hold every button, so no role is granted it. On an empty database nothing happens.
INSERT INTO "permission_items" ("id", "menu_id", "kind", "en_code", "full_name", "name_en", "name_zhtw", "sort_code")
SELECT
  -- The ids newId() gives (milliseconds << 20 plus a tail), the row number keeping them apart.
  (((floor(extract(epoch FROM clock_timestamp()) * 1000))::bigint << 20)
    + (row_number() OVER (ORDER BY "menus"."en_code")) * 65536 + floor(random() * 65536)::bigint)::text,
  "menus"."id", 'button', 'btn_shareView', '分享视图', 'Share views', '分享視圖',
  coalesce((SELECT max("sort_code") FROM "permission_items" WHERE "menu_id" = "menus"."id" AND "kind" = 'button'), 0) + 1
FROM "menus"
WHERE "en_code" IN (
  'system.organize', 'system.department', 'system.position', 'system.user', 'system.role',
  'system.onlineUser', 'system.dictionary', 'system.area', 'system.billRule', 'systemData.printDev',
  'permission.operationLog', 'permission.signInLog', 'permission.recordHistory'
)
ON CONFLICT DO NOTHING;
