import { Button, Group, Text } from '@mantine/core';
import type { NarrationMark } from '@sns/contract';
import { useEffect, useRef, useState } from 'react';
import { describeError } from '../../../lib/error-message';
import { useVoicePlayback } from '../api/get-voice-playback';
import { activeSentenceAt } from '../lib/voice-queue';
import classes from './recordings.module.css';
import { useT } from '../../../lib/i18n/use-t';

/** What the story text needs to follow a voice: the same shape the narration reports. */
export interface VoiceReadAlong {
  text: string;
  marks: NarrationMark[];
  active: number;
}

interface RecordedVoicePlayerProps {
  storyId: string;
  voiceId: string;
  onReadAlong: (readAlong: VoiceReadAlong | undefined) => void;
}

/**
 * Plays a recorded voice: its clips one after the other (one per sentence), lighting each
 * sentence as it is read. The marks are exact — each clip is its sentence — so the controls move
 * by sentence rather than by a seek bar.
 */
export function RecordedVoicePlayer({ storyId, voiceId, onReadAlong }: RecordedVoicePlayerProps) {
  const t = useT();
  const playback = useVoicePlayback(storyId, voiceId);
  const audio = useRef<HTMLAudioElement>(null);
  const [clip, setClip] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const wantsToPlay = useRef(false);
  const lastActive = useRef(-2);
  const data = playback.data;
  const total = data?.clips.length ?? 0;

  // The read-along ends with the player (another voice chosen, or leaving the page).
  useEffect(() => () => onReadAlong(undefined), [onReadAlong]);

  // A new clip starts playing at once when the listener was listening.
  useEffect(() => {
    const element = audio.current;
    if (!element || !wantsToPlay.current) return;
    element.play().catch(() => setFailed(true));
  }, [clip]);

  const follow = (seconds: number) => {
    if (!data) return;
    const active = activeSentenceAt(data.marks, seconds);
    if (active === lastActive.current) return;
    lastActive.current = active;
    onReadAlong({ text: data.text, marks: data.marks, active });
  };

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (element.paused) {
      wantsToPlay.current = true;
      element.play().catch(() => setFailed(true));
    } else {
      wantsToPlay.current = false;
      element.pause();
    }
  };

  const jump = (to: number) => {
    setClip(Math.max(0, Math.min(total - 1, to)));
    if (data) follow(data.clips[to]?.start ?? 0);
  };

  if (playback.isPending) return <Text c="dimmed">{t('voicePlayer.opening')}</Text>;
  if (playback.isError || !data) {
    return (
      <Text role="alert" c="red.9">
        {describeError(playback.error)}
      </Text>
    );
  }
  const current = data.clips[clip];

  return (
    <div className={classes.player}>
      <audio
        ref={audio}
        src={current?.url}
        preload="auto"
        onTimeUpdate={(e) => follow((current?.start ?? 0) + e.currentTarget.currentTime)}
        onPlay={() => {
          setPlaying(true);
          follow(current?.start ?? 0);
        }}
        onPause={() => setPlaying(false)}
        onEnded={() => {
          if (clip < total - 1) {
            setClip(clip + 1);
          } else {
            wantsToPlay.current = false;
            setPlaying(false);
            setClip(0);
            lastActive.current = -2;
            onReadAlong(undefined);
          }
        }}
        onError={() => setFailed(true)}
      />
      <Group className={classes.playerRow} gap="sm">
        <Button color="starlight.5" c="#1b1f4b" radius="xl" onClick={toggle}>
          {playing ? t('voicePlayer.pause') : t('voicePlayer.play', { voice: data.label })}
        </Button>
        <Button
          variant="white"
          radius="xl"
          size="compact-md"
          onClick={() => jump(clip - 1)}
          disabled={clip === 0}
        >
          {t('voicePlayer.previous')}
        </Button>
        <Button
          variant="white"
          radius="xl"
          size="compact-md"
          onClick={() => jump(clip + 1)}
          disabled={clip >= total - 1}
        >
          {t('voicePlayer.next')}
        </Button>
      </Group>
      <span className={classes.playerNote}>
        {t('voicePlayer.position', { n: clip + 1, total })}
      </span>
      {failed && (
        <span className={classes.playerNote} role="alert">
          {t('voicePlayer.failed')}
        </span>
      )}
    </div>
  );
}
