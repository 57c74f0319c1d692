import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { Story } from '@sns/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { refreshSignedInUser } from '../../../lib/current-user';
import { describeError, errorStatus } from '../../../lib/error-message';
import { audioUrlQueryOptions, getAudioUrl, useAudioUrl } from '../api/get-audio-url';
import { useMediaCosts } from '../api/get-media-costs';
import { useNarrative } from '../api/get-narrative';
import {
  narrationStreamUrl,
  useNarrationProgress,
  useNarrationVoices,
} from '../api/narration-progress';
import { storyKeys } from '../api/story-query-keys';
import { costLabel } from '../lib/media-cost';
import { activeMarkAt, type ReadAlong } from '../lib/read-along';
import { SpeakerIcon } from './media-icons';
import { NarrationPlayer } from './narration-player';
import { NarrationRecording } from './narration-recording';
import { useT } from '../../../lib/i18n/use-t';

/** The panel's navy text, or the night reading view's warm ink (night-reading.module.css). */
const INK = 'var(--story-ink, #1b1f4b)';

interface NarrationPanelProps {
  story: Story;
  userId: string;
  onReadAlong: (readAlong: ReadAlong | undefined) => void;
  /** Called when the sleep timer has stopped the narration. */
  onSleep?: () => void;
}

/**
 * "Narrate": the press starts the recording (docs/decisions/d1-credits.md: the first narration is
 * free, then 1 credit) and plays it as it is recorded (docs/decisions/022: the first sentence
 * within a second), the sentence being spoken lit up as it goes. A narration already made plays
 * from its file. The parent chooses the voice; another voice is another narration.
 */
