import { useEffect, useRef, useState, type RefObject } from 'react';
import { runSleepTimer } from '../lib/sleep-fade';

/** The sleep timer's choices, in minutes ('off' for none). */
export const SLEEP_TIMER_OPTIONS = [
  { value: 'off', minutes: 0 },
  { value: '5', minutes: 5 },
  { value: '10', minutes: 10 },
  { value: '15', minutes: 15 },
] as const;
export type SleepTimerValue = (typeof SLEEP_TIMER_OPTIONS)[number]['value'];

/**
 * Pauses the narration after the chosen minutes, fading it out over the last seconds
 * (lib/sleep-fade.ts). The timer counts from when it is set (like a radio's sleep button) and is
 * cancelled by choosing Off; the volume is put back afterwards so the next play is not silent.
 */
export function useSleepTimer(
  audio: RefObject<HTMLAudioElement | null>,
  /** Called when the timer has stopped the narration. */
  onEnd?: () => void,
) {
  const [choice, setChoice] = useState<SleepTimerValue>('off');
  const [endsAt, setEndsAt] = useState<number | null>(null);
  const onEndRef = useRef(onEnd);
  useEffect(() => {
    onEndRef.current = onEnd;
  }, [onEnd]);

  const choose = (value: SleepTimerValue) => {
    setChoice(value);
    setEndsAt(value === 'off' ? null : Date.now() + Number(value) * 60_000);
  };

  // Cancelled (volume put back) by another choice or by leaving the page mid-fade.
  useEffect(() => {
    if (endsAt === null) return;
    return runSleepTimer(
      () => audio.current,
      endsAt,
      () => {
        setChoice('off');
        setEndsAt(null);
        onEndRef.current?.();
      },
    );
  }, [endsAt, audio]);

  return { choice, setChoice: choose, endsAt };
}
