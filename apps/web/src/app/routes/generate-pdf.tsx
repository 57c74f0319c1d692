import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PrintableBook } from '../../features/books/components/printable-book';
import { useStory } from '../../features/stories/api/get-story';
import { useCurrentUser } from '../../lib/current-user';
import { useDocumentTitle } from '../../lib/document-title';
import { errorStatus } from '../../lib/error-message';
import classes from './standalone.module.css';

/**
 * /generatePdf?storyId={uuid} — outside the main layout (docs/product.md#generate-pdf): a
 * printable, screen-readable book of one of your stories. Anyone else gets a friendly message
 * instead.
 */
export function Component() {
  useDocumentTitle('Printable book');
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const storyId = params.get('storyId') ?? params.get('id') ?? undefined;
  const story = useStory(user ? storyId : undefined);

  if (!user) {
    return (
      <Notice title="Please sign in to see this book">
        This book belongs to a parent&rsquo;s account.{' '}
        <Anchor component={Link} to="/auth">
          Sign in
        </Anchor>{' '}
        to print your own stories.
      </Notice>
    );
  }
  if (!storyId || story.isError) {
    const status = errorStatus(story.error);
    return (
      <Notice title="We couldn’t find that book">
        {status === undefined || status === 404 || !storyId
          ? 'It may belong to another account, or the link is incomplete. Open a story from My Stories to print it.'
          : 'Something went wrong while loading it. Please try again in a moment.'}
      </Notice>
    );
  }
  if (!story.data) return <Notice title="Opening the book…">Just a moment.</Notice>;
  return (
    <main>
      <PrintableBook
        story={story.data}
        actions={
          <Button
            component={Link}
            to={`/loadedstory?id=${encodeURIComponent(story.data.uuid)}`}
            variant="default"
            size="md"
          >
            Back to the story
          </Button>
        }
      />
    </main>
  );
}

function Notice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main className={classes.page}>
      <div className={classes.card}>
        <Stack gap="md" align="center" ta="center">
          <Title order={1} fz="h2" c="#1b1f4b">
            {title}
          </Title>
          <Text c="#22243a">{children}</Text>
          <Anchor component={Link} to="/mystories" fw={700}>
            Go to My Stories
          </Anchor>
        </Stack>
      </div>
    </main>
  );
}
