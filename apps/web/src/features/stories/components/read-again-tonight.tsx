import { Button, Text, Title } from '@mantine/core';
import type { LibraryStory } from '@sns/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { joinNames, storyLink } from '../lib/library-text';
import classes from './read-again-tonight.module.css';
import { StoryElements } from './story-elements';
import { StoryThumbnail } from './story-thumbnail';
import { useT } from '../../../lib/i18n/use-t';

/**
 * The story most likely wanted tonight, big at the top of the library: the newest one (we do not
 * record readings, so "latest made" stands in for "latest read"), with one clear way in.
 */
export function ReadAgainTonight({ story }: { story: LibraryStory }) {
  const t = useT();
  const heading = useId();
  return (
    <section className={classes.panel} aria-labelledby={heading}>
      <div className={classes.picture}>
        <StoryThumbnail thumbnails={story.thumbnails} eager aspect="1 / 1" />
      </div>
      <div className={classes.body}>
        <Text fz="sm" fw={800} tt="uppercase" c="#f6d77a" style={{ letterSpacing: 1 }}>
          {t('library.latest')}
        </Text>
        <Title order={2} id={heading} fz={{ base: 22, sm: 28 }} c="white">
          {story.title}
        </Title>
        {story.childNames.length > 0 && (
          <Text c="#e3e5ff">{t('library.for', { names: joinNames(story.childNames) })}</Text>
        )}
        <StoryElements elements={story.elements} size="md" />
        <Button
          component={Link}
          to={storyLink(story.uuid)}
          size="md"
          color="starlight.3"
          c="#1b1f4b"
          radius="xl"
          mt="xs"
          className={classes.action}
        >
          {t('library.readAgain')}
        </Button>
      </div>
    </section>
  );
}
