CREATE TABLE "merged_books" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"book_ids" jsonb NOT NULL,
	"gift_message" text,
	"status" text DEFAULT 'building' NOT NULL,
	"page_count" smallint NOT NULL,
	"added_pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"interior_key" text,
	"cover_key" text,
	"file_check" jsonb,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	CONSTRAINT "merged_books_status" CHECK ("merged_books"."status" in ('building', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "merged_books" ADD CONSTRAINT "merged_books_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "merged_books_user_created_idx" ON "merged_books" USING btree ("user_id","created_at");