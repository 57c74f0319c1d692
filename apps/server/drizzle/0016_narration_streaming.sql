CREATE TABLE "narration_chunks" (
	"run" uuid NOT NULL,
	"seq" integer NOT NULL,
	"story_id" uuid NOT NULL,
	"byte_start" integer NOT NULL,
	"audio" "bytea" NOT NULL,
	"marks" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "narration_chunks_run_seq_pk" PRIMARY KEY("run","seq")
);
--> statement-breakpoint
ALTER TABLE "story_narrations" ADD COLUMN "voice" text;--> statement-breakpoint
ALTER TABLE "story_narrations" ADD COLUMN "stream_run" uuid;--> statement-breakpoint
ALTER TABLE "narration_chunks" ADD CONSTRAINT "narration_chunks_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "narration_chunks_story_idx" ON "narration_chunks" USING btree ("story_id");