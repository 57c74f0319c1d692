import { Alert, Anchor, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { Story } from '@sns/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { describeError, errorStatus } from '../../../lib/error-message';
import { audioUrlQueryOptions, getAudioUrl, useAudioUrl } from '../api/get-audio-url';
import { useMediaCosts } from '../api/get-media-costs';
import { useNarrative } from '../api/get-narrative';
import { storyKeys } from '../api/story-query-keys';
import { costLabel } from '../lib/media-cost';
import { activeMarkAt, type ReadAlong } from '../lib/read-along';
import { SpeakerIcon } from './media-icons';
import { NarrationPlayer } from './narration-player';
import { NarrationRecording } from './narration-recording';

interface NarrationPanelProps {
  story: Story;
  userId: string;
  refreshProfile: () => Promise<void>;
  onReadAlong: (readAlong: ReadAlong | undefined) => void;
}

/**
 * "Narrate": the first press starts the recording (docs/decisions/d1-credits.md: the first
 * narration is free, then 1 credit), then the status is polled every second until the player
 * appears. While it plays, the sentence being spoken is reported for the read-along.
 */
export function NarrationPanel({
  story,
  userId,
  refreshProfile,
  onReadAlong,
}: NarrationPanelProps) {
  const headingId = useId();
  const queryClient = useQueryClient();
  const { data: costs } = useMediaCosts();
  // A story that already has its narration shows the player at once (asking costs nothing then).
  const [requested, setRequested] = useState(Boolean(story.audioUrl));
  const [retrying, setRetrying] = useState(false);
  // Only a recording made while the parent waits is announced, not one that was already there.
  const [hadNarration] = useState(Boolean(story.audioUrl));
  const audio = useAudioUrl(story.uuid, requested);
  const status = audio.data?.status;
  const narrative = useNarrative(userId, story.uuid, status === 'completed');
  const lastActive = useRef(-2);

  // Credits change when the recording is accepted and (if it fails) when it is given back.
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === status) return;
    previous.current = status;
    if (status === undefined) return;
    void refreshProfile();
    void queryClient.invalidateQueries({ queryKey: storyKeys.mediaCosts() });
    if (status === 'completed')
      void queryClient.invalidateQueries({ queryKey: storyKeys.detail(story.uuid) });
  }, [status, refreshProfile, queryClient, story.uuid]);

  // The read-along ends when this panel goes (another story, or signing out).
  useEffect(() => () => onReadAlong(undefined), [onReadAlong]);

  const follow = (seconds: number) => {
    const data = narrative.data;
    if (!data) return;
    const active = activeMarkAt(data.marks, seconds);
    if (active === lastActive.current) return;
    lastActive.current = active;
    onReadAlong({ text: data.text, marks: data.marks, active });
  };

  const retry = async () => {
    setRetrying(true);
    try {
      queryClient.setQueryData(
        audioUrlQueryOptions(story.uuid).queryKey,
        await getAudioUrl(story.uuid, true),
      );
    } catch (error) {
      queryClient.setQueryData(audioUrlQueryOptions(story.uuid).queryKey, {
        status: 'error' as const,
        message: describeError(error),
      });
    } finally {
      setRetrying(false);
    }
  };

  let body;
  if (!requested || (audio.isError && !audio.data)) {
    const shortOfCredits = errorStatus(audio.error) === 402;
    body = (
      <Stack gap="xs">
        <Button
          size="md"
          leftSection={<SpeakerIcon />}
          rightSection={costs ? <span aria-hidden="true">{costLabel(costs.narration)}</span> : null}
          justify="space-between"
          fullWidth
          loading={audio.isFetching}
          aria-label={costs ? `Narrate (${costLabel(costs.narration)})` : 'Narrate'}
          onClick={() => (requested ? void audio.refetch() : setRequested(true))}
        >
          Narrate
        </Button>
        {audio.isError && (
          <Text fz="sm" c="#1b1f4b" role="alert">
            {describeError(audio.error)}{' '}
            {shortOfCredits && (
              <Anchor component={Link} to="/purchase" fw={800}>
                Buy Credits
              </Anchor>
            )}
          </Text>
        )}
        {!audio.isError && (
          <Text fz="sm" c="dimmed">
            A calm voice reads the story aloud, and the words light up as it goes.
          </Text>
        )}
      </Stack>
    );
  } else if (!audio.data || status === 'running') {
    body = <NarrationRecording />;
  } else if (status === 'error') {
    body = (
      <Alert
        color="red"
        variant="light"
        radius="lg"
        title="The narration could not be recorded"
        role="alert"
      >
        <Stack gap="sm">
          <Text c="#1b1f4b">
            {audio.data.message ?? 'Your credit was given back. Please try again.'}
          </Text>
          <Group>
            <Button onClick={() => void retry()} loading={retrying}>
              Try again
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  } else if (audio.data.audioUrl) {
    body = <NarrationPlayer audioUrl={audio.data.audioUrl} onTime={follow} />;
  }

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} id={headingId} fz="lg" c="#1b1f4b">
          Listen
        </Title>
        {body}
        {/* Always present, so that screen readers announce the moment the recording is ready
            (the "Recording…" status above is replaced by the player, which says nothing). */}
        <VisuallyHidden role="status">
          {!hadNarration && status === 'completed'
            ? 'The narration is ready. Press Play narration to listen.'
            : ''}
        </VisuallyHidden>
      </Stack>
    </section>
  );
}
