import { Alert, Anchor, Button, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import type { Story } from '@sns/contract';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { ReadAlong } from '../lib/read-along';
import { formatStoryDate } from '../lib/story-text';
import { ReadAlongText } from './read-along-text';
import { StoryElements } from './story-elements';
import { StoryPicture } from './story-picture';
import classes from './story-reader.module.css';
import { StoryText } from './story-text';
import { useT } from '../../../lib/i18n/use-t';

/** The picture's width in story-reader.module.css: a 420 px column from 62em, else ≤ 560 px. */
const PICTURE_SIZES = '(min-width: 62em) 420px, min(560px, 100vw)';

interface StoryReaderProps {
  story: Story;
  /** Change picture, Share, the book, another version: a row under the title, always in view. */
  actions?: ReactNode;
  /** The narration, right under the title (on phones, kept in view while it plays). */
  listen?: ReactNode;
  /** While the narration plays: the sentence to highlight. */
  readAlong?: ReadAlong;
  /**
   * The night reading view (docs/decisions/026-night-mode.md): the story large, with Listen and
   * nothing else. Its colours come from the page around it (night-reading.module.css).
   */
  night?: boolean;
  /** Offers the Night mode switch (for a written story) when given. */
  onNightChange?: (on: boolean) => void;
}

/**
 * /loadedstory: the title, what the parent can do with the story, then the picture and the story.
 * Nothing scrolls on its own: every action sits under the title, so a small laptop sees them all
 * in the first screen, and a phone sees Listen there.
 */
export function StoryReader({
  story,
  actions,
  listen,
  readAlong,
  night = false,
  onNightChange,
}: StoryReaderProps) {
  const t = useT();
  const heroTitle = t('common.storyTitle', { hero: story.hero });
  const beingWritten = story.status === 'queued' || story.status === 'running';
  const completed = story.status === 'completed';
  // The story's own words are in its language, whatever the page's: a screen reader then reads a
  // Spanish story in a Spanish voice on an English page (decision 070).
  const storyLanguage = story.language ?? 'en';
  // Listen stays in view while it plays: the read-along keeps the sentence heard clear of it.
  const listenRef = useRef<HTMLDivElement>(null);
  // The same elements by night and by day, only laid out and coloured otherwise: the player
  // (and what it is playing) carries on when the view changes.
  return (
    <article
      className={`${classes.layout} ${night ? classes.night : ''}`}
      aria-labelledby="story-title"
    >
      <header className={classes.header}>
        {/* The story's own title leads; the hero's line (the page title) stays as its label. */}
        {story.title && <Text className={classes.kicker}>{heroTitle}</Text>}
        <Title
          order={1}
          id="story-title"
          className={classes.title}
          lang={story.title ? storyLanguage : undefined}
        >
          {story.title ?? heroTitle}
        </Title>
        {/* The switch shares the genre's line: every action stays in the first screen. */}
        <div className={classes.eyebrowRow}>
          <Text className={classes.eyebrow}>
            {t(`genre.${story.genre}`)} ·{' '}
            <time dateTime={story.createdAt}>{formatStoryDate(story.createdAt)}</time>
          </Text>
          {completed && onNightChange && (
            <Switch
              label={t('story.nightMode')}
              checked={night}
              onChange={(e) => onNightChange(e.currentTarget.checked)}
              color="starlight.7"
              size="sm"
            />
          )}
        </div>
        {!night && <StoryElements elements={story.elements} />}
        {!night && story.versionOf && (
          <Text className={classes.eyebrow}>
            {t('story.versionOf')}{' '}
            <Anchor component={Link} to={`/loadedstory?id=${story.versionOf.uuid}`}>
              {story.versionOf.title ?? heroTitle}
            </Anchor>
          </Text>
        )}
      </header>
      {completed && (listen || actions) && (
        <div className={classes.tools}>
          {listen && (
            <div className={classes.listen} ref={listenRef}>
              {listen}
            </div>
          )}
          {actions && !night && <div className={classes.actions}>{actions}</div>}
        </div>
      )}
      {!night && (
        <div className={classes.picture}>
          <StoryPicture
            hero={story.hero}
            imageAlt={story.imageAlt}
            image={story.image}
            thumbnails={story.thumbnails}
            sizes={PICTURE_SIZES}
            eager
            painting={story.picturePending === true}
          />
        </div>
      )}
      <div className={classes.body}>
        {beingWritten && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text fw={700} c="#1b1f4b">
              {t('story.beingWritten')}
            </Text>
          </Group>
        )}
        {story.status === 'error' && (
          <Alert color="red" variant="light" radius="lg" title={t('story.errorTitle')} role="alert">
            <Stack gap="sm">
              <Text c="#1b1f4b">{t('story.errorText')}</Text>
              <Group>
                <Button component={Link} to="/createstory">
                  {t('story.createStory')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {story.storyText &&
          (readAlong && readAlong.text === story.storyText ? (
            <ReadAlongText
              text={readAlong.text}
              marks={readAlong.marks}
              active={readAlong.active}
              coveredBy={listenRef}
              lang={storyLanguage}
            />
          ) : (
            <StoryText text={story.storyText} lang={storyLanguage} />
          ))}
      </div>
    </article>
  );
}

/** One action under the title: a box of its own in the row (a stack on phones). */
export function StoryAction({ children }: { children: ReactNode }) {
  return <div className={classes.action}>{children}</div>;
}
