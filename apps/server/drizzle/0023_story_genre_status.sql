-- NOT VALID: rows written from now on are checked; rows already there (every one came through the
-- same validated inputs) are not re-read, so an upgrade never stops on an old row.
ALTER TABLE "stories" ADD CONSTRAINT "stories_genre_valid" CHECK ("stories"."genre" in ('Fantasy', 'Adventure', 'Mystery', 'Sci-Fi', 'Comedy')) NOT VALID;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_status_valid" CHECK ("stories"."status" in ('queued', 'running', 'completed', 'error')) NOT VALID;
