CREATE TABLE "book_jobs" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"story_id" uuid NOT NULL,
	"selected_story_ids" jsonb NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"pages_done" smallint DEFAULT 0 NOT NULL,
	"pages_total" smallint DEFAULT 0 NOT NULL,
	"photo_key" text,
	"pdf_key" text,
	"use_image_as_main_image" boolean NOT NULL,
	"seed" integer NOT NULL,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "book_jobs_status" CHECK ("book_jobs"."status" in ('processing', 'running', 'completed', 'error'))
);
--> statement-breakpoint
ALTER TABLE "book_jobs" ADD CONSTRAINT "book_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_jobs" ADD CONSTRAINT "book_jobs_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_jobs_story_created_idx" ON "book_jobs" USING btree ("story_id","created_at");--> statement-breakpoint
CREATE INDEX "book_jobs_user_idx" ON "book_jobs" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "book_jobs_one_active_per_story" ON "book_jobs" USING btree ("story_id") WHERE "book_jobs"."status" in ('processing', 'running');