-- The user list at a million: enabled or disabled users in the default order, and sorted by name, read
-- from an index instead of walking or sorting every user.
CREATE INDEX "users_state_order_idx" ON "users" USING btree ("enabled_mark","sort_code","creator_time","id");--> statement-breakpoint
CREATE INDEX "users_real_name_idx" ON "users" USING btree ("real_name");