CREATE TABLE "print_prices" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"base_cents" integer NOT NULL,
	"per_page_cents" integer NOT NULL,
	"currency" text DEFAULT 'usd' NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "print_prices_base_positive" CHECK ("print_prices"."base_cents" > 0),
	CONSTRAINT "print_prices_per_page_not_negative" CHECK ("print_prices"."per_page_cents" >= 0)
);
--> statement-breakpoint
-- docs/decisions/027: one hardcover 8.5 in square copy, $23.99 + $0.25 a page ($29.99 at 24 pages).
-- Editable in the database; ON CONFLICT keeps any edits.
INSERT INTO "print_prices" ("id", "name", "base_cents", "per_page_cents", "currency", "sort_order")
VALUES ('hardcover-8.5-square', 'Hardcover, 8.5 in square', 2399, 25, 'usd', 1)
ON CONFLICT ("id") DO NOTHING;
