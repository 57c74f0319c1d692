CREATE TABLE "series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "chapter" smallint;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "chapter_memory" jsonb;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "series_user_idx" ON "series" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stories_series_chapter_key" ON "stories" USING btree ("series_id","chapter");