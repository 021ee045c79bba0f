-- The 变更历史 (record history) audit page for databases seeded before it existed (the seed has it since
-- 0011). Only when the page is missing: a database that already has it keeps its own grants. Roles that
-- could read 操作日志 get the page itself (not its buttons), so nobody loses history search on upgrade.
-- On an empty database (first start) nothing happens here: the seed that follows adds the page.
WITH "parent" AS (
  SELECT "id" FROM "menus" WHERE "en_code" = 'permission'
), "added" AS (
  INSERT INTO "menus" ("id", "parent_id", "type", "category", "target", "route", "component", "full_name", "name_en", "name_zhtw", "en_code", "icon", "sort_code")
  SELECT
    -- The ids newId() gives (milliseconds << 20 plus a random tail); the buttons take the next two.
    (((floor(extract(epoch FROM clock_timestamp()) * 1000))::bigint << 20) + floor(random() * 1048000)::bigint)::text,
    "parent"."id", 'M', 2, '_self', 'permission/recordHistory', 'permission/recordHistory/index',
    '变更历史', 'Change history', '變更歷史', 'permission.recordHistory', 'history',
    coalesce((SELECT max("sort_code") FROM "menus" WHERE "parent_id" = "parent"."id"), 0) + 1
  FROM "parent"
  WHERE NOT EXISTS (SELECT 1 FROM "menus" WHERE "en_code" = 'permission.recordHistory')
  RETURNING "id"
), "buttons" AS (
  INSERT INTO "permission_items" ("id", "menu_id", "kind", "en_code", "full_name", "name_en", "name_zhtw", "sort_code")
  SELECT ("added"."id"::bigint + 1 + "b"."n")::text, "added"."id", 'button', "b"."code", "b"."zh", "b"."en", "b"."zhtw", "b"."n"
  FROM "added" CROSS JOIN (VALUES (0, 'btn_export', '导出', 'Export', '匯出'), (1, 'btn_restore', '恢复', 'Restore', '恢復')) AS "b"("n", "code", "zh", "en", "zhtw")
  ON CONFLICT DO NOTHING
)
INSERT INTO "role_permissions" ("role_id", "kind", "item_id")
SELECT DISTINCT "rp"."role_id", 'menu', "added"."id"
FROM "added"
CROSS JOIN "role_permissions" "rp"
JOIN "menus" "log" ON "log"."id" = "rp"."item_id"
WHERE "rp"."kind" = 'menu' AND "log"."en_code" = 'permission.operationLog'
ON CONFLICT DO NOTHING;
