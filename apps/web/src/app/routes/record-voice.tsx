import { useLocation } from 'react-router';
import { InviteeRecorder } from '../../features/recordings/components/invitee-recorder';
import { StoryPage } from '../../features/stories/components/story-page';
import { useDocumentTitle } from '../../lib/document-title';

/**
 * /record-voice#<token> — an invitation to record a story; no account needed. The token is in the
 * fragment, which the browser never sends to a server (docs/decisions/023).
 */
export function Component() {
  useDocumentTitle('Read a bedtime story aloud');
  const { hash } = useLocation();
  return (
    <StoryPage width="medium" card title="Read a bedtime story aloud">
      <InviteeRecorder token={hash.replace(/^#/, '')} />
    </StoryPage>
  );
}