export function NarrationPanel({ story, userId, onReadAlong, onSleep }: NarrationPanelProps) {
  const t = useT();
  const headingId = useId();
  const queryClient = useQueryClient();
  const { data: costs } = useMediaCosts();
  const voices = useNarrationVoices();
  // Asked once the claim has been made (or at once when the story already has its narration).
  const [asked, setAsked] = useState(Boolean(story.audioUrl));
  const [claiming, setClaiming] = useState(false);
  const [claimError, setClaimError] = useState<unknown>(null);
  /** Pressed in this visit: the player streams the recording as it is made. */
  const [listening, setListening] = useState<{ voice?: string; round: number } | null>(null);
  const [chosenVoice, setChosenVoice] = useState<string | undefined>();
  // Only a recording made while the parent waits is announced, not one that was already there.
  const [hadNarration] = useState(Boolean(story.audioUrl));
  const audio = useAudioUrl(story.uuid, asked);
  const status = audio.data?.status;
  const progress = useNarrationProgress(story.uuid, asked);
  const narrative = useNarrative(userId, story.uuid, status === 'completed');
  const lastActive = useRef(-2);
  const round = useRef(0);

  const currentVoice = progress.data?.voice;
  const voice = chosenVoice ?? currentVoice ?? voices.data?.defaultVoice;
  const voiceChoices = voices.data?.voices ?? [];

  // Credits change when the recording is accepted and (if it fails) when it is given back.
  const previous = useRef(status);
  useEffect(() => {
    if (previous.current === status) return;
    previous.current = status;
    if (status === undefined) return;
    void refreshSignedInUser(queryClient);
    void queryClient.invalidateQueries({ queryKey: storyKeys.mediaCosts() });
    void queryClient.invalidateQueries({ queryKey: storyKeys.narrationProgress(story.uuid) });
    if (status === 'completed') {
      void queryClient.invalidateQueries({ queryKey: storyKeys.detail(story.uuid) });
      void queryClient.invalidateQueries({ queryKey: storyKeys.narrative(story.uuid) });
    }
  }, [status, queryClient, story.uuid]);

  // The read-along ends when this panel goes (another story, or signing out).
  useEffect(() => () => onReadAlong(undefined), [onReadAlong]);

  // While it streams, the marks of what has been spoken so far; once finished, getNarrative's.
  const readAlong =
    narrative.data && status === 'completed'
      ? { text: narrative.data.text, marks: narrative.data.marks }
      : progress.data && story.storyText
        ? { text: story.storyText, marks: progress.data.marks }
        : undefined;
  const follow = (seconds: number) => {
    if (!readAlong) return;
    const active = activeMarkAt(readAlong.marks, seconds);
    if (active === lastActive.current) return;
    lastActive.current = active;
    onReadAlong({ ...readAlong, active });
  };

  /** Starts (or restarts) the recording and its stream, in the chosen voice. */
  const listen = async (retry: boolean) => {
    // The voices may not have loaded yet: then the server's default voice.
    round.current += 1;
    // The player mounts at once: its stream waits on the server for the claim made just below.
    setListening({ voice, round: round.current });
    setClaiming(true);
    setClaimError(null);
    try {
      queryClient.setQueryData(
        audioUrlQueryOptions(story.uuid).queryKey,
        await getAudioUrl(story.uuid, retry, voice),
      );
      setAsked(true);
      void queryClient.invalidateQueries({ queryKey: storyKeys.narrationProgress(story.uuid) });
    } catch (error) {
      setListening(null);
      setClaimError(error);
    } finally {
      setClaiming(false);
    }
  };

  const voicePicker = voiceChoices.length > 1 && (
    <NativeSelect
      label={t('narration.voice')}
      data={voiceChoices.map((v) => ({ value: v.id, label: v.label }))}
      value={voice ?? ''}
      onChange={(e) => setChosenVoice(e.currentTarget.value)}
      size="sm"
      radius="xl"
      disabled={status === 'running' || claiming}
    />
  );
  const cost = costs ? costLabel(costs.narration) : undefined;

  let body;
  if (!listening && (!asked || (claimError !== null && !audio.data))) {
    const shortOfCredits = errorStatus(claimError) === 402;
    body = (
      <Stack gap="xs">
        {voicePicker}
        <Button
          size="md"
          leftSection={<SpeakerIcon />}
          rightSection={cost ? <span aria-hidden="true">{cost}</span> : null}
          justify="space-between"
          fullWidth
          loading={claiming}
          aria-label={cost ? t('narration.narrateCost', { cost }) : t('narration.narrate')}
          onClick={() => void listen(false)}
        >
          {t('narration.narrate')}
        </Button>
        {claimError !== null && (
          <Text fz="sm" c={INK} role="alert">
            {describeError(claimError)}{' '}
            {shortOfCredits && (
              <Anchor component={Link} to="/purchase" fw={800}>
                {t('common.buyCredits')}
              </Anchor>
            )}
          </Text>
        )}
        {claimError === null && (
          <Text fz="sm" c="dimmed">
            {t('narration.intro')}
          </Text>
        )}
      </Stack>
    );
  } else if (status === 'error') {
    body = (
      <Alert
        color="red"
        variant="light"
        // Its light red made solid: the same by day, and still light under its navy text at night.
        bg="#fef1f1"
        radius="lg"
        title={t('narration.errorTitle')}
        role="alert"
      >
        <Stack gap="sm">
          <Text c="#1b1f4b">{audio.data?.message ?? t('narration.errorText')}</Text>
          <Group>
            <Button onClick={() => void listen(true)} loading={claiming}>
              {t('common.tryAgain')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  } else if (listening) {
    // The file of this recording (not of one in another voice it replaces), once it is finished.
    const finished =
      !claiming &&
      status === 'completed' &&
      progress.data?.status === 'completed' &&
      (listening.voice === undefined || progress.data.voice === listening.voice)
        ? progress.data
        : undefined;
    body = (
      <Stack gap="xs">
        <NarrationPlayer
          key={listening.round}
          streamUrl={narrationStreamUrl(story.uuid, listening.voice)}
          audioUrl={finished?.audioUrl}
          durationHint={finished?.durationSeconds}
          autoPlay
          onTime={follow}
          onSleep={onSleep}
        />
        {status !== 'completed' && (
          <Text fz="sm" c={INK} role="status">
            {t('narration.streaming')}
          </Text>
        )}
        {status === 'completed' && voicePicker}
      </Stack>
    );
  } else if (!audio.data || status === 'running') {
    body = <NarrationRecording />;
  } else if (audio.data.audioUrl) {
    const otherVoice = currentVoice !== undefined && voice !== currentVoice;
    body = (
      <Stack gap="xs">
        <NarrationPlayer
          key={audio.data.audioUrl}
          audioUrl={audio.data.audioUrl}
          onTime={follow}
          onSleep={onSleep}
        />
        {voicePicker}
        {otherVoice && (
          <Button
            variant="light"
            onClick={() => void listen(false)}
            loading={claiming}
            aria-label={
              cost ? t('narration.inThisVoiceCost', { cost }) : t('narration.inThisVoice')
            }
          >
            {cost ? t('narration.inThisVoiceCost', { cost }) : t('narration.inThisVoice')}
          </Button>
        )}
      </Stack>
    );
  }

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="xs">
        <Title order={2} id={headingId} fz="lg" c={INK}>
          {t('narration.title')}
        </Title>
        {body}
        {/* Always present, so that screen readers announce the moment the recording is ready
            (the "Recording…" status above is replaced by the player, which says nothing). */}
        <VisuallyHidden role="status">
          {!hadNarration && status === 'completed' ? t('narration.ready') : ''}
        </VisuallyHidden>
      </Stack>
    </section>
  );
}
