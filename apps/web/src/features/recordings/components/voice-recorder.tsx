import { Alert, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { RecordingScript, StoryVoice } from '@sns/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { describeError } from '../../../lib/error-message';
import type { RecordingSession } from '../api/recording-session';
import { useMicrophoneRecorder } from '../hooks/use-microphone-recorder';
import { LevelMeter } from './level-meter';
import classes from './recordings.module.css';

interface VoiceRecorderProps {
  session: RecordingSession;
  /** After "Save": the voice, now playable. */
  onSaved: (voice: StoryVoice) => void;
}

/**
 * Records a story one sentence at a time (docs/decisions/023): the sentence on screen, Record,
 * Pause/Resume, Stop — the take is uploaded at once, so nothing is lost if the page closes — and
 * any sentence can be recorded again. Saving needs every sentence.
 */
export function VoiceRecorder({ session, onSaved }: VoiceRecorderProps) {
  const script = useQuery({ queryKey: session.queryKey, queryFn: session.getScript });
  if (script.isPending) return <Text c="dimmed">Opening the story…</Text>;
  if (script.isError) {
    return (
      <Alert
        color="red"
        variant="light"
        radius="lg"
        role="alert"
        title="This recording cannot be opened"
      >
        {describeError(script.error)}
      </Alert>
    );
  }
  return <Recorder script={script.data} session={session} onSaved={onSaved} />;
}

function Recorder({ script, session, onSaved }: VoiceRecorderProps & { script: RecordingScript }) {
  const queryClient = useQueryClient();
  const headingId = useId();
  const total = script.sentences.length;
  const [recorded, setRecorded] = useState(
    () => new Map(script.recorded.map((r) => [r.index, r.durationSeconds])),
  );
  const firstMissing = script.sentences.findIndex((s) => !recorded.has(s.index));
  const [current, setCurrent] = useState(firstMissing === -1 ? 0 : firstMissing);
  const [uploading, setUploading] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [takes, setTakes] = useState(new Map<number, string>());
  const mic = useMicrophoneRecorder();
  const takeUrls = useRef(takes);
  useEffect(() => {
    takeUrls.current = takes;
  }, [takes]);
  // Local copies of the takes (for "Listen") are freed with the recorder.
  useEffect(() => () => takeUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const sentence = script.sentences[current];
  const busy = mic.state === 'recording' || mic.state === 'paused' || uploading;
  const allRecorded = recorded.size >= total;
  const number = current + 1;

  const stopAndKeep = async () => {
    const take = await mic.stop();
    if (!take) {
      setError('Nothing was recorded. Please try again.');
      return;
    }
    setUploading(true);
    setError(undefined);
    try {
      const clip = await session.uploadClip(current, take);
      setRecorded((map) => new Map(map).set(clip.index, clip.durationSeconds));
      setTakes((map) => {
        const old = map.get(current);
        if (old) URL.revokeObjectURL(old);
        return new Map(map).set(current, URL.createObjectURL(take));
      });
      void queryClient.invalidateQueries({ queryKey: session.queryKey });
      const next = script.sentences.findIndex((s) => s.index > current && !recorded.has(s.index));
      setAnnouncement(
        `Sentence ${number} saved.${next === -1 ? '' : ` Now sentence ${next + 1}.`}`,
      );
      if (next !== -1) setCurrent(next);
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      setUploading(false);
    }
  };

  const save = async () => {
    setSaving(true);
    setError(undefined);
    try {
      onSaved(await session.finish());
    } catch (caught) {
      setError(describeError(caught));
    } finally {
      setSaving(false);
    }
  };

  const go = (index: number) => {
    setCurrent(index);
    setError(undefined);
    setAnnouncement('');
  };

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Group justify="space-between" align="baseline" wrap="wrap">
          <Title order={2} id={headingId} fz="xl" c="#1b1f4b">
            Sentence {number} of {total}
          </Title>
          <Text fz="sm" c="dimmed">
            {recorded.size} of {total} recorded
          </Text>
        </Group>
        <Text fz="sm" c="dimmed">
          {script.title} · {script.voice.label}
        </Text>
        <p className={classes.sentence} aria-live="polite" aria-label={`Sentence ${number}`}>
          {sentence?.text}
        </p>
        <LevelMeter level={mic.level} active={mic.state === 'recording'} />
        <Group gap="sm" wrap="wrap">
          {mic.state === 'recording' || mic.state === 'paused' ? (
            <>
              {mic.state === 'recording' ? (
                <Button variant="default" onClick={mic.pause}>
                  Pause
                </Button>
              ) : (
                <Button variant="default" onClick={mic.resume}>
                  Resume
                </Button>
              )}
              <Button color="red.9" onClick={() => void stopAndKeep()}>
                Stop and keep
              </Button>
            </>
          ) : (
            <Button
              onClick={() => void mic.start()}
              loading={uploading || mic.state === 'asking'}
              disabled={!sentence}
            >
              {recorded.has(current)
                ? `Record sentence ${number} again`
                : `Record sentence ${number}`}
            </Button>
          )}
        </Group>
        {takes.get(current) && !busy && (
          <audio
            controls
            src={takes.get(current)}
            aria-label={`Your recording of sentence ${number}`}
          />
        )}
        {recorded.has(current) && !busy && !takes.get(current) && (
          <Text fz="sm" c="dimmed">
            Sentence {number} is recorded ({(recorded.get(current) ?? 0).toFixed(1)} s).
          </Text>
        )}
        {(mic.state === 'denied' || mic.state === 'unsupported') && (
          <Alert color="red" variant="light" radius="lg" role="alert" title="No microphone">
            {mic.state === 'denied'
              ? 'The browser did not let us use the microphone. Please allow it (in the address bar) and try again.'
              : 'This browser cannot record here. Please try a recent Chrome, Firefox, Edge or Safari.'}
          </Alert>
        )}
        {error && (
          <Text c="red.9" fz="sm" role="alert">
            {error}
          </Text>
        )}
        <Group gap="sm" justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Button
              variant="subtle"
              onClick={() => go(current - 1)}
              disabled={busy || current === 0}
            >
              Previous sentence
            </Button>
            <Button
              variant="subtle"
              onClick={() => go(current + 1)}
              disabled={busy || current >= total - 1}
            >
              Next sentence
            </Button>
          </Group>
          <Button
            color="starlight.5"
            c="#1b1f4b"
            onClick={() => void save()}
            loading={saving}
            disabled={busy || !allRecorded}
          >
            Save as {script.voice.label}
          </Button>
        </Group>
        {!allRecorded && (
          <Text fz="sm" c="dimmed">
            Save becomes possible once every sentence is recorded.
          </Text>
        )}
        <VisuallyHidden role="status">
          {mic.state === 'recording'
            ? `Recording sentence ${number}`
            : mic.state === 'paused'
              ? 'Paused'
              : uploading
                ? 'Saving'
                : announcement}
        </VisuallyHidden>
      </Stack>
    </section>
  );
}
