import { Button, Group } from '@mantine/core';
import { splitIntoPassages, storyPageTitle, type Story } from '@sns/contract';
import type { ReactNode } from 'react';
import classes from './printable-book.module.css';

/**
 * /generatePdf: the story laid out as book pages in HTML — cover, one page per passage with a
 * picture, and "The End" — that reads on screen and prints as square pages (print CSS).
 * The pictures are the story's own, in turn; the PDF book paints one per page.
 */
export function PrintableBook({ story, actions }: { story: Story; actions?: ReactNode }) {
  const passages = splitIntoPassages(story.storyText ?? '');
  const pictures = story.images.length > 0 ? story.images : story.image ? [story.image] : [];
  const title = story.title ?? storyPageTitle(story.hero);
  return (
    <div className={classes.book}>
      <Group justify="center" className={classes.toolbar}>
        <Button size="md" onClick={() => window.print()}>
          Print
        </Button>
        {actions}
      </Group>
      <section className={`${classes.page} ${classes.cover}`} aria-label="Cover">
        <h1 className={classes.title}>{title}</h1>
        {story.image && (
          <img
            className={classes.portrait}
            src={story.image}
            alt={`${story.hero}'s story picture`}
          />
        )}
        <p className={classes.starring}>A bedtime story starring {story.hero}</p>
        <p className={classes.brand}>Starry Night Story</p>
      </section>
      {passages.map((text, i) => {
        const picture = pictures[i % Math.max(1, pictures.length)];
        return (
          <section key={i} className={classes.page} aria-label={`Page ${i + 2}`}>
            {picture && <img className={classes.picture} src={picture} alt="" />}
            <div className={classes.text}>
              {text.split('\n\n').map((p, j) => (
                <p key={j}>{p}</p>
              ))}
            </div>
            <span className={classes.folio}>{i + 2}</span>
          </section>
        );
      })}
      <section className={`${classes.page} ${classes.cover}`} aria-label="The End">
        <p className={classes.theEnd}>The End</p>
        <p className={classes.starring}>Sweet dreams, {story.hero}.</p>
      </section>
    </div>
  );
}
