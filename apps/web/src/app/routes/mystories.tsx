import { Button, Group } from '@mantine/core';
import { Link, Navigate } from 'react-router';
import { SeriesShelf } from '../../features/stories/components/series-shelf';
import { StoryList } from '../../features/stories/components/story-list';
import { StoryPage } from '../../features/stories/components/story-page';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';

/** /mystories — the signed-in parent's bedtime library, newest first. */
export function Component() {
  useDocumentTitle('My Stories');
  const user = useCurrentUser();
  if (!user) return <Navigate to="/auth" replace />;
  return (
    <StoryPage
      title="My Stories"
      subtitle="Every bedtime story you have made, newest first. Find one by child or by a word in it."
    >
      <Group>
        <Button component={Link} to="/print-orders" variant="white">
          Printed books
        </Button>
      </Group>
      <SeriesShelf />
      <StoryList />
    </StoryPage>
  );
}
