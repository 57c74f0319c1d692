import { storySchema } from '@sns/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { userProfileQueryOptions } from '../../features/accounts/api/get-user-profile';
import { rememberSignedInUser } from '../../features/accounts/lib/remember-user';
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
  const queryClient = useQueryClient();
  const userUid = user?.user_uid;

  // A new picture or narration changes the credits: ask for the fresh profile (as /createstory does).
  const refreshProfile = useCallback(async () => {
    if (!userUid) return;
    try {
      const { user: fresh } = await queryClient.fetchQuery({
        ...userProfileQueryOptions(userUid),
        staleTime: 0,
      });
      rememberSignedInUser(queryClient, fresh);
    } catch {
      // handled by the query cache's error handler (a 401 is a silent local logout)
    }
  }, [queryClient, userUid]);

  if (!user) return <Navigate to="/auth" replace />;
  return (
    <StoryPage>
      <LoadedStory
        storyId={params.get('id') ?? undefined}
        userId={user.user_uid}
        initial={passed.success ? passed.data : undefined}
        refreshProfile={refreshProfile}
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
