import { useEffect, useRef, useState, type RefObject } from 'react';

/** The sleep timer's choices, in minutes ('off' for none). */
export const SLEEP_TIMER_OPTIONS = [
  { value: 'off', label: 'Off' },
  { value: '5', label: '5 minutes' },
  { value: '10', label: '10 minutes' },
  { value: '15', label: '15 minutes' },
] as const;
export type SleepTimerValue = (typeof SLEEP_TIMER_OPTIONS)[number]['value'];

/** How long the voice takes to fade away when the timer ends: a sudden stop would wake a child. */
export const FADE_MS = 8000;
const FADE_STEP_MS = 100;

/**
 * Pauses the narration after the chosen minutes, fading it out first. The timer counts from when
 * it is set (like a radio's sleep button) and is cancelled by choosing Off; the volume is put back
 * afterwards so the next play is not silent.
 */
export function useSleepTimer(audio: RefObject<HTMLAudioElement | null>) {
  const [choice, setChoice] = useState<SleepTimerValue>('off');
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const fade = useRef<number | null>(null);

  const choose = (value: SleepTimerValue) => {
    setChoice(value);
    setEndsAt(value === 'off' ? null : Date.now() + Number(value) * 60_000);
  };

  useEffect(() => {
    if (endsAt === null) return;
    const timer = window.setTimeout(
      () => {
        setChoice('off');
        setEndsAt(null);
        const element = audio.current;
        if (!element || element.paused) return;
        const startVolume = element.volume;
        const started = Date.now();
        fade.current = window.setInterval(() => {
          const progress = Math.min(1, (Date.now() - started) / FADE_MS);
          element.volume = startVolume * (1 - progress);
          if (progress >= 1) {
            element.pause();
            element.volume = startVolume;
            if (fade.current !== null) window.clearInterval(fade.current);
            fade.current = null;
          }
        }, FADE_STEP_MS);
      },
      Math.max(0, endsAt - Date.now()),
    );
    return () => window.clearTimeout(timer);
  }, [endsAt, audio]);

  // Leaving the page mid-fade must not leave an interval behind.
  useEffect(
    () => () => {
      if (fade.current !== null) window.clearInterval(fade.current);
    },
    [],
  );

  return { choice, setChoice: choose, endsAt };
}
