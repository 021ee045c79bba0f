ALTER TABLE "security_policy" ADD COLUMN "second_factor_required" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "security_policy" ADD COLUMN "second_factor_role_ids" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- 用户管理's button that resets another person's second factor, for databases seeded before it existed
-- (the seed has it since 0016). Administrators hold every button, so no role is granted it: it is the
-- administrator's until someone grants it on 权限授权. On an empty database nothing happens here.
INSERT INTO "permission_items" ("id", "menu_id", "kind", "en_code", "full_name", "name_en", "name_zhtw", "sort_code")
SELECT
  -- The ids newId() gives (milliseconds << 20 plus a random tail).
  (((floor(extract(epoch FROM clock_timestamp()) * 1000))::bigint << 20) + floor(random() * 1048000)::bigint)::text,
  "menus"."id", 'button', 'btn_resetSecondFactor', '重置两步验证', 'Reset two-step verification', '重設兩步驗證',
  coalesce((SELECT max("sort_code") FROM "permission_items" WHERE "menu_id" = "menus"."id" AND "kind" = 'button'), 0) + 1
FROM "menus"
WHERE "en_code" = 'system.user'
ON CONFLICT DO NOTHING;
