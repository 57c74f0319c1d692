CREATE TABLE "provider_costs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"story_id" uuid,
	"kind" text NOT NULL,
	"service" text NOT NULL,
	"model" text NOT NULL,
	"request_id" text,
	"input_tokens" integer,
	"output_tokens" integer,
	"images" integer,
	"characters" integer,
	"seconds" real,
	"cost_usd" numeric(12, 6),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_costs" ADD CONSTRAINT "provider_costs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_costs_story_idx" ON "provider_costs" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "provider_costs_created_idx" ON "provider_costs" USING btree ("created_at");