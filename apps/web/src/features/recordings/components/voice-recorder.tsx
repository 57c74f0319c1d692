import { Alert, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { RecordingScript, StoryVoice } from '@sns/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { describeError } from '../../../lib/error-message';
import type { RecordingSession } from '../api/recording-session';
import { useMicrophoneRecorder } from '../hooks/use-microphone-recorder';
import {
  firstToRecord,
  isNextSentenceKey,
  nextInTake,
  paragraphsOf,
  SLIP_MS,
  type TakeMode,
} from '../lib/one-take';
import { LevelMeter } from './level-meter';
import classes from './recordings.module.css';

interface VoiceRecorderProps {
  session: RecordingSession;
  /** After "Save": the voice, now playable. */
  onSaved: (voice: StoryVoice) => void;
}

/**
 * Records a story in one take (docs/decisions/042): one Record, the sentence being read lit up,
 * a tap on "Next sentence" (or Space) as each one is read. Each sentence is still a clip of its
 * own, uploaded as soon as the reader moves on — nothing is lost if the page closes, and the
 * read-along marks stay exact (docs/decisions/023). Pause, read a sentence again, or go back one;
 * any sentence can be recorded again on its own later. Saving needs every sentence.
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
  const [current, setCurrent] = useState(() => firstToRecord(recorded, total));
  const [mode, setMode] = useState<TakeMode>('through');
  const [uploading, setUploading] = useState(0);
  const [failed, setFailed] = useState(new Map<number, string>());
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string>();
  const [announcement, setAnnouncement] = useState('');
  const [takes, setTakes] = useState(new Map<number, string>());
  const mic = useMicrophoneRecorder();
  const uploads = useRef<Promise<void>>(Promise.resolve());
  const pieceStarted = useRef(0);
  const nextButton = useRef<HTMLButtonElement>(null);
  const recordButton = useRef<HTMLButtonElement>(null);
  const spoken = useRef<HTMLElement>(null);
  const takeUrls = useRef(takes);
  useEffect(() => {
    takeUrls.current = takes;
  }, [takes]);
  // Local copies of the takes (for "Listen") are freed with the recorder.
  useEffect(() => () => takeUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const paragraphs = useMemo(() => paragraphsOf(script.sentences), [script.sentences]);
  const live = mic.state === 'recording' || mic.state === 'paused';
  const busy = live || uploading > 0;
  const allRecorded = recorded.size >= total && failed.size === 0;
  const number = current + 1;

  // The sentence being read stays in the comfortable middle of the screen as the take moves on.
  useEffect(() => {
    const element = spoken.current;
    if (!element) return;
    const { top, bottom } = element.getBoundingClientRect();
    if (top >= window.innerHeight * 0.15 && bottom <= window.innerHeight * 0.6) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    element.scrollIntoView({ block: 'center', behavior: reduce ? 'auto' : 'smooth' });
  }, [current]);

  /** Sends one sentence's clip; the next waits its turn, so they arrive in the order read. */
  const keep = (index: number, clip: Blob | undefined) => {
    if (!clip) {
      setFailed((map) => new Map(map).set(index, 'Nothing was recorded.'));
      return;
    }
    setUploading((n) => n + 1);
    uploads.current = uploads.current.then(async () => {
      try {
        const saved = await session.uploadClip(index, clip);
        setRecorded((map) => new Map(map).set(saved.index, saved.durationSeconds));
        void queryClient.invalidateQueries({ queryKey: session.queryKey });
        setFailed((map) => {
          const rest = new Map(map);
          rest.delete(index);
          return rest;
        });
        setTakes((map) => {
          const old = map.get(index);
          if (old) URL.revokeObjectURL(old);
          return new Map(map).set(index, URL.createObjectURL(clip));
        });
      } catch (caught) {
        setFailed((map) => new Map(map).set(index, describeError(caught)));
      } finally {
        setUploading((n) => n - 1);
      }
    });
    return uploads.current;
  };

  const record = async (how: TakeMode) => {
    setMode(how);
    setError(undefined);
    await mic.start();
    pieceStarted.current = Date.now();
    setAnnouncement('');
  };

  // Focus goes to Next sentence once the take runs, so Space and Enter move on from there too;
  // back to Record when it ends, not lost with the button that went.
  const wasLive = useRef(false);
  useEffect(() => {
    if (mic.state === 'recording') nextButton.current?.focus({ preventScroll: true });
    else if (mic.state === 'idle' && wasLive.current)
      recordButton.current?.focus({ preventScroll: true });
    wasLive.current = mic.state === 'recording' || mic.state === 'paused';
  }, [mic.state]);

  /** The reader has read sentence `current`: keep it, and go on to the next (or end the take). */
  const next = () => {
    if (mic.state !== 'recording' || Date.now() - pieceStarted.current < SLIP_MS) return;
    const read = current;
    const following = nextInTake(mode, read, total);
    if (following === undefined) {
      void mic.stop().then((clip) => keep(read, clip));
      const after = firstToRecord(new Set([...recorded.keys(), read]), total);
      if (mode === 'through') setCurrent(after === 0 ? read : after);
      setAnnouncement(`Sentence ${read + 1} kept. The recording has stopped.`);
      return;
    }
    pieceStarted.current = Date.now();
    void mic.cut().then((clip) => keep(read, clip));
    setCurrent(following);
    setAnnouncement(`Sentence ${following + 1}.`);
  };

  /** Throws away what was recorded of the sentence being read and records `index` afresh. */
  const readAgain = (index: number) => {
    pieceStarted.current = Date.now();
    // The piece that ends here is not kept.
    void mic.cut();
    setCurrent(index);
    setAnnouncement(`Recording sentence ${index + 1} again.`);
  };

  /** Ends the take; the sentence being read when it stops is not kept (it was not finished). */
  const stop = () => {
    void mic.stop();
    setAnnouncement('The recording has stopped.');
  };

  // Space anywhere on the page is "next sentence" while the take runs.
  const onKey = useRef<(event: KeyboardEvent) => void>(() => undefined);
  useEffect(() => {
    onKey.current = (event) => {
      const target = event.target instanceof HTMLElement ? event.target : null;
      // The event's fields are getters on its prototype: named one by one, not spread.
      const { key, repeat, altKey, ctrlKey, metaKey, shiftKey } = event;
      const press = { key, repeat, altKey, ctrlKey, metaKey, shiftKey, target };
      if (!live || !isNextSentenceKey(press)) return;
      event.preventDefault();
      next();
    };
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey.current(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const save = async () => {
    setSaving(true);
    setError(undefined);
    try {
      await uploads.current;
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

  const last = nextInTake(mode, current, total) === undefined;

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
        <Text fz="sm" c="#1b1f4b">
          Press Record once and read the story aloud. Each time you finish a sentence, tap Next
          sentence (or press Space): the next one lights up.
        </Text>

        <div className={classes.script} aria-label="The story" role="group">
          {paragraphs.map((paragraph, p) => (
            <p key={p}>
              {paragraph.map((sentence) => {
                const state = failed.has(sentence.index)
                  ? 'failed'
                  : recorded.has(sentence.index)
                    ? 'recorded'
                    : undefined;
                return sentence.index === current ? (
                  <mark
                    key={sentence.index}
                    ref={spoken}
                    className={classes.reading}
                    aria-current="true"
                    data-sentence={sentence.index}
                    data-state={state}
                  >
                    {sentence.text}{' '}
                  </mark>
                ) : (
                  <span key={sentence.index} data-sentence={sentence.index} data-state={state}>
                    {sentence.text}{' '}
                  </span>
                );
              })}
            </p>
          ))}
        </div>

        <div className={classes.controls}>
          <LevelMeter level={mic.level} active={mic.state === 'recording'} />
          <Group gap="sm" wrap="wrap" mt="sm">
            {mic.state === 'recording' && (
              <>
                <Button ref={nextButton} size="md" onClick={next}>
                  {last ? 'Finish' : 'Next sentence'}
                </Button>
                <Button variant="default" size="md" onClick={mic.pause}>
                  Pause
                </Button>
              </>
            )}
            {mic.state === 'paused' && (
              <>
                <Button size="md" onClick={mic.resume}>
                  Resume
                </Button>
                <Button variant="default" size="md" onClick={() => readAgain(current)}>
                  Read sentence {number} again
                </Button>
                {mode === 'through' && current > 0 && (
                  <Button variant="default" size="md" onClick={() => readAgain(current - 1)}>
                    Back to sentence {current}
                  </Button>
                )}
              </>
            )}
            {live && (
              <Button variant="default" c="red.9" size="md" onClick={stop}>
                Stop
              </Button>
            )}
            {!live && (
              <>
                <Button
                  ref={recordButton}
                  size="md"
                  onClick={() => void record('through')}
                  loading={mic.state === 'asking'}
                  disabled={total === 0}
                >
                  {recorded.size === 0 || current === firstToRecord(recorded, total)
                    ? 'Record'
                    : `Record from sentence ${number}`}
                </Button>
                {recorded.has(current) && (
                  <Button
                    variant="default"
                    size="md"
                    onClick={() => void record('one')}
                    disabled={mic.state === 'asking'}
                  >
                    Record sentence {number} again
                  </Button>
                )}
              </>
            )}
          </Group>
          {live && (
            <Text fz="sm" c="dimmed" mt={6}>
              {mic.state === 'paused'
                ? 'Paused. Resume to carry on where you were.'
                : mode === 'one'
                  ? `Recording sentence ${number} only. Tap Finish when you have read it.`
                  : 'Stop keeps every sentence you moved on from.'}
            </Text>
          )}
        </div>

        {takes.get(current) && !live && (
          <audio
            controls
            src={takes.get(current)}
            aria-label={`Your recording of sentence ${number}`}
          />
        )}
        {recorded.has(current) && !live && !takes.get(current) && (
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
        {failed.size > 0 && (
          <Alert color="red" variant="light" radius="lg" role="alert" title="Not saved">
            <Stack gap={4}>
              {[...failed].map(([index, message]) => (
                <Text key={index} fz="sm" c="#1b1f4b">
                  Sentence {index + 1}: {message} Please record it again.
                </Text>
              ))}
            </Stack>
          </Alert>
        )}
        {error && (
          <Text c="red.9" fz="sm" role="alert">
            {error}
          </Text>
        )}
        <Group gap="sm" justify="space-between" wrap="wrap">
          {/* Choosing a sentence to listen to or record again: not while a take runs. */}
          <Group gap="sm">
            {!live && (
              <>
                <Button variant="subtle" onClick={() => go(current - 1)} disabled={current === 0}>
                  Previous sentence
                </Button>
                <Button
                  variant="subtle"
                  onClick={() => go(current + 1)}
                  disabled={current >= total - 1}
                >
                  Next sentence
                </Button>
              </>
            )}
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
          {mic.state === 'paused'
            ? 'Paused'
            : mic.state === 'recording'
              ? announcement || `Recording sentence ${number}`
              : uploading > 0
                ? 'Saving'
                : announcement}
        </VisuallyHidden>
      </Stack>
    </section>
  );
}
