ALTER TABLE "operation_logs" ADD COLUMN "menu_code" text;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "button_code" text;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "result" text DEFAULT 'success' NOT NULL;--> statement-breakpoint
ALTER TABLE "operation_logs" ADD COLUMN "code" integer DEFAULT 200 NOT NULL;--> statement-breakpoint
ALTER TABLE "organize_admins" ADD COLUMN "can_view" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organize_admins" ADD COLUMN "can_add" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organize_admins" ADD COLUMN "can_edit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "organize_admins" ADD COLUMN "can_remove" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "login_logs_time_idx" ON "login_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "operation_logs_time_idx" ON "operation_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "organize_admins_user_idx" ON "organize_admins" USING btree ("user_id");