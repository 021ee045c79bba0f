CREATE TABLE "areas" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"type" integer NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"description" text,
	"creator_time" bigint NOT NULL,
	"last_modify_time" bigint,
	CONSTRAINT "areas_en_code_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "bill_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"prefix" text DEFAULT '' NOT NULL,
	"date_format" text DEFAULT 'yyyyMMdd' NOT NULL,
	"digit" integer DEFAULT 4 NOT NULL,
	"start_number" bigint DEFAULT 1 NOT NULL,
	"current_number" bigint DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"description" text,
	"creator_time" bigint NOT NULL,
	"last_modify_time" bigint,
	CONSTRAINT "bill_rules_en_code_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "dictionary_data" (
	"id" text PRIMARY KEY NOT NULL,
	"dictionary_type_id" text NOT NULL,
	"parent_id" text NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"description" text,
	"creator_time" bigint NOT NULL,
	"last_modify_time" bigint,
	CONSTRAINT "dictionary_data_code_uq" UNIQUE("dictionary_type_id","en_code")
);
--> statement-breakpoint
CREATE TABLE "dictionary_types" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"is_tree" integer DEFAULT 0 NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"description" text,
	"creator_time" bigint NOT NULL,
	"last_modify_time" bigint,
	CONSTRAINT "dictionary_types_en_code_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "download_tickets" (
	"ticket_hash" text PRIMARY KEY NOT NULL,
	"file_id" text NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organize_admins" (
	"organize_id" text NOT NULL,
	"user_id" text NOT NULL,
	CONSTRAINT "organize_admins_organize_id_user_id_pk" PRIMARY KEY("organize_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "organizes" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text NOT NULL,
	"category" text NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"manager_id" text,
	"short_name" text,
	"enterprise_nature" text,
	"merchant_id" text,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"description" text,
	"creator_user_id" text,
	"creator_time" bigint NOT NULL,
	"last_modify_time" bigint,
	CONSTRAINT "organizes_en_code_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"type" text NOT NULL,
	"organize_id" text NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"description" text,
	"creator_user_id" text,
	"creator_time" bigint NOT NULL,
	"last_modify_time" bigint,
	CONSTRAINT "positions_en_code_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "print_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"en_code" text NOT NULL,
	"type" integer NOT NULL,
	"category" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"enabled_mark" integer DEFAULT 1 NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"creator_time" bigint NOT NULL,
	CONSTRAINT "print_templates_en_code_unique" UNIQUE("en_code")
);
--> statement-breakpoint
CREATE TABLE "uploaded_files" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"creator_user_id" text,
	"creator_time" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_positions" (
	"user_id" text NOT NULL,
	"position_id" text NOT NULL,
	CONSTRAINT "user_positions_user_id_position_id_pk" PRIMARY KEY("user_id","position_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "merchant_id" text;--> statement-breakpoint
ALTER TABLE "dictionary_data" ADD CONSTRAINT "dictionary_data_dictionary_type_id_dictionary_types_id_fk" FOREIGN KEY ("dictionary_type_id") REFERENCES "public"."dictionary_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organize_admins" ADD CONSTRAINT "organize_admins_organize_id_organizes_id_fk" FOREIGN KEY ("organize_id") REFERENCES "public"."organizes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_parent_idx" ON "areas" USING btree ("parent_id","sort_code");--> statement-breakpoint
CREATE INDEX "dictionary_data_parent_idx" ON "dictionary_data" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "dictionary_types_parent_idx" ON "dictionary_types" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "download_tickets_expiry_idx" ON "download_tickets" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "organizes_parent_idx" ON "organizes" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "positions_organize_idx" ON "positions" USING btree ("organize_id");--> statement-breakpoint
CREATE INDEX "user_positions_position_idx" ON "user_positions" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "users_manager_idx" ON "users" USING btree ("manager_id");--> statement-breakpoint
CREATE INDEX "users_creator_idx" ON "users" USING btree ("creator_user_id");