ALTER TABLE "bill_rules" ADD COLUMN "serial_date" text;--> statement-breakpoint
ALTER TABLE "print_templates" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "print_templates" ADD COLUMN "last_modify_time" bigint;