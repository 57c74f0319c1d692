import type { NarrationMark } from '@sns/contract';

/**
 * Where a time on a recorded voice's timeline falls: which clip (one per sentence) and how far
 * into it. Past the end it is the last clip's end; before the start, the first clip's start.
 */
export function clipAt(
  clips: readonly { start: number; durationSeconds: number }[],
  seconds: number,
): { clip: number; offset: number } {
  if (clips.length === 0) return { clip: 0, offset: 0 };
  for (let i = clips.length - 1; i >= 0; i -= 1) {
    const clip = clips[i]!;
    if (seconds >= clip.start) {
      return { clip: i, offset: Math.min(seconds - clip.start, clip.durationSeconds) };
    }
  }
  return { clip: 0, offset: 0 };
}

/** The sentence being read at `seconds`: the last one that has started, or -1 before the first. */
export function activeSentenceAt(marks: readonly NarrationMark[], seconds: number): number {
  let found = -1;
  for (const [i, mark] of marks.entries()) {
    if (mark.start <= seconds) found = i;
    else break;
  }
  return found;
}
