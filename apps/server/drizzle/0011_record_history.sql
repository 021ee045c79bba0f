CREATE TABLE "record_history" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"action" text NOT NULL,
	"event" text,
	"organize_id" text,
	"user_id" text,
	"account" text,
	"ip" text,
	"created_at" bigint NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"names" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"snapshot" jsonb
);
--> statement-breakpoint
CREATE INDEX "record_history_record_idx" ON "record_history" USING btree ("kind","record_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "record_history_time_idx" ON "record_history" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "record_history_user_idx" ON "record_history" USING btree ("user_id","created_at" DESC NULLS LAST);