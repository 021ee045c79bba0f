-- National IDs are sealed at rest (docs/guide/operations.md#secret-key); an exact match is found through
-- this keyed hash. The key is not reachable from SQL: the server seals the clear values at start.
ALTER TABLE "users" ADD COLUMN "id_card_hash" text;--> statement-breakpoint
CREATE INDEX "users_id_card_hash_idx" ON "users" USING btree ("id_card_hash");
