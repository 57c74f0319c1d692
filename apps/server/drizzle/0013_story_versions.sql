ALTER TABLE "stories" ADD COLUMN "version_of" uuid;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "free_version" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_version_of_stories_id_fk" FOREIGN KEY ("version_of") REFERENCES "public"."stories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stories_one_free_version_key" ON "stories" USING btree ("version_of") WHERE "stories"."free_version" and "stories"."status" <> 'error';