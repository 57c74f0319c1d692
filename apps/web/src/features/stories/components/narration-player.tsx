import { ActionIcon, NativeSelect, SegmentedControl, Slider } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { SLEEP_TIMER_OPTIONS, useSleepTimer, type SleepTimerValue } from '../hooks/use-sleep-timer';
import { useWakeLock } from '../hooks/use-wake-lock';
import { formatClock } from '../lib/read-along';
import { fileTakesOver } from '../lib/stream-handover';
import { PauseIcon, PlayIcon } from './media-icons';
import classes from './narration-player.module.css';
import { formatLocale } from '../../../lib/i18n/language-store';
import { useT } from '../../../lib/i18n/use-t';

interface NarrationPlayerProps {
  /** The finished file (seeks by byte range); absent while the narration is still recorded. */
  audioUrl?: string;
  /**
   * The narration streamed while it is recorded (docs/decisions/022): played until it ends, or
   * until the parent seeks once the file is there, when the player moves over to the file.
   */
  streamUrl?: string;
  /**
   * Start playing at once (the parent just pressed Narrate: their press allows it); and should
   * the stream stop short or fail to open, play on from the finished file when it comes.
   */
  autoPlay?: boolean;
  /** The finished narration's length, for seeking while the stream (of unknown length) plays. */
  durationHint?: number;
  /** Called as the narration plays, with the current time in seconds (drives the read-along). */
  onTime?: (seconds: number, playing: boolean) => void;
  /** The share page keeps it simple: play, seek, speed; no sleep timer. */
  withSleepTimer?: boolean;
  /** Called when the sleep timer has stopped the narration (the child is asleep). */
  onSleep?: () => void;
}

const SPEEDS = [
  { value: '0.75', label: '0.75×' },
  { value: '1', label: '1×' },
];

