import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { RecordVoicePage } from '../../features/recordings/components/record-voice-page';
import { StoryPage } from '../../features/stories/components/story-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** /record?id={storyId} — read one of your stories in your own voice (docs/decisions/023). */
export function Component() {
  const t = useT();
  useDocumentTitle(t('record.docTitle'));
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const storyId = params.get('id') ?? '';
  if (!user) return <Navigate to="/auth" replace />;
  if (!storyId) return <Navigate to="/mystories" replace />;
  return (
    <StoryPage width="medium" card title={t('record.title')} subtitle={t('record.subtitle')}>
      <RecordVoicePage
        storyId={storyId}
        onSaved={() => void navigate(`/loadedstory?id=${encodeURIComponent(storyId)}`)}
      />
    </StoryPage>
  );
}
