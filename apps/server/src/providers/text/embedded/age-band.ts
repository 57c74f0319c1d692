/** Three reading levels: toddlers (1–3), young children (4–7) and older children (8–15). */
export type AgeBand = 'little' | 'middle' | 'older';

export interface WordRange {
  min: number;
  max: number;
}

/** Lengths (docs/design.md#story-writer): 1–3 ~150–250 words, 4–7 ~350–600, 8–15 ~600–1,000. */
export const WORD_RANGES: Readonly<Record<AgeBand, WordRange>> = {
  little: { min: 150, max: 250 },
  middle: { min: 350, max: 600 },
  older: { min: 600, max: 1000 },
};

/** The length the writer aims for: inside the range with a margin, so every story lands well inside it. */
export const WORD_TARGETS: Readonly<Record<AgeBand, WordRange>> = {
  little: { min: 180, max: 225 },
  middle: { min: 440, max: 550 },
  older: { min: 720, max: 900 },
};

export function ageBand(age: number): AgeBand {
  if (age <= 3) return 'little';
  if (age <= 7) return 'middle';
  return 'older';
}

export function countWords(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}
