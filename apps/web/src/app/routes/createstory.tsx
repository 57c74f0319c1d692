import { Navigate, useSearchParams } from 'react-router';
import { ChildPicker } from '../../features/children/components/child-picker';
import { CreateStory } from '../../features/stories/components/create-story';
import { StoryPage } from '../../features/stories/components/story-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** /createstory — signed-in parents tell us about the hero and get a story. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('create.pageTitle'));
  const user = useCurrentUser();
  // The Children page's "Write a story" names the child to choose.
  const [search] = useSearchParams();
  const preselectId = search.get('child') ?? undefined;

  if (!user) return <Navigate to="/auth" replace />;
  return (
    <StoryPage title={t('create.title')} subtitle={t('create.subtitle')} width="medium" card>
      <CreateStory
        user={user}
        renderChildPicker={(picker) => <ChildPicker {...picker} preselectId={preselectId} />}
      />
    </StoryPage>
  );
}
