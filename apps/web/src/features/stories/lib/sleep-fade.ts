/** How long the voice takes to fade away before the sleep timer ends: a sudden stop would wake a child. */
export const FADE_MS = 15_000;
const FADE_STEP_MS = 100;

/** What the fade needs of the <audio> element. */
export interface FadingAudio {
  volume: number;
  readonly paused: boolean;
  pause(): void;
}

/**
 * How loud the narration is `remainingMs` before the timer ends, as a share of its own volume:
 * whole until the fade begins, then down to nothing. Squared, so that it falls evenly to the ear
 * (loudness is heard on a log scale: a straight line would seem to hold, then drop at the end).
 */
export function fadeShare(remainingMs: number, fadeMs = FADE_MS): number {
  if (remainingMs >= fadeMs) return 1;
  if (remainingMs <= 0) return 0;
  const share = remainingMs / fadeMs;
  return share * share;
}

/**
 * Runs a sleep timer ending at `endsAt` (ms since the epoch): over its last FADE_MS the narration
 * fades out, and at `endsAt` it is paused, its volume put back for the next play, and `onEnd`
 * called. The returned function cancels it (Off chosen, another time, leaving the page), also
 * putting the volume back. A narration paused by the parent stays paused; Play during the fade
 * plays on at the fading volume. Browsers where `volume` cannot be set (Safari on iOS) stop at
 * `endsAt` without the fade.
 */
export function runSleepTimer(
  audio: () => FadingAudio | null,
  endsAt: number,
  onEnd: () => void,
): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  /** The volume before the fade began, and the element it belongs to. */
  let before: { element: FadingAudio; volume: number } | null = null;

  const putBack = () => {
    if (before) before.element.volume = before.volume;
    before = null;
  };
  const step = () => {
    const element = audio();
    const remaining = endsAt - Date.now();
    if (remaining <= 0) {
      clearInterval(interval);
      if (element && !element.paused) element.pause();
      putBack();
      onEnd();
      return;
    }
    if (!element) return;
    if (before?.element !== element) {
      putBack();
      before = { element, volume: element.volume };
    }
    element.volume = before.volume * fadeShare(remaining);
  };

  const start = setTimeout(
    () => {
      interval = setInterval(step, FADE_STEP_MS);
      step();
    },
    Math.max(0, endsAt - FADE_MS - Date.now()),
  );
  return () => {
    clearTimeout(start);
    clearInterval(interval);
    putBack();
  };
}
