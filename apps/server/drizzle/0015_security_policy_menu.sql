-- The 安全策略 (security policy) page for databases seeded before it existed (the seed has it since 0015).
-- Only when the page is missing. Administrators hold every page, so no role is granted it: the policy is
-- the administrator's until someone grants it on 权限授权. On an empty database (first start) nothing
-- happens here: the seed that follows adds the page.
WITH "parent" AS (
  SELECT "id" FROM "menus" WHERE "en_code" = 'system'
), "added" AS (
  INSERT INTO "menus" ("id", "parent_id", "type", "category", "target", "route", "component", "full_name", "name_en", "name_zhtw", "en_code", "icon", "sort_code")
  SELECT
    -- The ids newId() gives (milliseconds << 20 plus a random tail); the button takes the next one.
    (((floor(extract(epoch FROM clock_timestamp()) * 1000))::bigint << 20) + floor(random() * 1048000)::bigint)::text,
    "parent"."id", 'M', 2, '_self', 'system/securityPolicy', 'system/securityPolicy/index',
    '安全策略', 'Security policy', '安全策略', 'system.securityPolicy', 'safety-certificate',
    coalesce((SELECT max("sort_code") FROM "menus" WHERE "parent_id" = "parent"."id"), 0) + 1
  FROM "parent"
  WHERE NOT EXISTS (SELECT 1 FROM "menus" WHERE "en_code" = 'system.securityPolicy')
  RETURNING "id"
)
INSERT INTO "permission_items" ("id", "menu_id", "kind", "en_code", "full_name", "name_en", "name_zhtw", "sort_code")
SELECT ("added"."id"::bigint + 1)::text, "added"."id", 'button', 'btn_edit', '保存', 'Save', '儲存', 0
FROM "added"
ON CONFLICT DO NOTHING;
