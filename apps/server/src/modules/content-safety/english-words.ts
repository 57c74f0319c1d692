import { readFileSync } from 'node:fs';
import wordListPath from 'word-list';
import { squeeze } from './letter-runs';

let words: Set<string> | undefined;

/**
 * Whether a (squeezed) string is an English word: ~274,000 of them from the `word-list` package,
 * read once on first use. A compound taints only with a real word beside the unsafe one
 * ("gunfire", "bloodbath"), so names that merely contain one ("Gunther", "Killian") pass.
 */
export function isEnglishWord(squeezed: string): boolean {
  words ??= new Set(
    readFileSync(wordListPath, 'utf8')
      .split('\n')
      .filter((w) => w.length >= 3)
      .map(squeeze),
  );
  return words.has(squeezed);
}
