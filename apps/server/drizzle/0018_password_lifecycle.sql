-- The password lifecycle's policy and per-user times. Existing accounts get "password set now", so the
-- upgrade expires nobody; new rows take the same default unless the writer sets it.
ALTER TABLE "users" ADD COLUMN "password_set_at" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000)::bigint NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "reactivated_at" bigint;--> statement-breakpoint
ALTER TABLE "security_policy" ADD COLUMN "password_expiry_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "security_policy" ADD COLUMN "password_history_count" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "security_policy" ADD COLUMN "dormant_days" integer DEFAULT 0 NOT NULL;
