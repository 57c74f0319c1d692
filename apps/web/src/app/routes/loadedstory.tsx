import { storySchema } from '@sns/contract';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { StoryVoices } from '../../features/recordings/components/story-voices';
import { LoadedStory } from '../../features/stories/components/loaded-story';
import { StoryPage } from '../../features/stories/components/story-page';
import { useCurrentUser } from '../../lib/current-user';

/** /loadedstory?id={uuid} — one story to read; the story may come along in navigation state. */
export function Component() {
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const location = useLocation();
  const passed = storySchema.safeParse((location.state as { story?: unknown } | null)?.story);

  if (!user) return <Navigate to="/auth" replace />;
  return (
    <StoryPage>
      <LoadedStory
        storyId={params.get('id') ?? undefined}
        userId={user.user_uid}
        initial={passed.success ? passed.data : undefined}
        listenWith={(narration, story, onReadAlong) => (
          <StoryVoices
            key={story.uuid}
            storyId={story.uuid}
            narration={narration}
            onReadAlong={onReadAlong}
          />
        )}
      />
    </StoryPage>
  );
}
