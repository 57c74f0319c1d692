import { ActionIcon, Group, Text } from '@mantine/core';
import type { PrintableBook } from '@sns/contract';
import classes from './print.module.css';

/** The picked books in print order, each with Move up / Move down buttons. */
export function PickedBooksOrder({
  books,
  onMove,
}: {
  books: PrintableBook[];
  onMove: (index: number, by: -1 | 1) => void;
}) {
  return (
    <ol className={classes.orderList} aria-label="Order of the books in your printed book">
      {books.map((book, i) => (
        <li key={book.bookId} className={classes.orderItem}>
          <Text fw={700} c="#1b1f4b" className={classes.orderTitle}>
            {i + 1}. {book.title}
          </Text>
          <Group gap={6} wrap="nowrap">
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Move “${book.title}” up`}
              disabled={i === 0}
              onClick={() => onMove(i, -1)}
            >
              <span aria-hidden="true">↑</span>
            </ActionIcon>
            <ActionIcon
              variant="default"
              size="lg"
              aria-label={`Move “${book.title}” down`}
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
