/**
 * A bedtime pace by age band (docs/decisions/022-streaming-narration.md): words per minute over
 * the whole narration as a child hears it, pauses included, and the pauses themselves.
 */
export interface NarrationPace {
  wordsPerMinute: number;
  /** Silence after a sentence, and after the last sentence of a paragraph, in seconds. */
  sentencePause: number;
  paragraphPause: number;
}

const TODDLER: NarrationPace = { wordsPerMinute: 100, sentencePause: 0.6, paragraphPause: 1.4 };
const YOUNG: NarrationPace = { wordsPerMinute: 115, sentencePause: 0.5, paragraphPause: 1.2 };
const OLDER: NarrationPace = { wordsPerMinute: 125, sentencePause: 0.4, paragraphPause: 1.0 };

/** Ages 1–3, 4–7 and 8–15. */
export function paceForAge(age: number): NarrationPace {
  if (age <= 3) return TODDLER;
  if (age <= 7) return YOUNG;
  return OLDER;
}
