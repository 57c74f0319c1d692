import { Anchor, Group, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { BookPrice, MergedBook } from '@sns/contract';
import { addedPagesSentence } from '../lib/merged-book-words';
import { formatMoney } from '../lib/money';
import classes from './print.module.css';

/** The proof of the printed book: its files, pages, the pages added, the gift message and price. */
export function ProofSummary({
  book,
  pageCount,
  price,
}: {
  book: MergedBook;
  pageCount: number | undefined;
  price: BookPrice | undefined;
}) {
  const added = addedPagesSentence({
    pageCount: pageCount ?? book.pageCount,
    addedPages: book.addedPages,
  });
  return (
    <section className={classes.card} aria-labelledby="proof-title">
      <Stack gap="sm">
        <Title order={2} id="proof-title" c="#1b1f4b" fz="h3">
          Your book
        </Title>
        <Group gap="lg">
          {book.proofUrl && (
            <Anchor href={book.proofUrl} target="_blank" rel="noopener noreferrer" fw={700}>
              Look through the pages
              <VisuallyHidden> (PDF, opens in a new tab)</VisuallyHidden>
            </Anchor>
          )}
          {book.coverUrl && (
            <Anchor href={book.coverUrl} target="_blank" rel="noopener noreferrer" fw={700}>
              See the cover
              <VisuallyHidden> (PDF, opens in a new tab)</VisuallyHidden>
            </Anchor>
          )}
        </Group>
        {pageCount === undefined ? (
          <Skeleton height={20} width="40%" radius="xl" />
        ) : (
          <Text c="#1b1f4b" fw={700} data-testid="page-count">
            {pageCount} pages, hardcover
          </Text>
        )}
        {added && <Text c="#1b1f4b">{added}</Text>}
        {book.giftMessage && (
          <Text c="#1b1f4b">
            <strong>Gift message on the first page:</strong> {book.giftMessage}
          </Text>
        )}
        {price ? (
          <Text c="#1b1f4b">
            <strong>{formatMoney(price.price, price.currency)}</strong> a copy, before shipping
          </Text>
        ) : (
          <Skeleton height={20} width="30%" radius="xl" />
        )}
      </Stack>
    </section>
  );
}
