-- The few administrators, who hold every right: "who can do this?" reads them without reading every user.
CREATE INDEX "users_administrator_idx" ON "users" USING btree ("id") WHERE "users"."is_administrator";
