-- Personal fields: what an operation-log row named (a reveal's reason, an unmasked export's filters), and
-- the two 用户管理 buttons that lift the mask. On an existing database no role is granted them: the
-- administrator holds every button already; a new demo database's staff role gets 查看个人信息 from the seed.
ALTER TABLE "operation_logs" ADD COLUMN "detail" jsonb;--> statement-breakpoint
INSERT INTO "permission_items" ("id", "menu_id", "kind", "en_code", "full_name", "name_en", "name_zhtw", "sort_code")
SELECT
  -- The ids newId() gives (milliseconds << 20 plus a random tail).
  (((floor(extract(epoch FROM clock_timestamp()) * 1000))::bigint << 20) + floor(random() * 1048000)::bigint)::text,
  "menus"."id", 'button', 'btn_viewPersonal', '查看个人信息', 'View personal information', '查看個人資訊',
  coalesce((SELECT max("sort_code") FROM "permission_items" WHERE "menu_id" = "menus"."id" AND "kind" = 'button'), 0) + 1
FROM "menus"
WHERE "en_code" = 'system.user'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "permission_items" ("id", "menu_id", "kind", "en_code", "full_name", "name_en", "name_zhtw", "sort_code")
SELECT
  (((floor(extract(epoch FROM clock_timestamp()) * 1000))::bigint << 20) + floor(random() * 1048000)::bigint + 1)::text,
  "menus"."id", 'button', 'btn_exportPersonal', '导出个人信息', 'Export personal information', '匯出個人資訊',
  coalesce((SELECT max("sort_code") FROM "permission_items" WHERE "menu_id" = "menus"."id" AND "kind" = 'button'), 0) + 1
FROM "menus"
WHERE "en_code" = 'system.user'
ON CONFLICT DO NOTHING;
