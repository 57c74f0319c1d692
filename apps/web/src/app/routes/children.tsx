import { Navigate } from 'react-router';
import { ChildrenList } from '../../features/children/components/children-list';
import { StoryPage } from '../../features/stories/components/story-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';

/** /children — the parent's child profiles, each drawn as the stories draw them. */
export function Component() {
  useDocumentTitle('Your children');
  const user = useCurrentUser();
  if (!user) return <Navigate to="/auth" replace />;
  return (
    <StoryPage
      title="Your children"
      subtitle="Each child looks the same in every story, picture and book you make for them."
    >
      <ChildrenList />
    </StoryPage>
  );
}
