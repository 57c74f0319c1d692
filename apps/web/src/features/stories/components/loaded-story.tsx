import { Button, Grid, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { Story } from '@sns/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { LogoMark } from '../../../components/logo';
import { refreshSignedInUser } from '../../../lib/current-user';
import { useDocumentTitle } from '../../../lib/document-title';
import { describeError, errorStatus } from '../../../lib/error-message';
import { storyQueryOptions, useStory } from '../api/get-story';
import { storyKeys } from '../api/story-query-keys';
import { useNightReading } from '../hooks/use-night-reading';
import { useWakeLock } from '../hooks/use-wake-lock';
import type { ReadAlong } from '../lib/read-along';
import { ContinueTomorrow } from './continue-tomorrow';
import { SeriesNote } from './series-note';
import { AnotherVersion } from './another-version';
import { ChangePicture } from './change-picture';
import { NarrationPanel } from './narration-panel';
import nightClasses from './night-reading.module.css';
import { SharePanel } from './share-panel';
import { StoryProgress } from './story-progress';
import { StoryAction, StoryReader } from './story-reader';
import { useT } from '../../../lib/i18n/use-t';

interface LoadedStoryProps {
  storyId: string | undefined;
  /** The signed-in parent (uploads and the read-along name them). */
  userId: string;
  /** The story handed over in navigation state, shown while the server is asked. */
  initial?: Story;
  /** Offers other voices beside the narration (recorded voices: docs/decisions/023). */
  listenWith?: (
    narration: ReactNode,
    story: Story,
    onReadAlong: (readAlong: ReadAlong | undefined) => void,
  ) => ReactNode;
}

/** /loadedstory?id=…: one of the parent's stories, with its pictures, narration, Share and the PDF book. */
export function LoadedStory({
  storyId,
  userId,
  initial,
  listenWith = (narration) => narration,
}: LoadedStoryProps) {
  const t = useT();
  const navigate = useNavigate();
  const { data: story, isPending, error } = useStory(storyId, initial);
  const queryClient = useQueryClient();
  const [readAlong, setReadAlong] = useState<ReadAlong>();
  // "Read another version" or "Continue tomorrow" accepted: its progress replaces the story until
  // the new one is written, then the page shows it.
  const [versionJob, setVersionJob] = useState<string>();
  useDocumentTitle(story ? t('common.storyTitle', { hero: story.hero }) : t('story.docTitle'));
  const [nightChosen, chooseNight] = useNightReading();
  // Only a written story has a night view; the choice waits for the next one otherwise.
  const night = nightChosen && story?.status === 'completed' && !versionJob;
  // A parent reading aloud from the screen does not touch it: it must not dim and lock. Once the
  // sleep timer has stopped the narration, the child is asleep: the screen may sleep too.
  const [asleep, setAsleep] = useState(false);
  useWakeLock(night && !asleep);
  const setNight = useCallback(
    (on: boolean) => {
      setAsleep(false);
      chooseNight(on);
    },
    [chooseNight],
  );
  const fellAsleep = useCallback(() => setAsleep(true), []);

  const showVersion = useCallback(
    async (versionId: string) => {
      void queryClient.invalidateQueries({ queryKey: storyKeys.lists() });
      const version = await queryClient
        .fetchQuery(storyQueryOptions(versionId))
        .catch(() => undefined);
      setVersionJob(undefined);
      await navigate(`/loadedstory?id=${encodeURIComponent(versionId)}`, {
        state: { story: version },
      });
    },
    [navigate, queryClient],
  );

  if (!storyId || (error && !story)) {
    const notFound = !storyId || errorStatus(error) === 404 || errorStatus(error) === 400;
    return <StoryNotFound message={notFound ? undefined : describeError(error)} />;
  }

  if (isPending) {
    return (
      <Grid gap={48} aria-busy="true" aria-label={t('story.loading')}>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Skeleton radius={20} h={360} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="md">
            <Skeleton h={44} w="80%" radius="xl" />
            <Skeleton h={24} w="50%" radius="xl" />
            {[0, 1, 2, 3, 4].map((i) => (
              <Skeleton key={i} h={18} radius="xl" />
            ))}
          </Stack>
        </Grid.Col>
      </Grid>
    );
  }

  if (versionJob) {
    return (
      <StoryProgress
        workerId={versionJob}
        hero={story.hero}
        onCompleted={(versionId) => void showVersion(versionId)}
        onTryAgain={() => {
          void refreshSignedInUser(queryClient);
          setVersionJob(undefined);
        }}
      />
    );
  }

  return (
    // The night view's colours (docs/decisions/026-night-mode.md) on the story and the way back,
    // and the mark the page's backdrop darkens for (story-page.module.css).
    <div
      className={night ? nightClasses.night : undefined}
      data-mantine-color-scheme={night ? 'dark' : undefined}
      data-reading={night ? 'night' : 'day'}
    >
      <StoryReader
        story={story}
        readAlong={readAlong}
        night={night}
        onNightChange={setNight}
        listen={listenWith(
          <NarrationPanel
            key={story.uuid}
            story={story}
            userId={userId}
            onReadAlong={setReadAlong}
            onSleep={fellAsleep}
          />,
          story,
          setReadAlong,
        )}
        actions={
          <>
            <StoryAction>
              <ChangePicture story={story} userId={userId} />
            </StoryAction>
            <StoryAction>
              <SharePanel story={story} />
            </StoryAction>
            <StoryAction>
              <Button
                color="starlight.5"
                c="#1b1f4b"
                fullWidth
                onClick={() => void navigate('/pdf-per-story', { state: { story } })}
              >
                {t('story.createBook')}
              </Button>
              <AnotherVersion story={story} onStarted={setVersionJob} />
            </StoryAction>
            {story.status === 'completed' && (
              <StoryAction>
                <Stack gap={6}>
                  {story.series && <SeriesNote series={story.series} />}
                  <ContinueTomorrow story={story} onStarted={setVersionJob} />
                </Stack>
              </StoryAction>
            )}
          </>
        }
      />
      <Group justify="center" mt="lg">
        <Button component={Link} to="/mystories" variant="subtle">
          {t('story.backToMyStories')}
        </Button>
      </Group>
    </div>
  );
}

/** A friendly dead end: the story isn't there (or isn't yours). */
export function StoryNotFound({ message }: { message?: string }) {
  const t = useT();
  return (
    <Stack
      align="center"
      gap="md"
      ta="center"
      py={48}
      px="md"
      bg="white"
      style={{ borderRadius: 24 }}
    >
      <LogoMark size={72} />
      <Title order={1} fz={{ base: 26, sm: 32 }} c="#1b1f4b">
        {t('story.notFoundTitle')}
      </Title>
      <Text c="dimmed" maw={440}>
        {message ?? t('story.notFoundText')}
      </Text>
      <Button component={Link} to="/mystories" size="md">
        {t('story.goToMyStories')}
      </Button>
    </Stack>
  );
}
