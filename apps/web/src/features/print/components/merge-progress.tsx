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
import { useRichT, useT } from '../../../lib/i18n/use-t';
import type { ReactNode } from 'react';

/** `<hidden>…</hidden>` in a message: words for screen readers only. */
export const HIDDEN = (chunks: ReactNode[]) => <VisuallyHidden>{chunks}</VisuallyHidden>;

/** The merged book just asked for: being put together, ready (with the proof), or why it failed. */
export function MergeProgress({ mergedBookId }: { mergedBookId: string }) {
  const t = useT();
  const rich = useRichT();
  const book = useMergedBook(mergedBookId);
  if (book.isError)
    return (
      <Alert color="red" variant="light" radius="lg" title={t('merge.lost')} role="alert">
        <Stack gap="sm">
          <Text c="#1b1f4b">{describeError(book.error)}</Text>
          <Group>
            <Button variant="white" onClick={() => void book.refetch()}>
              {t('merge.tryAgain')}
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
              {t('merge.building')}
            </Text>
            <Text size="sm" c="dimmed">
              {t('merge.buildingText')}
            </Text>
          </Stack>
        </Group>
      </div>
    );
  if (data.status === 'failed')
    return (
      <Alert color="red" variant="light" radius="lg" title={t('merge.failed')} role="alert">
        <Stack gap="xs">
          {data.problems.length > 0 ? (
            <List c="#1b1f4b">
              {data.problems.map((p) => (
                <List.Item key={p}>{p}</List.Item>
              ))}
            </List>
          ) : (
            <Text c="#1b1f4b">{t('merge.wentWrong')}</Text>
          )}
          <Text c="#1b1f4b">{t('merge.nothingCharged')}</Text>
        </Stack>
      </Alert>
    );
  const added = addedPagesSentence(data);
  return (
    <div className={classes.card} role="status" aria-live="polite">
      <Stack gap="sm">
        <Text fw={800} c="#1b1f4b" fz="lg">
          {t('merge.ready', { n: data.pageCount })}
        </Text>
        {added && <Text c="#1b1f4b">{added}</Text>}
        {data.proofUrl && (
          <Anchor href={data.proofUrl} target="_blank" rel="noopener noreferrer" fw={700}>
            {rich('merge.lookThrough', { hidden: HIDDEN })}
          </Anchor>
        )}
        <Group>
          <Button
            component={Link}
            to={`/print-book?merged=${encodeURIComponent(data.mergedBookId)}`}
          >
            {t('merge.orderPrint')}
          </Button>
        </Group>
      </Stack>
    </div>
  );
}
