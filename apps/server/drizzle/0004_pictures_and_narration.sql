CREATE TABLE "story_narrations" (
	"story_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"job_id" uuid NOT NULL,
	"audio_key" text,
	"marks" jsonb,
	"duration_seconds" real,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "story_narrations_status" CHECK ("story_narrations"."status" in ('running', 'completed', 'error'))
);
--> statement-breakpoint
ALTER TABLE "story_narrations" ADD CONSTRAINT "story_narrations_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_narrations" ADD CONSTRAINT "story_narrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_narrations_job_idx" ON "story_narrations" USING btree ("job_id");