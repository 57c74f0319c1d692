import { ICON_WORDS, MISLEADING_COMPOUNDS } from './icon-words';
import type { IconWordEntry } from './icon-words';
import { PERSON_ROLES } from './person-roles';
import type { PersonRole } from './person-roles';
import { PLACE_WORDS } from './place-words';
import type { PlaceEntry } from './place-words';

/** What a story's words name: a place (a backdrop), a person (a figure) or a thing (a prop). */
export type Subject =
  | { kind: 'place'; key: string; place: PlaceEntry }
  | { kind: 'person'; key: string; role: PersonRole }
  | { kind: 'thing'; key: string; entry: IconWordEntry };

type Meaning =
  | { kind: 'place'; place: PlaceEntry }
  | { kind: 'person'; role: PersonRole }
  | { kind: 'thing'; entry: IconWordEntry };

// Words after which an element describes something else ("a cat with a hat" is a cat).
const SEGMENT_BREAKS = new Set([
  'with',
  'of',
  'in',
  'on',
  'from',
  'for',
  'that',
  'who',
  'which',
  'named',
  'called',
  'at',
  'under',
  'inside',
  'near',
  'by',
  'and',
  'or',
  'to',
  'into',
  'behind',
  'above',
  'without',
]);

const IRREGULAR_SINGULARS: Readonly<Record<string, string>> = {
  mice: 'mouse',
  geese: 'goose',
  teeth: 'tooth',
  feet: 'foot',
  octopi: 'octopus',
  cacti: 'cactus',
  children: 'child',
  people: 'person',
  oxen: 'ox',
  dwarves: 'dwarf',
  fungi: 'fungus',
  loaves: 'loaf',
  knives: 'knife',
  wolves: 'wolf',
  elves: 'elf',
  calves: 'calf',
  leaves: 'leaf',
  scarves: 'scarf',
  dice: 'dice',
};

const VOCABULARY: ReadonlyMap<string, Meaning> = buildVocabulary();
// The longest key, in words, bounds the phrase windows the matcher tries.
const MAX_PHRASE_WORDS = Math.max(
  ...[...VOCABULARY.keys(), ...MISLEADING_COMPOUNDS].map((key) => key.split(' ').length),
);
const MISLEADING: ReadonlySet<string> = new Set(MISLEADING_COMPOUNDS);

/**
 * Finds what one story element names ("a purple balloon", "Grandma's greenhouse", "Sparky the
 * dragon"). Tries phrases before single words, plural and case insensitive; within the words
 * before a preposition it prefers the last known noun, which in English is usually the head noun.
 * Null when no word is known: the caller draws a neutral motif rather than a guess.
 */
export function matchSubject(element: string): Subject | null {
  const tokens = tokenize(element);
  const breakAt = tokens.findIndex((token, i) => i > 0 && SEGMENT_BREAKS.has(token));
  const head = breakAt === -1 ? tokens : tokens.slice(0, breakAt);
  return findLastMatch(head) ?? findLastMatch(tokens);
}

/** Lower-case words without accents, apostrophes or possessive "'s"; hyphens split words. */
export function tokenize(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]s\b/g, '')
    .replace(/['’`]/g, '')
    .split(/[^a-z]+/)
    .filter((token) => token.length > 0);
}

/** Singular forms to try for a word, most likely first; the vocabulary decides which is real. */
export function singularCandidates(word: string): string[] {
  const candidates = [word];
  const irregular = IRREGULAR_SINGULARS[word];
  if (irregular) candidates.push(irregular);
  if (word.length > 3 && word.endsWith('ies')) candidates.push(`${word.slice(0, -3)}y`);
  if (word.length > 3 && word.endsWith('ves'))
    candidates.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (word.length > 3 && word.endsWith('es')) candidates.push(word.slice(0, -2));
  if (word.length > 2 && word.endsWith('s') && !word.endsWith('ss'))
    candidates.push(word.slice(0, -1));
  return candidates;
}

function findLastMatch(tokens: readonly string[]): Subject | null {
  let last: Subject | null = null;
  let i = 0;
  while (i < tokens.length) {
    const step = matchAt(tokens, i);
    if (step.match) last = step.match;
    i += step.length;
  }
  return last;
}

// Greedy longest phrase starting at `start`; a misleading compound consumes its words silently.
function matchAt(
  tokens: readonly string[],
  start: number,
): { length: number; match: Subject | null } {
  const longest = Math.min(MAX_PHRASE_WORDS, tokens.length - start);
  for (let length = longest; length >= 1; length--) {
    const words = tokens.slice(start, start + length);
    const lastWord = words[words.length - 1] ?? '';
    for (const singular of singularCandidates(lastWord)) {
      const phrase = [...words.slice(0, -1), singular].join(' ');
      if (MISLEADING.has(phrase)) return { length, match: null };
      const meaning = VOCABULARY.get(phrase);
      if (meaning) return { length, match: { ...meaning, key: phrase } };
    }
  }
  return { length: 1, match: null };
}

// Places first, then people, then things: a word in two lists means the first (the tests keep
// the lists apart, so this only matters while someone is adding words).
function buildVocabulary(): Map<string, Meaning> {
  const vocabulary = new Map<string, Meaning>();
  const add = (words: readonly string[], meaning: Meaning): void => {
    for (const word of words) if (!vocabulary.has(word)) vocabulary.set(word, meaning);
  };
  for (const place of PLACE_WORDS) add(place.words, { kind: 'place', place });
  for (const role of PERSON_ROLES) add(role.words, { kind: 'person', role });
  for (const entry of ICON_WORDS) add(entry.words, { kind: 'thing', entry });
  return vocabulary;
}

/** Every vocabulary key, for tests and diagnostics. */
export function listVocabulary(): string[] {
  return [...VOCABULARY.keys()];
}