/** The narration's own controls over a hidden <audio>: play/pause, seek, speed and sleep timer. */
export function NarrationPlayer({
  audioUrl,
  streamUrl,
  autoPlay = false,
  durationHint,
  onTime,
  withSleepTimer = true,
  onSleep,
}: NarrationPlayerProps) {
  const t = useT();
  const audio = useRef<HTMLAudioElement>(null);
  // The source is chosen once: swapping it under a playing element would restart the audio.
  const [src, setSrc] = useState(audioUrl ?? streamUrl);
  const onStream = src !== undefined && src === streamUrl && src !== audioUrl;
  /** Where to go once the file has loaded, after a seek made while the stream played. */
  const pendingSeek = useRef<{ to: number; play: boolean } | null>(null);
  const speedLabelId = useId();
  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [elementDuration, setDuration] = useState(0);
  // A stream's length is unknown until it ends: the finished file's, once known, lets it seek.
  // Moving over to the file keeps the hint until the file's own is read, so the slider (and its
  // keyboard focus) never goes away in between.
  const duration = onStream ? (durationHint ?? 0) : elementDuration || durationHint || 0;
  const [seeking, setSeeking] = useState<number | null>(null);
  const [speed, setSpeed] = useState('1');
  const [failed, setFailed] = useState(false);
  const sleep = useSleepTimer(audio, onSleep);
  // The screen stays on while the story is heard (docs/decisions/026-night-mode.md).
  useWakeLock(playing);
  /** The parent wants it playing: pressed Narrate or Play, and not Pause since (nor the timer). */
  const wantsToPlay = useRef(false);
  /** Where the stream stopped (it ended, was cut off or could not be opened), for the file. */
  const streamStoppedAt = useRef<number | null>(null);
  const onTimeRef = useRef(onTime);
  useEffect(() => {
    onTimeRef.current = onTime;
  }, [onTime]);

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = Number(speed);
  }, [speed]);

  // Started once, on the stream the parent asked for: not the attribute, which would also start
  // the file the player moves to for a seek while paused. Refused (no press to allow it): the
  // Play button is there.
  const started = useRef(false);
  useEffect(() => {
    if (!autoPlay || started.current) return;
    started.current = true;
    wantsToPlay.current = true;
    audio.current?.play().catch(() => {
      wantsToPlay.current = false;
    });
  }, [autoPlay]);

  // A stream that stopped gives way to the finished file once it is there: a narration that
  // finishes after its stream broke off plays on, once, from where it was.
  const handOver = () => {
    const stoppedAt = streamStoppedAt.current;
    if (!onStream || !audioUrl || stoppedAt === null) return;
    const next = fileTakesOver({ stoppedAt, wantsToPlay: wantsToPlay.current }, durationHint);
    streamStoppedAt.current = null;
    if (!next) return;
    wantsToPlay.current = next.play;
    pendingSeek.current = { to: next.at, play: next.play };
    setFailed(false);
    setSrc(audioUrl);
  };
  const handOverRef = useRef(handOver);
  useEffect(() => {
    handOverRef.current = handOver;
  });
  useEffect(() => handOverRef.current(), [audioUrl]);
  const streamStopped = (element: HTMLAudioElement) => {
    streamStoppedAt.current = element.currentTime;
    handOver();
  };

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) {
      wantsToPlay.current = true;
      element.play().catch(() => setFailed(true));
    } else {
      element.pause();
    }
  };

  const report = () => {
    const element = audio.current;
    // While the file loads for a seek, its 0:00 is not where the parent is.
    if (!element || pendingSeek.current) return;
    setTime(element.currentTime);
    onTimeRef.current?.(element.currentTime, !element.paused);
  };

  return (
    <div className={classes.player}>
      <audio
        ref={audio}
        src={src}
        preload={onStream ? 'auto' : 'metadata'}
        onLoadedMetadata={(e) => {
          const element = e.currentTarget;
          if (Number.isFinite(element.duration)) setDuration(element.duration);
          element.playbackRate = Number(speed);
          const seek = pendingSeek.current;
          pendingSeek.current = null;
          if (seek) {
            element.currentTime = seek.to;
            if (seek.play) element.play().catch(() => setFailed(true));
          }
        }}
        onDurationChange={(e) =>
          Number.isFinite(e.currentTarget.duration) && setDuration(e.currentTarget.duration)
        }
        onTimeUpdate={report}
        onSeeked={report}
        onPlay={() => {
          setPlaying(true);
          report();
        }}
        onPause={(e) => {
          // Paused by the parent or the sleep timer, not by reaching the end (of a cut stream).
          if (!e.currentTarget.ended) wantsToPlay.current = false;
          setPlaying(false);
          report();
        }}
        onEnded={(e) => {
          setPlaying(false);
          if (onStream) streamStopped(e.currentTarget);
        }}
        onError={(e) => {
          // A stream that breaks is not the end: the file follows when the narration is done.
          if (onStream) streamStopped(e.currentTarget);
          else setFailed(true);
        }}
      />
      <div className={classes.row}>
        <ActionIcon
          size={48}
          radius="xl"
          color="starlight.5"
          c="#1b1f4b"
          variant="filled"
          onClick={toggle}
          aria-label={playing ? t('player.pause') : t('player.play')}
        >
          {playing ? <PauseIcon size={22} /> : <PlayIcon size={22} />}
        </ActionIcon>
        <Slider
          className={classes.seek}
          min={0}
          max={Math.max(duration, 0.1)}
          step={1}
          value={seeking ?? Math.min(time, duration || time)}
          onChange={setSeeking}
          onChangeEnd={(value) => {
            setSeeking(null);
            setTime(value);
            if (onStream && audioUrl) {
              // The stream cannot seek; the finished file can (byte ranges): move over to it.
              pendingSeek.current = { to: value, play: !(audio.current?.paused ?? true) };
              setSrc(audioUrl);
            } else if (pendingSeek.current) {
              pendingSeek.current.to = value; // the file is still loading
            } else if (audio.current) audio.current.currentTime = value;
          }}
          label={formatClock}
          thumbLabel={t('player.seek')}
          // Screen readers say "1:05 of 3:10", not a bare count of seconds.
          thumbValueText={(value) =>
            t('player.position', { time: formatClock(value), duration: formatClock(duration) })
          }
          color="starlight.5"
          size="md"
          disabled={!duration}
        />
        <span className={classes.clock}>
          {formatClock(seeking ?? time)}
          {duration ? ` / ${formatClock(duration)}` : ''}
        </span>
      </div>
      <div className={classes.settings}>
        <div>
          <span className={classes.settingLabel} id={speedLabelId}>
            {t('player.speed')}
          </span>
          <SegmentedControl
            role="radiogroup"
            aria-labelledby={speedLabelId}
            data={SPEEDS}
            value={speed}
            onChange={setSpeed}
            size="sm"
            radius="xl"
          />
        </div>
        {withSleepTimer && (
          <NativeSelect
            className={classes.sleepSelect}
            label={t('player.sleepTimer')}
            data={SLEEP_TIMER_OPTIONS.map((o) => ({
              value: o.value,
              label: o.minutes ? t('player.sleepMinutes', { n: o.minutes }) : t('player.sleepOff'),
            }))}
            value={sleep.choice}
            onChange={(e) => sleep.setChoice(e.currentTarget.value as SleepTimerValue)}
            size="sm"
            radius="xl"
          />
        )}
      </div>
      {sleep.endsAt !== null && (
        <span className={classes.note} role="status">
          {t('player.fadesAt', {
            time: new Date(sleep.endsAt).toLocaleTimeString(formatLocale(), {
              hour: 'numeric',
              minute: '2-digit',
            }),
          })}
        </span>
      )}
      {failed && (
        <span className={classes.note} role="alert">
          {t('player.failed')}
        </span>
      )}
    </div>
  );
}
