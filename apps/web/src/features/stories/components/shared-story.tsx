import { Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { LogoMark } from '../../../components/logo';
import { useT } from '../../../lib/i18n/use-t';
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
  const t = useT();
  const heroStory = story ? t('share.heroStory', { hero: story.hero }) : '';

  useEffect(() => {
    if (heroStory) document.title = heroStory;
  }, [heroStory]);

  return (
    <main id="main" className={classes.page}>
      {isPending && uuid ? (
        <Stack align="center" pt={120}>
          <Loader color="starlight.5" aria-label={t('share.loading')} />
        </Stack>
      ) : story ? (
        <div className={classes.inner}>
          <header className={classes.top}>
            <Link to="/" className={classes.logoLink} aria-label={t('share.homeLink')}>
              <LogoMark size={36} />
              <span className={classes.brand}>Starry Night Story</span>
            </Link>
            <Link to="/" className={classes.ctaLink}>
              {t('share.createYourOwn')}
            </Link>
          </header>
          {/* The story's own words are in its language, whatever the page's (decision 070). */}
          <article
            className={classes.card}
            aria-labelledby="shared-story-title"
            lang={story.language ?? 'en'}
          >
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
                  {story.title && <Text className={classes.kicker}>{heroStory}</Text>}
                  <Title order={1} id="shared-story-title" className={classes.title}>
                    {story.title ?? heroStory}
                  </Title>
                </Stack>
                <StoryElements elements={story.elements} />
                {story.audioUrl && (
                  <section aria-label={t('share.listen')}>
                    <NarrationPlayer audioUrl={story.audioUrl} withSleepTimer={false} />
                  </section>
                )}
                <StoryText text={story.storyText} />
                <Text ta="center" fz="lg">
                  <Link to="/" className={classes.findOutMore}>
                    {t('share.findOutMore')}
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
