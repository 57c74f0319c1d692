CREATE TABLE "cookie_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"anonymous_key" text,
	"consent_given" boolean NOT NULL,
	"essential_cookies" boolean DEFAULT true NOT NULL,
	"analytics_cookies" boolean NOT NULL,
	"marketing_cookies" boolean NOT NULL,
	"functionality_cookies" boolean NOT NULL,
	"consent_method" text NOT NULL,
	"consent_version" text NOT NULL,
	"consent_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_timestamp" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cookie_consents_one_owner" CHECK (("cookie_consents"."user_id" is null) <> ("cookie_consents"."anonymous_key" is null)),
	CONSTRAINT "cookie_consents_essential_always" CHECK ("cookie_consents"."essential_cookies"),
	CONSTRAINT "cookie_consents_method_valid" CHECK ("cookie_consents"."consent_method" in ('banner_accept_all', 'banner_reject_all', 'preferences_custom', 'migrated_from_anonymous'))
);
--> statement-breakpoint
ALTER TABLE "cookie_consents" ADD CONSTRAINT "cookie_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cookie_consents_user_key" ON "cookie_consents" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cookie_consents_anonymous_key" ON "cookie_consents" USING btree ("anonymous_key");