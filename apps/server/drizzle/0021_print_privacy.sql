ALTER TABLE "merged_books" ADD COLUMN "files_deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "print_orders" ADD COLUMN "address_redacted_at" timestamp with time zone;