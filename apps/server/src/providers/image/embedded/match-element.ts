import { FALLBACK_ICON, ICON_WORDS, MISLEADING_COMPOUNDS } from './icon-words';
import type { IconWordEntry, Placement } from './icon-words';

/** What a story element is drawn as. */
export interface ElementIcon {
  /** A name in the @iconify-json/noto set. */
  icon: string;
  placement: Placement;
  /** The vocabulary key that matched, or null when the neutral motif stands in. */
  matched: string | null;
}

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

const VOCABULARY: ReadonlyMap<string, IconWordEntry> = buildVocabulary();
// The longest key, in words, bounds the phrase windows the matcher tries.
const MAX_PHRASE_WORDS = Math.max(
  ...[...VOCABULARY.keys(), ...MISLEADING_COMPOUNDS].map((key) => key.split(' ').length),
);
const MISLEADING: ReadonlySet<string> = new Set(MISLEADING_COMPOUNDS);

/**
 * Finds the icon for one story element ("a purple balloon", "Dragons", "Sparky the dragon").
 * Tries phrases before single words, plural and case insensitive; within the words before a
 * preposition it prefers the last known noun, which in English is usually the head noun.
 * Unknown elements get the neutral motif rather than a guess.
 */
export function matchElement(element: string): ElementIcon {
  const tokens = tokenize(element);
  const breakAt = tokens.findIndex((token, i) => i > 0 && SEGMENT_BREAKS.has(token));
  const head = breakAt === -1 ? tokens : tokens.slice(0, breakAt);
  const found = findLastMatch(head) ?? findLastMatch(tokens);
  if (!found) return { icon: FALLBACK_ICON, placement: 'sky', matched: null };
  return { icon: found.entry.icon, placement: found.entry.placement, matched: found.key };
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

interface Match {
  key: string;
  entry: IconWordEntry;
}

function findLastMatch(tokens: readonly string[]): Match | null {
  let last: Match | null = null;
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
): { length: number; match: Match | null } {
  const longest = Math.min(MAX_PHRASE_WORDS, tokens.length - start);
  for (let length = longest; length >= 1; length--) {
    const words = tokens.slice(start, start + length);
    const lastWord = words[words.length - 1] ?? '';
    for (const singular of singularCandidates(lastWord)) {
      const phrase = [...words.slice(0, -1), singular].join(' ');
      if (MISLEADING.has(phrase)) return { length, match: null };
      const entry = VOCABULARY.get(phrase);
      if (entry) return { length, match: { key: phrase, entry } };
    }
  }
  return { length: 1, match: null };
}

function buildVocabulary(): Map<string, IconWordEntry> {
  const vocabulary = new Map<string, IconWordEntry>();
  for (const entry of ICON_WORDS) {
    for (const word of entry.words) {
      // A word listed twice would make the map depend on list order; the tests forbid it.
      if (!vocabulary.has(word)) vocabulary.set(word, entry);
    }
  }
  return vocabulary;
}

/** Every vocabulary key, for tests and diagnostics. */
export function listVocabulary(): string[] {
  return [...VOCABULARY.keys()];
}
