ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "children" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_valid" CHECK ("users"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_language_valid" CHECK ("stories"."language" in ('en', 'es'));--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_language_valid" CHECK ("children"."language" in ('en', 'es'));