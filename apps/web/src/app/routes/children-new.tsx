import { Navigate, useNavigate } from 'react-router';
import { ChildBuilder } from '../../features/children/components/child-builder';
import { NEW_CHILD_FORM } from '../../features/children/lib/child-form';
import { StoryPage } from '../../features/stories/components/story-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** /children/new — the avatar builder for a new child. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('children.addDocTitle'));
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (!user) return <Navigate to="/auth" replace />;
  return (
    <StoryPage title={t('children.addTitle')} subtitle={t('children.addSubtitle')}>
      <ChildBuilder
        initial={NEW_CHILD_FORM}
        onSaved={() => void navigate('/children')}
        onCancel={() => void navigate('/children')}
      />
    </StoryPage>
  );
}
