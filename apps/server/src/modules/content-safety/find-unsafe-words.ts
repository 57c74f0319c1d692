import { isEnglishWord } from './english-words';
import { readParts, type Part } from './read-words';
import { runsMatchAt, runsOf, squeeze, type Runs } from './letter-runs';
import { allowedPhrases, compileEntries, type Entry } from './word-families';
import { WORD_LISTS } from './word-lists';

interface Phrase {
  leading: readonly string[];
  last: ReadonlySet<string>;
}

const ENTRIES: Entry[] = WORD_LISTS.flatMap(compileEntries);
const ALLOWED: Phrase[] = WORD_LISTS.flatMap(allowedPhrases);
/**
 * Allowed phrases written as one word ("watergun", "killerwhales") — unless that word is itself a
 * listed one: "put a" is allowed as two English words, "p.u.t.a" is still the Spanish one.
 */
const LISTED_SHAPES = new Set(ENTRIES.flatMap((e) => e.forms.map((f) => f.shape)));
const ALLOWED_JOINED = new Set(
  ALLOWED.flatMap((p) => [...p.last].map((last) => squeeze(p.leading.join('') + last))).filter(
    (joined) => !LISTED_SHAPES.has(joined),
  ),
);
/** Every form of every entry, by its shape ("kil" for kill): a word is looked up by its own. */
const FORMS_BY_SHAPE = new Map<string, Runs[]>();
for (const entry of ENTRIES) {
  for (const form of entry.forms) {
    FORMS_BY_SHAPE.set(form.shape, [...(FORMS_BY_SHAPE.get(form.shape) ?? []), form]);
  }
}
/** Forms that make compounds, by their first and by their last two letters (squeezed). */
const COMPOUND_STARTS = new Map<string, Runs[]>();
const COMPOUND_ENDS = new Map<string, Runs[]>();
for (const form of ENTRIES.filter((e) => e.compounds).flatMap((e) => e.forms)) {
  for (const [index, key] of [
    [COMPOUND_STARTS, form.shape.slice(0, 2)],
    [COMPOUND_ENDS, form.shape.slice(-2)],
  ] as const) {
    index.set(key, [...(index.get(key) ?? []), form]);
  }
}
/**
 * The least letters (squeezed) of the other word in a compound: after the unsafe one four, so
 * names like Gunter and Killian are no "gun" + "ter"; before it three ("sexbomb").
 */
const MIN_WORD_AFTER = 4;
const MIN_WORD_BEFORE = 3;

/** Letters a word may have and still be one of a spelled-out run ("k i l l", "ki ll"). */
const SHORT = 2;

/**
 * The words in `text` that do not belong in a children's story, as the checker read them (lower
 * case, each once): "k.i.l.l" is reported as "kill". See docs/content-safety.md for every
 * disguise it sees through.
 */
export function findUnsafeWords(text: string): string[] {
  const found = new Set<string>();
  for (const one of ['i', 'l'] as const) {
    const parts = readParts(text, one);
    if (one === 'l' && !/1/.test(text)) break;
    for (const word of unsafeIn(parts)) found.add(word);
  }
  return [...found];
}

function unsafeIn(parts: Part[]): string[] {
  const squeezed = parts.map((p) => squeeze(p.text));
  const allowed = allowedSpans(squeezed);
  const found: string[] = [];
  const check = (from: number, to: number, compounds: boolean) => {
    if (allowed.slice(from, to).every(Boolean)) return;
    const joined = parts
      .slice(from, to)
      .map((p) => p.text)
      .join('');
    if (ALLOWED_JOINED.has(squeeze(joined))) return;
    const runs = runsOf(joined);
    const isForm = (FORMS_BY_SHAPE.get(runs.shape) ?? []).some((form) =>
      runsMatchAt(runs, 0, form),
    );
    if (isForm || (compounds && isCompound(joined, runs))) found.push(joined);
  };

  for (let i = 0; i < parts.length; i += 1) check(i, i + 1, true);
  // Letters held apart by punctuation: "k.i.l.l", "k-i-l-l", "blood-bath".
  for (let i = 0; i < parts.length;) {
    let j = i + 1;
    while (j < parts.length && parts[j]?.chunk === parts[i]?.chunk) j += 1;
    if (j - i > 1) check(i, j, true);
    i = j;
  }
  // Letters held apart by spaces: "k i l l", "ki ll", "k ill".
  for (let i = 0; i < parts.length;) {
    if ((parts[i]?.text.length ?? 0) > SHORT) {
      i += 1;
      continue;
    }
    let j = i + 1;
    while (j < parts.length && (parts[j]?.text.length ?? 0) <= SHORT) j += 1;
    if (j - i > 1) check(i, j, true);
    if (i > 0) check(i - 1, j, false);
    if (j < parts.length) check(i, j + 1, false);
    i = j;
  }
  for (const entry of ENTRIES) {
    if (entry.phrase) found.push(...phraseMatches(parts, squeezed, allowed, entry.phrase));
  }
  return found;
}

/**
 * A form of an unsafe word with another word after it ("gunfire", "bloodbath") — or before it
 * ("sexbomb", "megakill") in a word no dictionary knows; the dictionary's own words that end with
 * one are innocent (skill, begun, semiskilled) unless listed (shotgun, handgun).
 */
function isCompound(word: string, runs: Runs): boolean {
  for (const form of COMPOUND_STARTS.get(runs.shape.slice(0, 2)) ?? []) {
    const n = form.counts.length;
    if (runs.counts.length < n + 1) continue;
    if (runsMatchAt(runs, 0, form) && isOtherWord(runs.shape.slice(n), MIN_WORD_AFTER)) return true;
  }
  if (isEnglishWord(squeeze(word))) return false;
  for (const form of COMPOUND_ENDS.get(runs.shape.slice(-2)) ?? []) {
    const at = runs.counts.length - form.counts.length;
    if (at < 1) continue;
    if (runsMatchAt(runs, at, form) && isOtherWord(runs.shape.slice(0, at), MIN_WORD_BEFORE)) {
      return true;
    }
  }
  return false;
}

const isOtherWord = (squeezed: string, min: number) =>
  squeezed.length >= min && isEnglishWord(squeezed);

function matchesAt(words: readonly string[], at: number, phrase: Phrase): boolean {
  const n = phrase.leading.length;
  if (at + n >= words.length) return false;
  return (
    phrase.leading.every((w, k) => words[at + k] === w) && phrase.last.has(words[at + n] ?? '')
  );
}

/** Which words belong to an allowed phrase ("killer whale", "water gun"): they are not checked. */
function allowedSpans(words: readonly string[]): boolean[] {
  const allowed = words.map(() => false);
  for (let at = 0; at < words.length; at += 1) {
    for (const phrase of ALLOWED) {
      if (!matchesAt(words, at, phrase)) continue;
      for (let k = 0; k <= phrase.leading.length; k += 1) allowed[at + k] = true;
    }
  }
  return allowed;
}

function phraseMatches(
  parts: readonly Part[],
  words: readonly string[],
  allowed: boolean[],
  phrase: Phrase,
): string[] {
  const found: string[] = [];
  for (let at = 0; at < words.length; at += 1) {
    if (allowed[at] || !matchesAt(words, at, phrase)) continue;
    const typed = parts.slice(at, at + phrase.leading.length + 1).map((p) => p.text);
    found.push(typed.join(' '));
  }
  return found;
}
