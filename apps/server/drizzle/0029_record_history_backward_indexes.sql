-- The history's indexes ascending, read backwards for newest first: as DESC NULLS LAST they did not
-- match ORDER BY … DESC (NULLS FIRST), and the audit search sorted a whole time range for one page.
DROP INDEX "record_history_record_idx";--> statement-breakpoint
DROP INDEX "record_history_time_idx";--> statement-breakpoint
DROP INDEX "record_history_user_idx";--> statement-breakpoint
CREATE INDEX "record_history_record_idx" ON "record_history" USING btree ("kind","record_id","created_at","id");--> statement-breakpoint
CREATE INDEX "record_history_time_idx" ON "record_history" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "record_history_user_idx" ON "record_history" USING btree ("user_id","created_at");