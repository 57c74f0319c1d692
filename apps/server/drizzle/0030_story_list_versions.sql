CREATE TABLE "story_list_versions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- docs/decisions/096: a parent's story list version, bumped at commit by whichever process wrote.
CREATE FUNCTION "story_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  owners uuid[];
  owner uuid;
BEGIN
  IF TG_TABLE_NAME = 'stories' THEN
    owners := ARRAY[OLD.user_id, NEW.user_id];
  ELSE
    -- A picture of a story deleted in the same transaction finds no owner: the story's own
    -- deletion bumped the list.
    owners := ARRAY(SELECT user_id FROM stories WHERE id IN (OLD.story_id, NEW.story_id));
  END IF;
  -- An account deleted in this transaction keeps no row here (its own trigger removed it).
  FOR owner IN SELECT DISTINCT o FROM unnest(owners) AS o
      WHERE o IS NOT NULL AND EXISTS (SELECT 1 FROM users WHERE id = o) LOOP
    INSERT INTO story_list_versions (user_id, version) VALUES (owner, 1)
    ON CONFLICT (user_id) DO UPDATE SET version = story_list_versions.version + 1;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to the commit: the version's row lock is then held only while the transaction ends,
-- after every other lock it takes, so a long story transaction blocks no other writer on it.
CREATE CONSTRAINT TRIGGER "stories_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "stories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "story_list_changed"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "story_images_list_changed" AFTER INSERT OR UPDATE OR DELETE ON "story_images"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "story_list_changed"();
--> statement-breakpoint
CREATE FUNCTION "story_list_version_of_deleted_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM story_list_versions WHERE user_id = OLD.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_story_list_version_deleted" AFTER DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "story_list_version_of_deleted_user"();
