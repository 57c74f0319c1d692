CREATE TABLE "print_lab_jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"external_id" text,
	"status" text NOT NULL,
	"job" jsonb NOT NULL,
	"next_step_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_lab_validations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"record" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "print_lab_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"topics" jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "print_lab_jobs_external_id_idx" ON "print_lab_jobs" USING btree ("external_id");--> statement-breakpoint
CREATE INDEX "print_lab_jobs_next_step_idx" ON "print_lab_jobs" USING btree ("next_step_at");--> statement-breakpoint
CREATE UNIQUE INDEX "print_lab_webhooks_url_key" ON "print_lab_webhooks" USING btree ("url");