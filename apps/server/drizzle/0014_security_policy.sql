CREATE TABLE "security_policy" (
	"id" text PRIMARY KEY NOT NULL,
	"max_failed_sign_ins" double precision NOT NULL,
	"lock_minutes" double precision NOT NULL,
	"session_idle_minutes" double precision NOT NULL,
	"session_absolute_hours" double precision NOT NULL,
	"last_modify_time" bigint,
	"last_modify_user_id" text
);
