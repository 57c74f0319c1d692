import { CREATURES, FAMILY, PERSONS, PLACES, THINGS } from '../embedded/lexicon';
import { singularCandidates } from '../embedded/noun-phrase';
import { joined, plainDeterminer, wordsOf, type PassageWord } from './passage-words';
import {
  DETERMINERS,
  NOT_CHARACTERS,
  NOT_THERE_BEFORE,
  PLACE_WORDS,
  TITLES,
} from './scene-lexicon';

// A character word used as a describing word ("fairy lanterns", "the dragon's cave" is fine).
const isNounAfter = (word: string): boolean =>
  singularCandidates(word).some((w) => THINGS.has(w) || PLACES.has(w) || PLACE_WORDS.has(w)) ||
  /^(tale|tales|story|stories|lights|lanterns|dust|wings|song|songs|nest|food|queen|king)$/.test(
    word,
  );

/**
 * The people and creatures a passage shows, in its own words ("the Fairy Queen", "a little
 * painted rabbit", "Farmer Pip"), first mention first. Text the caller has blanked out (the
 * story's elements, the children's names) is skipped, and so is anyone only spoken of, compared
 * to ("like a sleepy cat") or too general to draw ("a friend").
 */
export function findCharacters(text: string, limit = 3): string[] {
  const words = wordsOf(text);
  const found: string[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < words.length && found.length < limit; i++) {
    const word = words[i];
    if (!word) continue;
    const named = titledName(text, words, i);
    if (named) {
      if (!seen.has(named.key)) {
        seen.add(named.key);
        found.push(named.phrase);
      }
      i = named.end;
      continue;
    }
    const head = characterHead(word);
    // "the giant's lace curtain" is about the curtain.
    if (!head || seen.has(head) || /'s$/.test(word.lower)) continue;
    const next = words[i + 1];
    // "fairy lanterns" are lanterns; "a baby owl" is the owl, found at the next word.
    if (next && joined(text, word, next)) {
      if (isNounAfter(next.lower) || (!next.capitalised && characterHead(next))) continue;
    }
    const start = phraseStart(text, words, i);
    if (onlyMentioned(text, words, start, i)) continue;
    // Without a determiner only a crowd is someone ("fireflies drifted by"); "ghost" alone is a word in passing.
    const bare = start === i;
    if (bare && word.lower === head) continue;
    seen.add(head);
    const phrase = bare
      ? word.lower
      : text.slice(words[start]?.start ?? 0, word.end).replace(/['’]s$/, '');
    found.push(
      plainDeterminer(phrase.replace(/^(The|A|An|Her|His|Their)\s/, (m) => m.toLowerCase())),
    );
  }
  return found;
}

/**
 * Stories reuse a small vocabulary, and every word of every passage is looked up here, so
 * answers are kept (up to a bound, as a chat model's words are endless).
 */
const heads = new Map<string, string | null>();
const MAX_REMEMBERED = 20_000;

function characterHead(word: PassageWord): string | undefined {
  const known = heads.get(word.lower);
  if (known !== undefined) return known ?? undefined;
  // "moon-rabbit" is a rabbit.
  const bare = word.lower.replace(/'s$/, '').split('-').at(-1) ?? '';
  const head = NOT_CHARACTERS.has(bare)
    ? undefined
    : singularCandidates(bare).find((w) => PERSONS.has(w) || CREATURES.has(w) || FAMILY.has(w));
  if (heads.size >= MAX_REMEMBERED) heads.clear();
  heads.set(word.lower, head ?? null);
  return head;
}

/** "Farmer Pip", "Mrs Crumble", "Grandma": a title and a name, or a family name on its own. */
function titledName(
  text: string,
  words: readonly PassageWord[],
  i: number,
): { phrase: string; key: string; end: number } | undefined {
  const word = words[i];
  if (!word?.capitalised || !TITLES.has(word.text.replace(/['’]s$/, ''))) return undefined;
  let end = i;
  while (words[end + 1]?.capitalised && joined(text, words[end], words[end + 1])) end++;
  if (end === i && !FAMILY.has(word.lower.replace(/'s$/, ''))) return undefined;
  const phrase = text.slice(word.start, words[end]?.end ?? word.end).replace(/['’]s$/, '');
  return { phrase, key: phrase.toLowerCase(), end };
}

/**
 * Someone compared to ("like gossiping neighbours"), dreamt of, or what someone else is ("Mia,
 * who was a good detective"): not another character in the picture.
 */
function onlyMentioned(
  text: string,
  words: readonly PassageWord[],
  start: number,
  head: number,
): boolean {
  for (let k = head - 1; k >= Math.min(start - 1, head - 3); k--) {
    const word = words[k];
    if (!word || !joined(text, word, words[k + 1])) return false;
    if (NOT_THERE_BEFORE.has(word.lower) || BEING.has(word.lower)) return true;
  }
  return false;
}

const BEING = new Set(['was', 'were', 'is', 'are', 'be', 'been', 'became', 'being']);

function phraseStart(text: string, words: readonly PassageWord[], head: number): number {
  let start = head;
  while (start > 0) {
    const previous = words[start - 1];
    if (!previous?.capitalised || DETERMINERS.has(previous.lower)) break;
    if (!joined(text, previous, words[start])) break;
    start--;
  }
  for (let k = start - 1, modifiers = 0; k >= 0 && modifiers <= 2; k--) {
    const word = words[k];
    if (!word || !joined(text, word, words[k + 1])) break;
    if (DETERMINERS.has(word.lower)) return k;
    if (word.capitalised || /'s$/.test(word.lower) || word.lower.length > 12) break;
    modifiers++;
  }
  return start;
}
