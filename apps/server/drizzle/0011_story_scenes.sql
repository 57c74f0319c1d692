ALTER TABLE "stories" ADD COLUMN "scenes" jsonb;--> statement-breakpoint
ALTER TABLE "story_images" ADD COLUMN "passage" smallint;