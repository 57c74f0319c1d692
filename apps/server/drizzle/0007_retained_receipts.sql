CREATE TABLE "retained_receipts" (
	"checkout_id" uuid PRIMARY KEY NOT NULL,
	"account_ref" uuid NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"credits" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"currency" text NOT NULL,
	"provider" text NOT NULL,
	"provider_session_id" text,
	"payment_ref" text,
	"paid_at" timestamp with time zone NOT NULL,
	"keep_until" timestamp with time zone NOT NULL,
	"retained_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "retained_receipts_keep_until_idx" ON "retained_receipts" USING btree ("keep_until");