CREATE TABLE "children" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"age" smallint NOT NULL,
	"birthday" date,
	"pronouns" text NOT NULL,
	"appearance" jsonb NOT NULL,
	"favourite_colour" text NOT NULL,
	"favourite_things" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "children_age_range" CHECK ("children"."age" between 1 and 15),
	CONSTRAINT "children_pronouns_valid" CHECK ("children"."pronouns" in ('she', 'he', 'they'))
);
--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "cast" jsonb;--> statement-breakpoint
ALTER TABLE "stories" ADD COLUMN "child_ids" uuid[];--> statement-breakpoint
ALTER TABLE "children" ADD CONSTRAINT "children_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "children_user_created_idx" ON "children" USING btree ("user_id","created_at");