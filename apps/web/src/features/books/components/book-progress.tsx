import { Alert, Progress, Stack, Text } from '@mantine/core';
import type { BookStatus } from '@sns/contract';
import classes from './book-builder.module.css';
import { PanelTitle } from './panel-title';
import { useT } from '../../../lib/i18n/use-t';

/**
 * The wait while the book is made: the 2-3 minute notice of docs/product.md#pdf-per-story as the
 * upper bound, the usual time (a book from the embedded illustrator is made in seconds; a vendor's
 * pictures take longer), and the real pages done so far.
 */
export function BookProgress({ hero, status }: { hero: string; status: BookStatus | undefined }) {
  const t = useT();
  const done = status?.pagesDone ?? 0;
  const total = status?.pagesTotal ?? 0;
  const value = total > 0 ? Math.round((100 * done) / total) : 0;
  const text = total > 0 ? t('book.pageOf', { done, total }) : t('book.gettingReady');
  return (
    <section className={classes.panel} aria-labelledby="book-progress-title">
      <Stack gap="md" align="center">
        <PanelTitle id="book-progress-title">{t('book.makingTitle', { hero })}</PanelTitle>
        <Alert color="night" variant="light" radius="lg" w="100%" maw={520}>
          <Text c="#1b1f4b">{t('book.makingText')}</Text>
        </Alert>
        <Progress.Root size={14} radius="xl" w="100%" maw={480}>
          <Progress.Section
            value={Math.max(value, 3)}
            color="starlight.5"
            animated
            withAria={false}
            role="progressbar"
            aria-label={t('book.progress')}
            aria-valuemin={0}
            aria-valuemax={total || 1}
            aria-valuenow={done}
            aria-valuetext={text}
          />
        </Progress.Root>
        <Text fw={700} c="#3e46b0" aria-live="polite">
          {text}
        </Text>
      </Stack>
    </section>
  );
}
