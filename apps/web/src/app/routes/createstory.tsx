import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { refreshSignedInUser } from '../../features/accounts/lib/remember-user';
import { ChildPicker } from '../../features/children/components/child-picker';
import { CreateStory } from '../../features/stories/components/create-story';
import { StoryPage } from '../../features/stories/components/story-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';

/** /createstory — signed-in parents tell us about the hero and get a story. */
export function Component() {
  useDocumentTitle('Create Story');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  // The Children page's "Write a story" names the child to choose.
  const [search] = useSearchParams();
  const preselectId = search.get('child') ?? undefined;

  // Credits and the stories count change when a story is accepted: ask for the fresh profile.
  const refreshProfile = useCallback(() => refreshSignedInUser(queryClient), [queryClient]);

  if (!user) return <Navigate to="/auth" replace />;
  return (
    <StoryPage
      title="Create a bedtime story"
      subtitle="Tell us about tonight's hero and we'll write a story just for them."
      width="medium"
      card
    >
      <CreateStory
        user={user}
        refreshProfile={refreshProfile}
        renderChildPicker={(picker) => <ChildPicker {...picker} preselectId={preselectId} />}
      />
    </StoryPage>
  );
}
