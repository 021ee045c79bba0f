-- A user keyword of one or two characters matches account, name and mobile from their start: no trigram
-- narrows it (a contains-search read all of a million users), a btree range over the lower-case text does.
CREATE INDEX "users_account_prefix_idx" ON "users" USING btree (lower("account") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_real_name_prefix_idx" ON "users" USING btree (lower("real_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_prefix_idx" ON "users" USING btree (lower("mobile") text_pattern_ops);