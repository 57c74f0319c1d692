import { Navigate } from 'react-router';
import { ChildrenList } from '../../features/children/components/children-list';
import { StoryPage } from '../../features/stories/components/story-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** /children — the parent's child profiles, each drawn as the stories draw them. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('children.docTitle'));
  const user = useCurrentUser();
  if (!user) return <Navigate to="/auth" replace />;
  return (
    <StoryPage title={t('children.title')} subtitle={t('children.subtitle')}>
      <ChildrenList />
    </StoryPage>
  );
}
