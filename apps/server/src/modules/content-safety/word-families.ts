import { runsOf, squeeze, type Runs } from './letter-runs';
import type { WordList } from './word-lists/types';

export interface Entry {
  /** The entry as listed, named in the refusal. */
  word: string;
  /** Its forms as letter runs (kill, kills, killed, killer…). */
  forms: readonly Runs[];
  /** Phrases: the words in a row, squeezed; the last one may be plural. */
  phrase?: { leading: readonly string[]; last: ReadonlySet<string> };
  compounds: boolean;
}

const plural = (word: string) =>
  /[^aeiou]y$/.test(word) ? [word, `${word.slice(0, -1)}ies`] : [word, `${word}s`, `${word}es`];

/**
 * "kill" → kills, killed, killer, killing, killable…; "gore" → gored, gory; "stab" → stabbed,
 * stabbing (a final consonant after one vowel doubles before an ending that starts with a vowel).
 */
function family(stem: string, endings: WordList['endings']): string[] {
  const forms = new Set(plural(stem));
  for (const ending of endings.afterConsonant) forms.add(stem + ending);
  const bases = stem.endsWith('e') ? [stem.slice(0, -1)] : [stem];
  if (/[^aeiou][aeiou][b-df-hj-np-tvz]$/.test(stem)) bases.push(stem + stem.slice(-1));
  for (const base of bases) {
    for (const ending of endings.afterVowelDroppingE) forms.add(base + ending);
  }
  return [...forms];
}

const entriesOf = (text: string) =>
  text
    .split(/[\n,;]/)
    .map((e) => e.trim())
    .filter(Boolean);

/** A list's entries with their forms, ready to match. */
export function compileEntries(list: WordList): Entry[] {
  return entriesOf(list.unsafe).map((raw) => {
    const compounds = raw.endsWith('*');
    const withFamily = compounds || raw.endsWith('+');
    const word = raw.replace(/[*+]$/, '');
    const words = word.split(/\s+/);
    if (words.length > 1) {
      const last = words.pop() ?? '';
      return {
        word,
        forms: [],
        phrase: { leading: words.map(squeeze), last: new Set(plural(last).map(squeeze)) },
        compounds: false,
      };
    }
    const forms = withFamily ? family(word, list.endings) : plural(word);
    return { word, forms: forms.map(runsOf), compounds };
  });
}

/** The allowed phrases of a list, as squeezed words: the last one may be plural. */
export const allowedPhrases = (list: WordList) =>
  entriesOf(list.allowed).map((phrase) => {
    const words = phrase.split(/\s+/);
    const last = words.pop() ?? '';
    return { leading: words.map(squeeze), last: new Set(plural(last).map(squeeze)) };
  });
