import { ActionIcon, Group, Text } from '@mantine/core';
import type { PrintableBook } from '@sns/contract';
import classes from './print.module.css';
import { useT } from '../../../lib/i18n/use-t';

/** The picked books in print order, each with Move up / Move down buttons. */
export function PickedBooksOrder({
  books,
  onMove,
}: {
  books: PrintableBook[];
  onMove: (index: number, by: -1 | 1) => void;
}) {
  const t = useT();
  return (
    <ol className={classes.orderList} aria-label={t('print.bookOrder')}>
      {books.map((book, i) => (
        <li key={book.bookId} className={classes.orderItem}>
          <Text fw={700} c="#1b1f4b" className={classes.orderTitle}>
            {i + 1}. {book.title}
          </Text>
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('print.moveUp', { title: book.title })}
              disabled={i === 0}
              onClick={() => onMove(i, -1)}
            >
              <span aria-hidden="true">↑</span>
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={t('print.moveDown', { title: book.title })}
              disabled={i === books.length - 1}
              onClick={() => onMove(i, 1)}
            >
              <span aria-hidden="true">↓</span>
            </ActionIcon>
          </Group>
        </li>
      ))}
    </ol>
  );
}
