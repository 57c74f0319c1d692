CREATE TABLE "story_voice_clips" (
	"voice_id" uuid NOT NULL,
	"sentence" smallint NOT NULL,
	"key" text NOT NULL,
	"content_type" text NOT NULL,
	"duration_seconds" real NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_voice_clips_voice_id_sentence_pk" PRIMARY KEY("voice_id","sentence")
);
--> statement-breakpoint
CREATE TABLE "story_voices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'recording' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "voice_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"voice_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "story_voice_clips" ADD CONSTRAINT "story_voice_clips_voice_id_story_voices_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."story_voices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_voices" ADD CONSTRAINT "story_voices_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_voices" ADD CONSTRAINT "story_voices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_invites" ADD CONSTRAINT "voice_invites_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_invites" ADD CONSTRAINT "voice_invites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_invites" ADD CONSTRAINT "voice_invites_voice_id_story_voices_id_fk" FOREIGN KEY ("voice_id") REFERENCES "public"."story_voices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "story_voices_story_idx" ON "story_voices" USING btree ("story_id","created_at");--> statement-breakpoint
CREATE INDEX "voice_invites_story_idx" ON "voice_invites" USING btree ("story_id","created_at");