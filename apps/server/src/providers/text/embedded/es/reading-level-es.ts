import type { AgeBand, WordRange } from '../age-band';

/**
 * Spanish readability (docs/decisions/073): the Szigriszt-Pazos perspicuity index as the INFLESZ
 * scale reads it (Barrio-Cantalejo et al., 2008): 206.835 − 62.3 × syllables/words −
 * words/sentences. Higher is easier: above 80 "muy fácil" (children's books), 65–80 "bastante
 * fácil", 55–65 "normal". Flesch–Kincaid does not transfer: Spanish words have more syllables.
 */
export function inflesz(text: string): number {
  const words = spanishWords(text);
  if (words.length === 0) return 100;
  const sentences = Math.max(
    1,
    text.split(/[.!?…]+(?:\s|$)/).filter((s) => /\p{L}/u.test(s)).length,
  );
  const syllables = words.reduce((sum, w) => sum + countSyllables(w), 0);
  return 206.835 - (62.3 * syllables) / words.length - words.length / sentences;
}

/** The INFLESZ band each age band's stories fall within (higher is easier). */
export const INFLESZ_RANGES: Readonly<Record<AgeBand, WordRange>> = {
  toddler: { min: 80, max: 120 },
  'picture-book': { min: 68, max: 90 },
  'early-chapter': { min: 65, max: 88 },
  'middle-grade': { min: 62, max: 86 },
  teen: { min: 60, max: 86 },
};

export function spanishWords(text: string): string[] {
  return text.toLocaleLowerCase('es').match(/\p{L}+/gu) ?? [];
}

const STRONG = 'aeoáéíóú';
const VOWELS = 'aeiouáéíóúü';

/**
 * Syllables of a Spanish word by its vowel nuclei: two weak vowels (i, u) or a weak and a strong
 * one make a diphthong (one syllable); two strong vowels, or an accented í/ú next to a strong
 * vowel, are a hiatus (two). A silent u in que, qui, gue, gui and a final y count right.
 */
export function countSyllables(word: string): number {
  const w = word
    .toLocaleLowerCase('es')
    .replace(/q?u(?=[eéií])/g, (m) => (m === 'qu' ? 'q' : m))
    .replace(/gu(?=[eéií])/g, 'g');
  let count = 0;
  let previous = '';
  for (const letter of w) {
    if (!VOWELS.includes(letter)) {
      previous = '';
      continue;
    }
    const hiatus =
      previous !== '' &&
      ((STRONG.includes(previous) && STRONG.includes(letter)) ||
        'íú'.includes(previous) ||
        'íú'.includes(letter));
    if (previous === '' || hiatus) count++;
    previous = letter;
  }
  return Math.max(1, count);
}
