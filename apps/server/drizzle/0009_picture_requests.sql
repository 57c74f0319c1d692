CREATE TABLE "picture_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"story_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"image_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "picture_requests_status" CHECK ("picture_requests"."status" in ('pending', 'delivered', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "picture_requests" ADD CONSTRAINT "picture_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "picture_requests" ADD CONSTRAINT "picture_requests_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "picture_requests_pending_idx" ON "picture_requests" USING btree ("created_at") WHERE "picture_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "picture_requests_user_idx" ON "picture_requests" USING btree ("user_id");