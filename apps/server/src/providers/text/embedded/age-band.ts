/**
 * Five reading levels (docs/decisions/036), each with its own length and register: toddlers
 * (1–3), picture books (4–6), early chapter books (7–9), middle grade (10–12) and older readers
 * (13–15).
 */
export type AgeBand = 'toddler' | 'picture-book' | 'early-chapter' | 'middle-grade' | 'teen';

export interface WordRange {
  min: number;
  max: number;
}

export const WORD_RANGES: Readonly<Record<AgeBand, WordRange>> = {
  toddler: { min: 120, max: 250 },
  'picture-book': { min: 400, max: 650 },
  'early-chapter': { min: 700, max: 1000 },
  'middle-grade': { min: 900, max: 1400 },
  teen: { min: 900, max: 1500 },
};

/** The length the writer aims for: inside the range with a margin. */
export const WORD_TARGETS: Readonly<Record<AgeBand, WordRange>> = {
  toddler: { min: 140, max: 230 },
  'picture-book': { min: 430, max: 620 },
  'early-chapter': { min: 730, max: 960 },
  'middle-grade': { min: 930, max: 1350 },
  teen: { min: 940, max: 1450 },
};

/** Reading grade (Flesch–Kincaid) each band's stories fall within. */
export const READING_GRADES: Readonly<Record<AgeBand, WordRange>> = {
  toddler: { min: -3, max: 2.5 },
  'picture-book': { min: 0.5, max: 5 },
  'early-chapter': { min: 2, max: 7 },
  'middle-grade': { min: 3, max: 9 },
  teen: { min: 3.5, max: 11 },
};

export function ageBand(age: number): AgeBand {
  if (age <= 3) return 'toddler';
  if (age <= 6) return 'picture-book';
  if (age <= 9) return 'early-chapter';
  if (age <= 12) return 'middle-grade';
  return 'teen';
}

export function countWords(text: string): number {
  const words = text.trim().split(/\s+/);
  return words[0] === '' ? 0 : words.length;
}
