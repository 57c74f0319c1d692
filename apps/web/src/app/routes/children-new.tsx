import { Navigate, useNavigate } from 'react-router';
import { ChildBuilder } from '../../features/children/components/child-builder';
import { NEW_CHILD_FORM } from '../../features/children/lib/child-form';
import { StoryPage } from '../../features/stories/components/story-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';

/** /children/new — the avatar builder for a new child. */
export function Component() {
  useDocumentTitle('Add a child');
  const user = useCurrentUser();
  const navigate = useNavigate();
  if (!user) return <Navigate to="/auth" replace />;
  return (
    <StoryPage
      title="Add a child"
      subtitle="Choose how they look and what they love: the picture changes as you go."
    >
      <ChildBuilder
        initial={NEW_CHILD_FORM}
        onSaved={() => void navigate('/children')}
        onCancel={() => void navigate('/children')}
      />
    </StoryPage>
  );
}
