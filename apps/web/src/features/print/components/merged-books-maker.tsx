import { Alert, Button, Stack, Text, Textarea, Title } from '@mantine/core';
import { GIFT_MESSAGE_MAX_CHARS, MERGE_BOOKS_MAX, mergePdfsRequestSchema } from '@sns/contract';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import {
  CollectionEmpty,
  CollectionError,
  CollectionLoading,
} from '../../../components/collection-states';
import { describeError } from '../../../lib/error-message';
import { usePrintableBooks } from '../api/get-printable-books';
import { useMergeBooks } from '../api/merge-books';
import { keepKnown, moveBook, togglePicked } from '../lib/book-order';
import { MergeProgress } from './merge-progress';
import { PickedBooksOrder } from './picked-books-order';
import { PrintableBookCard } from './printable-book-card';
import classes from './print.module.css';
import { useT } from '../../../lib/i18n/use-t';

/**
 * /merged-books: pick PDF books, put them in order, add a gift message, and have them made into
 * one printed book (docs/api.md#printed-books, mergePDFsForPrinting).
 */
export function MergedBooksMaker() {
  const t = useT();
  const printable = usePrintableBooks();
  const merge = useMergeBooks();
  const [pickedIds, setPicked] = useState<string[]>([]);
  const [gift, setGift] = useState('');
  const [giftError, setGiftError] = useState<string | undefined>();
  const [mergedBookId, setMergedBookId] = useState<string | undefined>();

  const books = useMemo(() => printable.data ?? [], [printable.data]);
  const byId = useMemo(() => new Map(books.map((b) => [b.bookId, b])), [books]);
  const picked = keepKnown(
    pickedIds,
    books.map((b) => b.bookId),
  );
  const pickedBooks = picked.flatMap((id) => byId.get(id) ?? []);

  if (printable.isPending)
    return (
      <CollectionLoading
        label={t('merge.loadingPdfs')}
        cards={3}
        picture={{ radius: 14, aspectRatio: '4 / 3' }}
      />
    );
  if (printable.isError)
    return (
      <CollectionError
        title={t('merge.pdfsError')}
        error={printable.error}
        onRetry={() => void printable.refetch()}
      />
    );
  if (books.length === 0)
    return (
      <CollectionEmpty
        title={t('merge.noPdfs')}
        action={
          <Button component={Link} to="/mystories">
            {t('merge.goToStories')}
          </Button>
        }
      >
        {t('merge.noPdfsText')}
      </CollectionEmpty>
    );

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const giftMessage = gift.trim() || undefined;
    const checked = mergePdfsRequestSchema.safeParse({ bookIds: picked, giftMessage });
    if (!checked.success) {
      const giftIssue = checked.error.issues.find((i) => i.path[0] === 'giftMessage');
      setGiftError(giftIssue?.message);
      return;
    }
    setGiftError(undefined);
    merge.mutate(
      { bookIds: picked, giftMessage },
      { onSuccess: (book) => setMergedBookId(book.mergedBookId) },
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        <section aria-labelledby="pick-books-title">
          <Stack gap="sm">
            <Title order={2} id="pick-books-title" c="#1b1f4b" fz="h3">
              {t('merge.pickTitle')}
            </Title>
            <Text c="dimmed">{t('merge.pickText', { max: MERGE_BOOKS_MAX })}</Text>
            <ul className={classes.bookGrid}>
              {books.map((book) => (
                <PrintableBookCard
                  key={book.bookId}
                  book={book}
                  picked={picked.includes(book.bookId)}
                  disabled={picked.length >= MERGE_BOOKS_MAX}
                  onToggle={() =>
                    setPicked((p) => togglePicked(keepKnown(p, [...byId.keys()]), book.bookId))
                  }
                />
              ))}
            </ul>
          </Stack>
        </section>
        {pickedBooks.length > 0 && (
          <section aria-labelledby="book-order-title">
            <Stack gap="sm">
              <Title order={2} id="book-order-title" c="#1b1f4b" fz="h3">
                {t('merge.orderTitle')}
              </Title>
              <PickedBooksOrder
                books={pickedBooks}
                onMove={(index, by) => setPicked(moveBook(picked, index, by))}
              />
            </Stack>
          </section>
        )}
        <Textarea
          label={t('merge.giftLabel')}
          size="md"
          description={t('merge.giftHint', { max: GIFT_MESSAGE_MAX_CHARS })}
          value={gift}
          onChange={(e) => setGift(e.currentTarget.value)}
          error={giftError}
          maxLength={GIFT_MESSAGE_MAX_CHARS}
          autosize
          minRows={2}
        />
        {merge.error && (
          <Alert
            color="red"
            variant="light"
            radius="lg"
            role="alert"
            title={t('merge.startFailed')}
          >
            <Text c="#1b1f4b">{describeError(merge.error)}</Text>
          </Alert>
        )}
        <div>
          <Button type="submit" size="md" disabled={picked.length === 0} loading={merge.isPending}>
            {t('merge.make')}
          </Button>
          {picked.length === 0 && (
            <Text size="sm" c="dimmed" mt={6}>
              {t('merge.pickOne')}
            </Text>
          )}
        </div>
        {mergedBookId && <MergeProgress key={mergedBookId} mergedBookId={mergedBookId} />}
      </Stack>
    </form>
  );
}
