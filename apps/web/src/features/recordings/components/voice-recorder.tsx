import { Alert, Button, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { RecordingScript, StoryVoice } from '@sns/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { describeError } from '../../../lib/error-message';
import { formatLocale } from '../../../lib/i18n/language-store';
import { useT } from '../../../lib/i18n/use-t';
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

/** A take's length as the page's language writes it: "2.5" in English, "2,5" in Spanish. */
const seconds = (value = 0) =>
  value.toLocaleString(formatLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 });

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
  const t = useT();
  const script = useQuery({ queryKey: session.queryKey, queryFn: session.getScript });
  if (script.isPending) return <Text c="dimmed">{t('recorder.opening')}</Text>;
  if (script.isError) {
    return (
      <Alert color="red" variant="light" radius="lg" role="alert" title={t('recorder.openFailed')}>
        {describeError(script.error)}
      </Alert>
    );
  }
  return <Recorder script={script.data} session={session} onSaved={onSaved} />;
}

function Recorder({ script, session, onSaved }: VoiceRecorderProps & { script: RecordingScript }) {
  const t = useT();
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
      setFailed((map) => new Map(map).set(index, t('recorder.nothing')));
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
      setAnnouncement(t('recorder.keptStopped', { n: read + 1 }));
      return;
    }
    pieceStarted.current = Date.now();
    void mic.cut().then((clip) => keep(read, clip));
    setCurrent(following);
    setAnnouncement(t('recorder.sentenceN', { n: following + 1 }));
  };

  /** Throws away what was recorded of the sentence being read and records `index` afresh. */
  const readAgain = (index: number) => {
    pieceStarted.current = Date.now();
    // The piece that ends here is not kept.
    void mic.cut();
    setCurrent(index);
    setAnnouncement(t('recorder.againAnnounce', { n: index + 1 }));
  };

  /** Ends the take; the sentence being read when it stops is not kept (it was not finished). */
  const stop = () => {
    void mic.stop();
    setAnnouncement(t('recorder.stopped'));
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
            {t('recorder.heading', { n: number, total })}
          </Title>
          <Text fz="sm" c="dimmed">
            {t('recorder.recorded', { done: recorded.size, total })}
          </Text>
        </Group>
        <Text fz="sm" c="dimmed">
          {script.title} · {script.voice.label}
        </Text>
        <Text fz="sm" c="#1b1f4b">
          {t('recorder.how')}
        </Text>

        <div className={classes.script} aria-label={t('recorder.story')} role="group">
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
                  {last ? t('recorder.finish') : t('recorder.next')}
                </Button>
                <Button variant="default" size="md" onClick={mic.pause}>
                  {t('recorder.pause')}
                </Button>
              </>
            )}
            {mic.state === 'paused' && (
              <>
                <Button size="md" onClick={mic.resume}>
                  {t('recorder.resume')}
                </Button>
                <Button variant="default" size="md" onClick={() => readAgain(current)}>
                  {t('recorder.readAgain', { n: number })}
                </Button>
                {mode === 'through' && current > 0 && (
                  <Button variant="default" size="md" onClick={() => readAgain(current - 1)}>
                    {t('recorder.backTo', { n: current })}
                  </Button>
                )}
              </>
            )}
            {live && (
              <Button variant="default" c="red.9" size="md" onClick={stop}>
                {t('recorder.stop')}
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
                    ? t('recorder.record')
                    : t('recorder.recordFrom', { n: number })}
                </Button>
                {recorded.has(current) && (
                  <Button
                    variant="default"
                    size="md"
                    onClick={() => void record('one')}
                    disabled={mic.state === 'asking'}
                  >
                    {t('recorder.recordAgain', { n: number })}
                  </Button>
                )}
              </>
            )}
          </Group>
          {live && (
            <Text fz="sm" c="dimmed" mt={6}>
              {mic.state === 'paused'
                ? t('recorder.pausedHint')
                : mode === 'one'
                  ? t('recorder.oneHint', { n: number })
                  : t('recorder.throughHint')}
            </Text>
          )}
        </div>

        {takes.get(current) && !live && (
          <audio
            controls
            src={takes.get(current)}
            aria-label={t('recorder.yourTake', { n: number })}
          />
        )}
        {recorded.has(current) && !live && !takes.get(current) && (
          <Text fz="sm" c="dimmed">
            {t('recorder.isRecorded', { n: number, seconds: seconds(recorded.get(current)) })}
          </Text>
        )}
        {(mic.state === 'denied' || mic.state === 'unsupported') && (
          <Alert color="red" variant="light" radius="lg" role="alert" title={t('recorder.noMic')}>
            {mic.state === 'denied' ? t('recorder.micDenied') : t('recorder.micUnsupported')}
          </Alert>
        )}
        {failed.size > 0 && (
          <Alert
            color="red"
            variant="light"
            radius="lg"
            role="alert"
            title={t('recorder.notSaved')}
          >
            <Stack gap={4}>
              {[...failed].map(([index, message]) => (
                <Text key={index} fz="sm" c="#1b1f4b">
                  {t('recorder.failedSentence', { n: index + 1, message })}
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
                  {t('recorder.previous')}
                </Button>
                <Button
                  variant="subtle"
                  onClick={() => go(current + 1)}
                  disabled={current >= total - 1}
                >
                  {t('recorder.next')}
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
            {t('recorder.saveAs', { voice: script.voice.label })}
          </Button>
        </Group>
        {!allRecorded && (
          <Text fz="sm" c="dimmed">
            {t('recorder.saveWhen')}
          </Text>
        )}
        <VisuallyHidden role="status">
          {mic.state === 'paused'
            ? t('recorder.paused')
            : mic.state === 'recording'
              ? announcement || t('recorder.recordingN', { n: number })
              : uploading > 0
                ? t('recorder.saving')
                : announcement}
        </VisuallyHidden>
      </Stack>
    </section>
  );
}
