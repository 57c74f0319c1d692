import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { DownloadIcon } from '../../../components/icons';
import { BookmarkArt, type BookmarkId } from './bookmark-art';
import classes from './bookmarks-section.module.css';
import type { MessageKey } from '../../../lib/i18n/catalog-en';
import { useRichT, useT } from '../../../lib/i18n/use-t';

// The server's catalogue (GET /api/bookmarks) says the same; kept here so the landing page needs
// no request to show them.
const BOOKMARKS: { id: BookmarkId; name: MessageKey; text: MessageKey }[] = [
  { id: 'moon-and-stars', name: 'bookmarks.moonName', text: 'bookmarks.moonText' },
  { id: 'sleepy-dragon', name: 'bookmarks.dragonName', text: 'bookmarks.dragonText' },
  { id: 'rocket-dreams', name: 'bookmarks.rocketName', text: 'bookmarks.rocketText' },
  { id: 'enchanted-forest', name: 'bookmarks.forestName', text: 'bookmarks.forestText' },
];

/** Free printable bookmarks; the PDFs are made by the server at /api/bookmarks/{id}.pdf. */
export function BookmarksSection() {
  const t = useT();
  const rich = useRichT();
  return (
    <section className={classes.section} aria-labelledby="bookmarks-title">
      <div className={classes.inner}>
        <Stack gap={10} align="center" ta="center" maw={720} mx="auto" mb={{ base: 32, sm: 48 }}>
          <Text className={classes.kicker}>{t('bookmarks.kicker')}</Text>
          <Title order={2} id="bookmarks-title" c="#1b1f4b">
            {t('bookmarks.title')}
          </Title>
          <Text fz="lg" c="#4a5060">
            {t('bookmarks.lead')}
          </Text>
        </Stack>
        <ul className={`${classes.grid} ${classes.list}`}>
          {BOOKMARKS.map((b) => (
            <li key={b.id} className={classes.card}>
              <span className={classes.preview}>
                <BookmarkArt id={b.id} />
              </span>
              <Stack gap={8} align="flex-start">
                <Title order={3} fz={18} c="#1b1f4b">
                  {t(b.name)}
                </Title>
                <Text fz="sm" c="#4a5060">
                  {t(b.text)}
                </Text>
                <a
                  className={classes.download}
                  href={`/api/bookmarks/${b.id}.pdf`}
                  download={`${b.id}-bookmark.pdf`}
                >
                  <DownloadIcon size={16} />
                  {rich('bookmarks.download', {
                    name: t(b.name),
                    hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden>,
                  })}
                </a>
              </Stack>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
