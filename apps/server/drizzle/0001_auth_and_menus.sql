CREATE TABLE "captchas" (
	"key" text PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"account" text NOT NULL,
	"ip" text NOT NULL,
	"success" boolean NOT NULL,
	"message" text NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text NOT NULL,
	"type" text NOT NULL,
	"category" integer NOT NULL,
	"target" text DEFAULT '_self' NOT NULL,
	"url_address" text,
	"route" text DEFAULT '' NOT NULL,
	"component" text DEFAULT '' NOT NULL,
	"full_name" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zhtw" text NOT NULL,
	"en_code" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "menus_en_code_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "operation_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"account" text,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"summary" text NOT NULL,
	"ip" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "permission_items" (
	"id" text PRIMARY KEY NOT NULL,
	"menu_id" text NOT NULL,
	"kind" text NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zhtw" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "permission_items_code_uq" UNIQUE("menu_id","kind","en_code")
);
--> statement-breakpoint
CREATE TABLE "role_data_scope_orgs" (
	"role_id" text NOT NULL,
	"organize_id" text NOT NULL,
	CONSTRAINT "role_data_scope_orgs_role_id_organize_id_pk" PRIMARY KEY("role_id","organize_id")
);
--> statement-breakpoint
CREATE TABLE "role_permissions" (
	"role_id" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" text NOT NULL,
	CONSTRAINT "role_permissions_role_id_kind_item_id_pk" PRIMARY KEY("role_id","kind","item_id")
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"type" text DEFAULT 'user' NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"data_scope" text DEFAULT 'all' NOT NULL,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"creator_time" bigint NOT NULL,
	"last_modify_time" bigint,
	CONSTRAINT "roles_en_code_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"ip" text NOT NULL,
	"user_agent" text,
	"created_at" bigint NOT NULL,
	"last_seen_at" bigint NOT NULL,
	"revoked_reason" text,
	"revoked_at" bigint,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" text NOT NULL,
	"role_id" text NOT NULL,
	CONSTRAINT "user_roles_user_id_role_id_pk" PRIMARY KEY("user_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"real_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"gender" integer DEFAULT 0 NOT NULL,
	"mobile" text,
	"email" text,
	"avatar" text DEFAULT '' NOT NULL,
	"organize_id" text,
	"manager_id" text,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"is_administrator" boolean DEFAULT false NOT NULL,
	"is_weak_pwd" boolean DEFAULT false NOT NULL,
	"theme" text DEFAULT 'classic' NOT NULL,
	"failed_count" integer DEFAULT 0 NOT NULL,
	"locked_until" bigint,
	"last_login_time" bigint,
	"last_login_ip" text,
	"prev_login_time" bigint,
	"prev_login_ip" text,
	"description" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"creator_user_id" text,
	"creator_time" bigint NOT NULL,
	"last_modify_time" bigint,
	CONSTRAINT "users_account_unique" UNIQUE("account")
);
--> statement-breakpoint
ALTER TABLE "permission_items" ADD CONSTRAINT "permission_items_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_data_scope_orgs" ADD CONSTRAINT "role_data_scope_orgs_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD CONSTRAINT "role_permissions_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_logs_ip_idx" ON "login_logs" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "login_logs_user_idx" ON "login_logs" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "menus_parent_idx" ON "menus" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "operation_logs_user_idx" ON "operation_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "role_scope_org_idx" ON "role_data_scope_orgs" USING btree ("organize_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_roles_role_idx" ON "user_roles" USING btree ("role_id");--> statement-breakpoint
CREATE INDEX "users_organize_idx" ON "users" USING btree ("organize_id");--> statement-breakpoint
CREATE INDEX "users_creator_time_idx" ON "users" USING btree ("creator_time");--> statement-breakpoint
CREATE INDEX "users_account_trgm_idx" ON "users" USING gin ("account" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_real_name_trgm_idx" ON "users" USING gin ("real_name" gin_trgm_ops);