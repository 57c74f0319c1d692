import { useLocation } from 'react-router';
import { InviteeRecorder } from '../../features/recordings/components/invitee-recorder';
import { StoryPage } from '../../features/stories/components/story-page';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/**
 * /record-voice#<token> — an invitation to record a story; no account needed. The token is in the
 * fragment, which the browser never sends to a server (docs/decisions/023).
 */
export function Component() {
  const t = useT();
  useDocumentTitle(t('invitee.docTitle'));
  const { hash } = useLocation();
  return (
    <StoryPage width="medium" card title={t('invitee.title')}>
      <InviteeRecorder token={hash.replace(/^#/, '')} />
    </StoryPage>
  );
}
