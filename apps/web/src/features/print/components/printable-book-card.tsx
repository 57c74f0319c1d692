import { Checkbox, Stack, Text } from '@mantine/core';
import type { PrintableBook } from '@sns/contract';
import { formatLongDateTime } from '../../../lib/format-date';
import classes from './print.module.css';

/** One of the parent's PDF books, to pick for the printed book. */
export function PrintableBookCard({
  book,
  picked,
  disabled,
  onToggle,
}: {
  book: PrintableBook;
  picked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  return (
    <li className={`${classes.card} ${picked ? classes.picked : ''}`}>
      <Stack gap="sm">
        {book.thumbnailUrl ? (
          <img
            className={classes.thumb}
            src={book.thumbnailUrl}
            alt=""
            width={400}
            height={300}
            loading="lazy"
          />
        ) : (
          <div className={classes.thumb} aria-hidden="true" />
        )}
        <Stack gap={2}>
          <Text fw={800} c="#1b1f4b" lineClamp={2}>
            {book.title}
          </Text>
          <Text size="sm" c="dimmed">
            Starring {book.heroName} · made {formatLongDateTime(book.generatedDate)}
          </Text>
        </Stack>
        <Checkbox
          label={`Print “${book.title}”`}
          checked={picked}
          disabled={disabled && !picked}
          onChange={onToggle}
        />
      </Stack>
    </li>
  );
}
