-- 三员分立 (docs/guide/permissions.md#separated-duties): the switch on 安全策略, off on every existing
-- database, and the three built-in duty roles for databases seeded before them (the seed has them since
-- 0021). Each role is granted the pages of its duty (permissions/duties.ts, the one map; a test checks
-- this list against it), their directories and every item of those pages. Nobody is made a member: the
-- security administrator hands the roles out. On an empty database (first start) no role is added here:
-- the seed that follows adds them.
ALTER TABLE "security_policy" ADD COLUMN "separation_of_duties" boolean DEFAULT false NOT NULL;--> statement-breakpoint
INSERT INTO "roles" ("id", "full_name", "en_code", "type", "data_scope", "description", "sort_code", "creator_time")
SELECT
  -- The ids newId() gives (milliseconds << 20 plus a random tail), one apart.
  ((((floor(extract(epoch FROM clock_timestamp()) * 1000))::bigint << 20) + floor(random() * 1048000)::bigint) + "duty"."n")::text,
  "duty"."name", "duty"."code", 'user', 'all', "duty"."description", 0,
  (extract(epoch FROM clock_timestamp()) * 1000)::bigint
FROM (VALUES
  (1, 'dutySystem', '系统管理员', '三员分立：组织、部门、岗位、用户与基础数据'),
  (2, 'dutySecurity', '安全管理员', '三员分立：角色、权限授权、分级管理、安全策略与在线用户'),
  (3, 'dutyAudit', '审计管理员', '三员分立：只读操作日志、登录日志与变更历史')
) AS "duty"("n", "code", "name", "description")
WHERE EXISTS (SELECT 1 FROM "menus")
ON CONFLICT ("en_code") DO NOTHING;--> statement-breakpoint
WITH "duty_menu"("en_code", "role_code") AS (VALUES
  ('system.organize', 'dutySystem'),
  ('system.department', 'dutySystem'),
  ('system.position', 'dutySystem'),
  ('system.user', 'dutySystem'),
  ('system.role', 'dutySecurity'),
  ('system.authorize', 'dutySecurity'),
  ('system.onlineUser', 'dutySecurity'),
  ('system.dictionary', 'dutySystem'),
  ('system.area', 'dutySystem'),
  ('system.billRule', 'dutySystem'),
  ('system.securityPolicy', 'dutySecurity'),
  ('systemData.printDev', 'dutySystem'),
  ('systemData.dataInterface', 'dutySystem'),
  ('systemData.dataSync', 'dutySystem'),
  ('permission.organizeAdmin', 'dutySecurity'),
  ('permission.signInLog', 'dutyAudit'),
  ('permission.operationLog', 'dutyAudit'),
  ('permission.recordHistory', 'dutyAudit'),
  ('onlineDev.webDesign', 'dutySystem'),
  ('onlineDev.appDesign', 'dutySystem'),
  ('onlineDev.dataReport', 'dutySystem'),
  ('onlineDev.dataScreen', 'dutySystem'),
  ('generator.webForm', 'dutySystem'),
  ('generator.flowForm', 'dutySystem'),
  ('weChat.mpConfig', 'dutySystem'),
  ('weChat.mpMenu', 'dutySystem'),
  ('weChat.qyUser', 'dutySystem')
), "page" AS (
  SELECT "roles"."id" AS "role_id", "menus"."id" AS "menu_id", "menus"."parent_id", "menus"."en_code", "duty_menu"."role_code"
  FROM "duty_menu"
  JOIN "menus" ON "menus"."en_code" = "duty_menu"."en_code"
  JOIN "roles" ON "roles"."en_code" = "duty_menu"."role_code"
)
INSERT INTO "role_permissions" ("role_id", "kind", "item_id")
SELECT "role_id", 'menu', "menu_id" FROM "page"
UNION
SELECT "role_id", 'menu', "parent_id" FROM "page" WHERE "parent_id" <> '-1'
UNION
-- An item of another duty than its page's (restoring a deleted record, on the history page) goes to nobody.
SELECT "page"."role_id", "permission_items"."kind", "permission_items"."id"
FROM "page"
JOIN "permission_items" ON "permission_items"."menu_id" = "page"."menu_id"
WHERE NOT ("page"."en_code" = 'permission.recordHistory' AND "permission_items"."kind" = 'button'
  AND "permission_items"."en_code" = 'btn_restore')
ON CONFLICT DO NOTHING;
