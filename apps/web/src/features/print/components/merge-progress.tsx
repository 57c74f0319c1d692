import {
  Alert,
  Anchor,
  Button,
  Group,
  List,
  Loader,
  Stack,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { Link } from 'react-router';
import { describeError } from '../../../lib/error-message';
import { useMergedBook } from '../api/get-merged-book';
import { addedPagesSentence } from '../lib/merged-book-words';
import classes from './print.module.css';

/** The merged book just asked for: being put together, ready (with the proof), or why it failed. */
export function MergeProgress({ mergedBookId }: { mergedBookId: string }) {
  const book = useMergedBook(mergedBookId);
  if (book.isError)
    return (
      <Alert
        color="red"
        variant="light"
        radius="lg"
        title="We lost track of your book"
        role="alert"
      >
        <Stack gap="sm">
          <Text c="#1b1f4b">{describeError(book.error)}</Text>
          <Group>
            <Button variant="white" onClick={() => void book.refetch()}>
              Try again
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  const data = book.data;
  if (!data || data.status === 'building')
    return (
      <div className={classes.card} role="status" aria-live="polite">
        <Group gap="md" wrap="nowrap">
          <Loader color="night" />
          <Stack gap={2}>
            <Text fw={800} c="#1b1f4b">
              Putting your printed book together…
            </Text>
            <Text size="sm" c="dimmed">
              We lay out every page and make the cover, then the printer checks the files. This
              usually takes under a minute.
            </Text>
          </Stack>
        </Group>
      </div>
    );
  if (data.status === 'failed')
    return (
      <Alert
        color="red"
        variant="light"
        radius="lg"
        title="We couldn't make this book"
        role="alert"
      >
        <Stack gap="xs">
          {data.problems.length > 0 ? (
            <List c="#1b1f4b">
              {data.problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          ) : (
            <Text c="#1b1f4b">Something went wrong while making the files.</Text>
          )}
          <Text c="#1b1f4b">Nothing was charged. You can try again, or pick other books.</Text>
        </Stack>
      </Alert>
    );
  const added = addedPagesSentence(data);
  return (
    <div className={classes.card} role="status" aria-live="polite">
      <Stack gap="sm">
        <Text fw={800} c="#1b1f4b" fz="lg">
          Your printed book is ready: {data.pageCount} pages
        </Text>
        {added && <Text c="#1b1f4b">{added}</Text>}
        {data.proofUrl && (
          <Anchor href={data.proofUrl} target="_blank" rel="noopener noreferrer" fw={700}>
            Look through the pages
            <VisuallyHidden> (PDF, opens in a new tab)</VisuallyHidden>
          </Anchor>
        )}
        <Group>
          <Button
            component={Link}
            to={`/print-book?merged=${encodeURIComponent(data.mergedBookId)}`}
          >
            Order print
          </Button>
        </Group>
      </Stack>
    </div>
  );
}
