import { escapeRegExp } from '../../../lib/escape-reg-exp';
import { CREATURES, IRREGULAR_PLURALS, THINGS } from '../embedded/lexicon';
import {
  parseNounPhrase,
  singularCandidates,
  type ElementKind,
  type NounPhrase,
} from '../embedded/noun-phrase';

/** A story element as scenes need it: the parent's words, what it is, and how to find it in text. */
export interface StoryElement {
  /** As the parent typed it: what a scene lists. */
  typed: string;
  kind: ElementKind;
  /** How a story names it: "the seaside", "Grandma's greenhouse", "Luna". */
  definite: string;
  /** Finds a mention (global): the whole phrase, or its head noun in the singular or the plural. */
  pattern: RegExp;
  /** Every form the embedded writer tells it by. */
  phrase: NounPhrase;
}

const LEADING =
  /^(?:a|an|the|my|our|your|his|her|their|some|many|lots of|two|three|four|five|six|seven|eight|nine|ten)\s+/i;
const BREAKS = /\s+(?:of|with|named|called|who|that|from|in|on|at|for|and|wearing|made)\s.*$/i;
const PLURAL_OF: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(IRREGULAR_PLURALS).map(([plural, singular]) => [singular, plural]),
);

/** Reads the three elements once per story. */
export function readStoryElements(
  elements: readonly string[],
  hero: string,
  heroTheir?: string,
): StoryElement[] {
  return elements.map((typed) => {
    const phrase = parseNounPhrase(typed, hero, heroTheir);
    return {
      typed: typed.trim(),
      kind: phrase.kind,
      definite: phrase.definite,
      pattern: mentionPattern(typed),
      phrase,
    };
  });
}

/** Whether `text` mentions the element (a stuffed bunny ↔ "bunnies", "the bunny"). */
export function mentions(text: string, element: StoryElement): boolean {
  element.pattern.lastIndex = 0;
  return element.pattern.test(text);
}

/** Parents type the same few words again and again; a pattern is built once per wording (bounded). */
const patterns = new Map<string, RegExp>();
const MAX_PATTERNS = 5_000;

function mentionPattern(typed: string): RegExp {
  let pattern = patterns.get(typed);
  if (!pattern) {
    if (patterns.size >= MAX_PATTERNS) patterns.clear();
    pattern = buildMentionPattern(typed);
    patterns.set(typed, pattern);
  }
  return pattern;
}

function buildMentionPattern(typed: string): RegExp {
  const core = typed
    .trim()
    .replace(/[.!?,;:]+$/, '')
    .replace(LEADING, '')
    .replace(/^[\p{L}]+['’]s\s+/u, '')
    .replace(BREAKS, '');
  const words = core.split(/\s+/).filter(Boolean);
  const head = (words[words.length - 1] ?? core).toLowerCase();
  const forms = new Set<string>([typed.trim(), core]);
  // A named toy or pet is mostly called by its name: "Pip".
  const name = /\s(?:called|named)\s+(.+)$/i.exec(typed.trim().replace(/[.!?,;:]+$/, ''))?.[1];
  if (name) forms.add(name);
  for (const form of nounForms(head)) forms.add(form);
  // "teddy bear" is often just "teddy"; only nouns, so "purple balloon" never matches "purple".
  const first = words[0]?.toLowerCase() ?? '';
  if (words.length === 2 && (THINGS.has(first) || CREATURES.has(first))) forms.add(first);
  const alternatives = [...forms]
    // Guessed singulars of short words ("bus" → "bu") would match anything.
    .filter((form) => form.length >= 3 || form === core)
    .sort((a, b) => b.length - a.length)
    .map((form) => escapeRegExp(form).replace(/\s+/g, '\\s+'));
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'giu');
}

/** The noun and its other number: bunny → bunnies, wolves → wolf, mouse → mice. */
function nounForms(word: string): string[] {
  const singulars = singularCandidates(word);
  const forms = new Set<string>([word, ...singulars]);
  for (const singular of singulars) {
    const irregular = PLURAL_OF[singular];
    if (irregular) forms.add(irregular);
    else if (/[^aeiou]y$/.test(singular)) forms.add(`${singular.slice(0, -1)}ies`);
    else if (/(s|x|z|ch|sh)$/.test(singular)) forms.add(`${singular}es`);
    else forms.add(`${singular}s`);
  }
  return [...forms];
}
