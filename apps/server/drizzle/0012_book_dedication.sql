ALTER TABLE "book_jobs" ADD COLUMN "dedication" text;--> statement-breakpoint
ALTER TABLE "book_jobs" ADD COLUMN "appearance" jsonb;