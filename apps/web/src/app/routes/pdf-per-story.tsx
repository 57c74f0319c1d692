import { storySchema } from '@sns/contract';
import { Navigate, useLocation } from 'react-router';
import { StoryPage } from '../../features/stories/components/story-page';
import { StorySummary } from '../../features/stories/components/story-summary';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * /pdf-per-story — SPEC §2: needs a story in navigation state (else My Stories) and a user (else
 * auth). The book builder is a later stage; for now the page shows the story summary.
 */
export function Component() {
  useDocumentTitle('Create a PDF book');
  const user = useCurrentUser();
  const location = useLocation();
  const passed = storySchema.safeParse((location.state as { story?: unknown } | null)?.story);

  if (!user) return <Navigate to="/auth" replace />;
  if (!passed.success) return <Navigate to="/mystories" replace />;
  return (
    <StoryPage
      title="Create a PDF book"
      subtitle="Turn this story into a book to keep."
      width="narrow"
      card
    >
      <StorySummary story={passed.data} />
    </StoryPage>
  );
}
