import { Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { DownloadIcon } from '../../../components/icons';
import { BookmarkArt, type BookmarkId } from './bookmark-art';
import classes from './bookmarks-section.module.css';

// The server's catalogue (GET /api/bookmarks) says the same; kept here so the landing page needs
// no request to show them.
const BOOKMARKS: { id: BookmarkId; name: string; text: string }[] = [
  {
    id: 'moon-and-stars',
    name: 'Moon and Stars',
    text: 'A sleepy crescent moon in a nightcap, drifting over lavender clouds among golden stars.',
  },
  {
    id: 'sleepy-dragon',
    name: 'Sleepy Dragon',
    text: 'A little green dragon curled up fast asleep on a cloud, under a crescent moon.',
  },
  {
    id: 'rocket-dreams',
    name: 'Rocket Dreams',
    text: 'A little rocket zooming past a ringed planet, leaving a trail of twinkling stars.',
  },
  {
    id: 'enchanted-forest',
    name: 'Enchanted Forest',
    text: 'A moonlit pine wood with fireflies, red toadstools and an owl asleep on its branch.',
  },
];

/** Free printable bookmarks; the PDFs are made by the server at /api/bookmarks/{id}.pdf. */
export function BookmarksSection() {
  return (
    <section className={classes.section} aria-labelledby="bookmarks-title">
      <div className={classes.inner}>
        <Stack gap={10} align="center" ta="center" maw={720} mx="auto" mb={{ base: 32, sm: 48 }}>
          <Text className={classes.kicker}>Free to print</Text>
          <Title order={2} id="bookmarks-title" c="#1b1f4b">
            Bookmarks for little readers
          </Title>
          <Text fz="lg" c="#4a5060">
            Download, print on card and cut out — a small treat to keep their place in tonight’s
            book.
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
                  {b.name}
                </Title>
                <Text fz="sm" c="#4a5060">
                  {b.text}
                </Text>
                <a
                  className={classes.download}
                  href={`/api/bookmarks/${b.id}.pdf`}
                  download={`${b.id}-bookmark.pdf`}
                >
                  <DownloadIcon size={16} />
                  Download<VisuallyHidden> the {b.name} bookmark</VisuallyHidden> (PDF)
                </a>
              </Stack>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
