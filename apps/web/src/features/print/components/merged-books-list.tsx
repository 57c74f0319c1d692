import { Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { CollectionError } from '../../../components/collection-states';
import { formatLongDateTime } from '../../../lib/format-date';
import { useMergedBooks } from '../api/get-merged-books';
import { MERGED_STATUS_WORDS, pagesWords } from '../lib/merged-book-words';
import classes from './print.module.css';

/** "Your merged books": every printed book the parent has put together, ready ones to order. */
export function MergedBooksList({ userId }: { userId: string }) {
  const books = useMergedBooks(userId);
  return (
    <section aria-labelledby="merged-books-title">
      <Stack gap="md">
        <Title order={2} id="merged-books-title" c="#1b1f4b" fz="h3">
          Your merged books
        </Title>
        {books.isPending ? (
          <Skeleton height={80} radius={22} aria-label="Loading your merged books" />
        ) : books.isError ? (
          <CollectionError
            title="We couldn't load your merged books"
            error={books.error}
            onRetry={() => void books.refetch()}
          />
        ) : books.data.length === 0 ? (
          <Text c="dimmed">None yet. The books you put together above will be listed here.</Text>
        ) : (
          <ul className={classes.orderList}>
            {books.data.map((book) => (
              <li key={book.mergedBookId} className={classes.card}>
                <Group justify="space-between" gap="sm">
                  <Stack gap={2}>
                    <Text fw={800} c="#1b1f4b">
                      {book.bookIds.length === 1 ? '1 book' : `${book.bookIds.length} books`},{' '}
                      {pagesWords(book.pageCount)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      Made {formatLongDateTime(book.createdAt)} · {MERGED_STATUS_WORDS[book.status]}
                    </Text>
                    {book.giftMessage && (
                      <Text size="sm" c="#4a5060" lineClamp={1}>
                        Gift message: {book.giftMessage}
                      </Text>
                    )}
                  </Stack>
                  {book.status === 'ready' && (
                    <Button
                      component={Link}
                      to={`/print-book?merged=${encodeURIComponent(book.mergedBookId)}`}
                      variant="white"
                    >
                      Order print
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
