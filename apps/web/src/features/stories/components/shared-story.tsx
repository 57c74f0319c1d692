import { Loader, Stack, Text, Title } from '@mantine/core';
import { MESSAGES, storyPageTitle } from '@sns/contract';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../../components/logo';
import { useSharedStory } from '../api/get-shared-story';
import { pictureAlt } from '../../../lib/picture-alt';
import { NarrationPlayer } from './narration-player';
import classes from './shared-story.module.css';
import { StoryElements } from './story-elements';
import { StoryText } from './story-text';

/**
 * /share/{uuid}, outside the main layout: the shared story with a way to the product.
 * docs/product.md#share-page: with no story (never shared, or no longer) the page renders empty.
 */
export function SharedStory({ uuid }: { uuid: string | undefined }) {
  const { data: story, isPending } = useSharedStory(uuid);

  useEffect(() => {
    if (story) document.title = storyPageTitle(story.hero);
  }, [story]);

  return (
    <main id="main" className={classes.page}>
      {isPending && uuid ? (
        <Stack align="center" pt={120}>
          <Loader color="starlight.5" aria-label="Loading the story" />
        </Stack>
      ) : story ? (
        <div className={classes.inner}>
          <header className={classes.top}>
            <Link to="/" className={classes.logoLink} aria-label="Starry Night Story home">
              <LogoMark size={36} />
              <span className={classes.brand}>Starry Night Story</span>
            </Link>
            <Link to="/" className={classes.ctaLink}>
              Create your own story
            </Link>
          </header>
          <article className={classes.card} aria-labelledby="shared-story-title">
            {story.image && (
              <img
                className={classes.picture}
                src={story.image}
                alt={pictureAlt(story)}
                width={1024}
                height={1024}
              />
            )}
            <div className={classes.body}>
              <Stack gap="lg">
                <Stack gap={4}>
                  {/* The story's own title leads; the hero's line stays as its label. */}
                  {story.title && (
                    <Text className={classes.kicker}>{storyPageTitle(story.hero)}</Text>
                  )}
                  <Title order={1} id="shared-story-title" className={classes.title}>
                    {story.title ?? storyPageTitle(story.hero)}
                  </Title>
                </Stack>
                <StoryElements elements={story.elements} />
                {story.audioUrl && (
                  <section aria-label="Listen to the story">
                    <NarrationPlayer audioUrl={story.audioUrl} withSleepTimer={false} />
                  </section>
                )}
                <StoryText text={story.storyText} />
                <Text ta="center" fz="lg">
                  <Link to="/" className={classes.findOutMore}>
                    {MESSAGES.shareFindOutMore}
                  </Link>
                </Text>
              </Stack>
            </div>
          </article>
        </div>
      ) : null}
    </main>
  );
}
