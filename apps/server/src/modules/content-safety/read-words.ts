import { foldCharacters } from './fold-characters';

/** Digits and signs standing for letters inside a word ("k1ll", "bl00d", "$hit", "k!ll"). */
const LEET_DIGITS: Record<string, string> = {
  0: 'o',
  3: 'e',
  4: 'a',
  5: 's',
  6: 'g',
  7: 't',
  8: 'b',
  9: 'g',
};
const LEET_SIGNS: Record<string, string> = {
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
  '+': 't',
  '€': 'e',
};

/** One word of the text: its letters, and which whitespace-separated chunk it came from. */
export interface Part {
  text: string;
  chunk: number;
}

/**
 * The words of a text as the checker reads them. `one` is what a 1 inside a word stands for
 * ("k1ll" → i, "ki11" → l): the caller reads both ways.
 */
export function readParts(text: string, one: 'i' | 'l'): Part[] {
  const chunks = foldCharacters(text)
    .replace(/['’ʼ`´]/g, '')
    .split(/\s+/)
    .filter(Boolean);
  const parts: Part[] = [];
  chunks.forEach((chunk, index) => {
    // Only inside words with letters: "3 bears" stays three bears, "kill!" ends with a "!".
    const read = /\p{L}/u.test(chunk)
      ? chunk
          .replace(/[0-9]/g, (d) => (d === '1' ? one : (LEET_DIGITS[d] ?? d)))
          .replace(/[@$!|+€](?=[@$!|+€]*\p{L})/gu, (c) => LEET_SIGNS[c] ?? c)
      : chunk;
    for (const word of read.split(/[^\p{L}]+/u)) {
      if (word) parts.push({ text: word, chunk: index });
    }
  });
  return parts;
}
