-- The organisation's index with the default order's keys after it: a department's page reads and
-- orders its users' index entries alone instead of visiting each user's row (a station of 1,000 at a
-- million users: 4.7 -> 0.24 ms), and data scopes and lookups by organisation use it as they used the old.
DROP INDEX "users_organize_idx";--> statement-breakpoint
CREATE INDEX "users_organize_order_idx" ON "users" USING btree ("organize_id","sort_code","creator_time","id");
