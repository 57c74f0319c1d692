CREATE TABLE "print_orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"merged_book_id" uuid NOT NULL,
	"quantity" smallint NOT NULL,
	"page_count" smallint NOT NULL,
	"shipping_address" jsonb,
	"shipping_level" text NOT NULL,
	"item_cents" integer NOT NULL,
	"shipping_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_provider" text NOT NULL,
	"checkout_id" text,
	"payment_ref" text,
	"status" text DEFAULT 'awaiting_payment' NOT NULL,
	"provider_job_id" text,
	"provider_status" text,
	"tracking_id" text,
	"tracking_urls" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"carrier" text,
	"delivery_min" text,
	"delivery_max" text,
	"cancel_until" timestamp with time zone,
	"refund_state" text DEFAULT 'none' NOT NULL,
	"refund_ref" text,
	"problem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_orders_quantity" CHECK ("print_orders"."quantity" between 1 and 20),
	CONSTRAINT "print_orders_total" CHECK ("print_orders"."total_cents" > 0),
	CONSTRAINT "print_orders_status" CHECK ("print_orders"."status" in ('awaiting_payment', 'paid', 'submitted', 'in_production', 'shipped', 'delivered', 'canceled', 'rejected', 'failed', 'refunded')),
	CONSTRAINT "print_orders_refund_state" CHECK ("print_orders"."refund_state" in ('none', 'pending', 'refunded', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "print_orders" ADD CONSTRAINT "print_orders_merged_book_id_merged_books_id_fk" FOREIGN KEY ("merged_book_id") REFERENCES "public"."merged_books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "print_orders_user_created_idx" ON "print_orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "print_orders_checkout_key" ON "print_orders" USING btree ("checkout_id");