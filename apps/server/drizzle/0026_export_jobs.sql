-- Exports as background jobs (docs/guide/operations.md#export-jobs): the job, and its file in chunks so
-- that any instance behind the load balancer serves it.
CREATE TABLE IF NOT EXISTS "export_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"list" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"locale" text NOT NULL,
	"filter" jsonb NOT NULL,
	"plan" jsonb NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"error" text,
	"file_name" text,
	"size" bigint,
	"chunks" integer DEFAULT 0 NOT NULL,
	"created_at" bigint NOT NULL,
	"heartbeat_at" bigint NOT NULL,
	"finished_at" bigint,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "export_jobs_user_idx" ON "export_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "export_jobs_expiry_idx" ON "export_jobs" USING btree ("expires_at");--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "export_job_chunks" (
	"job_id" text NOT NULL,
	"seq" integer NOT NULL,
	"bytes" bytea NOT NULL,
	CONSTRAINT "export_job_chunks_job_id_seq_pk" PRIMARY KEY("job_id","seq")
);
--> statement-breakpoint
ALTER TABLE "export_job_chunks" ADD CONSTRAINT "export_job_chunks_job_id_export_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."export_jobs"("id") ON DELETE cascade ON UPDATE no action;
