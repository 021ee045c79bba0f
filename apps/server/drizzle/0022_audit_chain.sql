-- The audit chain (docs/guide/operations.md#audit-trail): every entry of the operation log, the sign-in log
-- and the record history gets its place (seq) and hash from the sealer moments after it is written; entries
-- already there are sealed at the first start, oldest first. audit_checkpoints holds each chain's start
-- (after a retention purge) and its newest sealed entry.
CREATE TABLE "audit_checkpoints" (
	"log" text PRIMARY KEY NOT NULL,
	"checkpoint_seq" bigint DEFAULT 0 NOT NULL,
	"checkpoint_hash" text,
	"checkpoint_at" bigint,
	"head_seq" bigint DEFAULT 0 NOT NULL,
	"head_hash" text
);
--> statement-breakpoint
ALTER TABLE "login_logs" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "login_logs" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "login_logs" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "hash" text;--> statement-breakpoint
ALTER TABLE "record_history" ADD COLUMN "seq" bigint;--> statement-breakpoint
ALTER TABLE "record_history" ADD COLUMN "prev_hash" text;--> statement-breakpoint
ALTER TABLE "record_history" ADD COLUMN "hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "login_logs_seq_uq" ON "login_logs" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "login_logs_unsealed_idx" ON "login_logs" USING btree ("created_at","id") WHERE "login_logs"."seq" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "operation_logs_seq_uq" ON "operation_logs" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "operation_logs_unsealed_idx" ON "operation_logs" USING btree ("created_at","id") WHERE "operation_logs"."seq" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "record_history_seq_uq" ON "record_history" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "record_history_unsealed_idx" ON "record_history" USING btree ("created_at","id") WHERE "record_history"."seq" is null;;--> statement-breakpoint
INSERT INTO "audit_checkpoints" ("log") VALUES ('operation'), ('sign-in'), ('history') ON CONFLICT DO NOTHING;--> statement-breakpoint
-- 核验 (verify the chain) on the three log pages; administrators hold it, others are granted it.
INSERT INTO "permission_items" ("id", "menu_id", "kind", "en_code", "full_name", "name_en", "name_zhtw", "sort_code")
SELECT
  -- The ids newId() gives (milliseconds << 20 plus a random tail).
  (((floor(extract(epoch FROM clock_timestamp()) * 1000))::bigint << 20) + floor(random() * 1048000)::bigint)::text,
  "menus"."id", 'button', 'btn_verify', '核验', 'Verify', '核驗',
  coalesce((SELECT max("sort_code") FROM "permission_items" WHERE "menu_id" = "menus"."id" AND "kind" = 'button'), 0) + 1
FROM "menus"
WHERE "en_code" IN ('permission.operationLog', 'permission.signInLog', 'permission.recordHistory')
ON CONFLICT DO NOTHING;
