import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { storyPageTitle, type Story } from '@sns/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ReadAlong } from '../lib/read-along';
import { formatStoryDate } from '../lib/story-text';
import { ReadAlongText } from './read-along-text';
import { StoryElements } from './story-elements';
import { StoryPicture } from './story-picture';
import classes from './story-reader.module.css';
import { StoryText } from './story-text';

interface StoryReaderProps {
  story: Story;
  /** Share, book… shown under the picture. */
  actions?: ReactNode;
  /** The narration, under the picture (on phones, after the story, kept in view while playing). */
  listen?: ReactNode;
  /** While the narration plays: the sentence to highlight. */
  readAlong?: ReadAlong;
}

/** /loadedstory: the picture, the title, the elements and the story, ready to read aloud. */
export function StoryReader({ story, actions, listen, readAlong }: StoryReaderProps) {
  const beingWritten = story.status === 'queued' || story.status === 'running';
  return (
    <article className={classes.layout} aria-labelledby="story-title">
      <div className={classes.main}>
        <header className={classes.header}>
          <Text className={classes.eyebrow}>
            {story.genre} ·{' '}
            <time dateTime={story.createdAt}>{formatStoryDate(story.createdAt)}</time>
          </Text>
          <Title order={1} id="story-title" className={classes.title}>
            {storyPageTitle(story.hero)}
          </Title>
          {story.title && (
            <Text fz="xl" fw={700} c="#3e46b0" fs="italic">
              {story.title}
            </Text>
          )}
          <StoryElements elements={story.elements} />
        </header>
        <div className={classes.body}>
          {beingWritten && (
            <Group gap="sm" role="status">
              <Loader size="sm" />
              <Text fw={700} c="#1b1f4b">
                Being written… it will appear here in a moment.
              </Text>
            </Group>
          )}
          {story.status === 'error' && (
            <Alert
              color="red"
              variant="light"
              radius="lg"
              title="This story could not be written"
              role="alert"
            >
              <Stack gap="sm">
                <Text c="#1b1f4b">
                  The storyteller got stuck. Your credit was given back, so please try again.
                </Text>
                <Group>
                  <Button component={Link} to="/createstory">
                    Create Story
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
              />
            ) : (
              <StoryText text={story.storyText} />
            ))}
        </div>
      </div>
      <div className={classes.aside}>
        <div className={`${classes.column} ${classes.picture}`}>
          <StoryPicture hero={story.hero} image={story.image} eager />
        </div>
        {story.status === 'completed' && listen && (
          <div className={`${classes.column} ${classes.listen}`}>{listen}</div>
        )}
        {story.status === 'completed' && actions && (
          <div className={`${classes.column} ${classes.actions}`}>{actions}</div>
        )}
      </div>
    </article>
  );
}
