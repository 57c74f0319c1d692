import { Anchor, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { BookPrice, MergedBook } from '@sns/contract';
import { addedPagesSentence } from '../lib/merged-book-words';
import { formatMoney } from '../lib/money';
import { HIDDEN } from './merge-progress';
import classes from './print.module.css';
import { useRichT, useT } from '../../../lib/i18n/use-t';
import type { ReactNode } from 'react';

const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

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
  const t = useT();
  const rich = useRichT();
  const added = addedPagesSentence({
    pageCount: pageCount ?? book.pageCount,
    addedPages: book.addedPages,
  });
  return (
    <section className={classes.card} aria-labelledby="proof-title">
      <Stack gap="sm">
        <Title order={2} id="proof-title" c="#1b1f4b" fz="h3">
          {t('proof.title')}
        </Title>
        <Group gap="lg">
          {book.proofUrl && (
            <Anchor href={book.proofUrl} target="_blank" rel="noopener noreferrer" fw={700}>
              {rich('merge.lookThrough', { hidden: HIDDEN })}
            </Anchor>
          )}
          {book.coverUrl && (
            <Anchor href={book.coverUrl} target="_blank" rel="noopener noreferrer" fw={700}>
              {rich('merge.seeCover', { hidden: HIDDEN })}
            </Anchor>
          )}
        </Group>
        {pageCount === undefined ? (
          <Skeleton height={20} width="40%" radius="xl" />
        ) : (
          <Text c="#1b1f4b" fw={700} data-testid="page-count">
            {t('proof.pages', { n: pageCount })}
          </Text>
        )}
        {added && <Text c="#1b1f4b">{added}</Text>}
        {book.giftMessage && (
          <Text c="#1b1f4b">{rich('proof.gift', { strong, message: book.giftMessage })}</Text>
        )}
        {price ? (
          <Text c="#1b1f4b">
            {rich('proof.price', { strong, price: formatMoney(price.price, price.currency) })}
          </Text>
        ) : (
          <Skeleton height={20} width="30%" radius="xl" />
        )}
      </Stack>
    </section>
  );
}
