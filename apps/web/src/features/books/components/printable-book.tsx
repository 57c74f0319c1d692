import { Button, Group } from '@mantine/core';
import { splitIntoPassages, type Story } from '@sns/contract';
import { Fragment, type ReactNode } from 'react';
import { pictureAlt } from '../../../lib/picture-alt';
import { printableBookWords } from '../lib/printable-book-words';
import { picturesBeforePassages } from '../lib/printable-pages';
import { useT } from '../../../lib/i18n/use-t';
import classes from './printable-book.module.css';

/**
 * /generatePdf: the story laid out as book pages in HTML that read on screen and print as square
 * pages, like the PDF book (docs/decisions/017): a cover, the story's pictures full-bleed on
 * pages of their own spread through the story, the text in one steady size (a long passage runs
 * on to the next printed page rather than shrink), and "The End".
 */
export function PrintableBook({ story, actions }: { story: Story; actions?: ReactNode }) {
  const t = useT();
  const words = printableBookWords(story.language);
  const passages = splitIntoPassages(story.storyText ?? '');
  const pictures = story.images.length > 0 ? story.images : story.image ? [story.image] : [];
  const before = picturesBeforePassages(pictures.length, passages.length);
  const title = story.title ?? words.title(story.hero);
  let folio = 1;
  return (
    <div className={classes.book}>
      <Group justify="center" className={classes.toolbar}>
        <Button size="md" onClick={() => window.print()}>
          {t('printable.print')}
        </Button>
        {actions}
      </Group>
      <section className={`${classes.page} ${classes.cover}`} aria-label={words.cover}>
        <h1 className={classes.title}>{title}</h1>
        {story.image && (
          <img className={classes.portrait} src={story.image} alt={pictureAlt(story)} />
        )}
        <p className={classes.starring}>{words.starring(story.hero)}</p>
        <p className={classes.brand}>Starry Night Story</p>
      </section>
      {passages.map((text, i) => {
        const picture = before.get(i);
        const pictureFolio = picture === undefined ? 0 : ++folio;
        const textFolio = ++folio;
        return (
          <Fragment key={i}>
            {picture !== undefined && (
              <section
                className={`${classes.page} ${classes.picturePage}`}
                aria-label={words.page(pictureFolio)}
              >
                <img className={classes.picture} src={pictures[picture]} alt="" />
              </section>
            )}
            <section
              className={`${classes.page} ${classes.textPage}`}
              aria-label={words.page(textFolio)}
            >
              <div className={classes.text}>
                {text.split('\n\n').map((p, j) => (
                  <p key={j}>{p}</p>
                ))}
              </div>
              <span className={classes.folio}>{textFolio}</span>
            </section>
          </Fragment>
        );
      })}
      <section className={`${classes.page} ${classes.cover}`} aria-label={words.theEnd}>
        <p className={classes.theEnd}>{words.theEnd}</p>
        <p className={classes.starring}>{words.sweetDreams(story.hero)}</p>
      </section>
    </div>
  );
}
