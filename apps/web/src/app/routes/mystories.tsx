import { Button, Group } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { SeriesShelf } from '../../features/stories/components/series-shelf';
import { StoryList } from '../../features/stories/components/story-list';
import { StoryPage } from '../../features/stories/components/story-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { useT } from '../../lib/i18n/use-t';

/** /mystories — the signed-in parent's bedtime library, newest first. */
export function Component() {
  const t = useT();
  useDocumentTitle(t('library.docTitle'));
  const user = useCurrentUser();
  if (!user) return <Navigate to="/auth" replace />;
  return (
    <StoryPage title={t('library.title')} subtitle={t('library.subtitle')}>
      <Group>
        <Button component={Link} to="/print-orders" variant="white">
          {t('library.printedBooks')}
        </Button>
      </Group>
      <SeriesShelf />
      <StoryList />
    </StoryPage>
  );
}
