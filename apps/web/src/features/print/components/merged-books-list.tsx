import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CollectionError } from '../../../components/collection-states';
import { formatLongDateTime } from '../../../lib/format-date';
import { useMergedBooks } from '../api/get-merged-books';
import { MERGED_STATUS_WORDS, pagesWords } from '../lib/merged-book-words';
import classes from './print.module.css';
import { useT } from '../../../lib/i18n/use-t';

/** "Your merged books": every printed book the parent has put together, ready ones to order. */
export function MergedBooksList({ userId }: { userId: string }) {
  const t = useT();
  const books = useMergedBooks(userId);
  return (
    <section aria-labelledby="merged-books-title">
      <Stack gap="md">
        <Title order={2} id="merged-books-title" c="#1b1f4b" fz="h3">
          {t('merge.listTitle')}
        </Title>
        {books.isPending ? (
          <Skeleton height={80} radius={22} aria-label={t('merge.listLoading')} />
        ) : books.isError ? (
          <CollectionError
            title={t('merge.listError')}
            error={books.error}
            onRetry={() => void books.refetch()}
          />
        ) : books.data.length === 0 ? (
          <Text c="dimmed">{t('merge.listNone')}</Text>
        ) : (
          <ul className={classes.orderList}>
            {books.data.map((book) => (
              <li key={book.mergedBookId} className={classes.card}>
                <Group justify="space-between" gap="sm">
                  <Stack gap={2}>
                    <Text fw={800} c="#1b1f4b">
                      {t('merge.books', {
                        n: book.bookIds.length,
                        pages: pagesWords(book.pageCount),
                      })}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('merge.made', {
                        date: formatLongDateTime(book.createdAt),
                        status: t(MERGED_STATUS_WORDS[book.status]),
                      })}
                    </Text>
                    {book.giftMessage && (
                      <Text size="sm" c="#4a5060" lineClamp={1}>
                        {t('merge.gift', { message: book.giftMessage })}
                      </Text>
                    )}
                  </Stack>
                  {book.status === 'ready' && (
                    <Button
                      component={Link}
                      to={`/print-book?merged=${encodeURIComponent(book.mergedBookId)}`}
                      variant="white"
                    >
                      {t('merge.orderPrint')}
                    </Button>
                  )}
                </Group>
              </li>
            ))}
          </ul>
        )}
      </Stack>
    </section>
  );
}
