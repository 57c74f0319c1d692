/**
 * Flite at a bedtime pace (docs/decisions/022-streaming-narration.md): the pace asked for is
 * counted over the whole narration, pauses included, as a listener hears it; the speech between
 * the pauses is slowed to fit.
 */

/** The pace when none is asked for (the 4–7 band's). */
export const DEFAULT_WORDS_PER_MINUTE = 115;

/** Flite's duration_stretch stays within this: beyond it words drag and sound broken. */
export const MIN_STRETCH = 1;
export const MAX_STRETCH = 2;

/**
 * The duration_stretch that brings a story to `targetWpm`. The pauses are fixed seconds, so the
 * speech gets the rest of the time the words should take; the voice's natural length comes from
 * the story's letters and sentences (flite-voices.ts: counted in letters, not words, since the
 * longer words of stories for older children take longer to say), and Flite lengthens it in
 * proportion to the stretch (exactly so for the clustergen voices; measured in
 * flite-engine.test.ts).
 */
export function durationStretchFor(
  story: { words: number; letters: number; sentences: number; pauseSeconds: number },
  voice: { secondsPerLetter: number; secondsPerSentence: number; stretchEffect: number },
  targetWpm: number,
): number {
  if (story.words === 0) return MIN_STRETCH;
  const wholeSeconds = (story.words * 60) / targetWpm;
  const naturalSeconds =
    story.letters * voice.secondsPerLetter + story.sentences * voice.secondsPerSentence;
  const factor = (wholeSeconds - story.pauseSeconds) / naturalSeconds;
  const stretch = 1 + (factor - 1) / voice.stretchEffect;
  return Math.round(Math.min(MAX_STRETCH, Math.max(MIN_STRETCH, stretch)) * 1000) / 1000;
}

/** Letters (of any alphabet) in `text`: what the voice's length is fitted on. */
export function countLetters(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/** Words as a reader counts them: runs of letters or digits (an apostrophe keeps "don't" whole). */
export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu)?.length ?? 0;
}
