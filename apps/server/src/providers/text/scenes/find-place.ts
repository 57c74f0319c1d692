import { joined, plainDeterminer, wordsOf, type PassageWord } from './passage-words';
import {
  ARRIVAL_WORDS,
  DETERMINERS,
  NOT_THERE_BEFORE,
  PLACE_PHRASES,
  PLACE_WORDS,
} from './scene-lexicon';

/** A place named in a passage, in the passage's own words ("the Whispering Wood", "Grandma's greenhouse"). */
export interface FoundPlace {
  phrase: string;
  /** The bare place noun, lower case: "wood", "greenhouse", "space station". */
  head: string;
  /** Named after "into", "to", "reached"…: the passage goes there. */
  arriving: boolean;
}

// Nouns that turn a place word into a thing ("sea shells", "school bag"): not somewhere to be.
const THINGS_AFTER = new Set(
  'shell shells bag bags bell bells light lights lantern lanterns song songs creature creatures animal animals dust water bus uniform friends friend breeze map maps'.split(
    ' ',
  ),
);
// Words that can sit between a determiner and a place: "the dark old forest". Function words end it.
const NOT_MODIFIERS = new Set(
  'and or but to into then was were is are had has went came of in on at by with from for'.split(
    ' ',
  ),
);

/** Every place a passage names, in order. */
export function findPlaces(text: string): FoundPlace[] {
  const words = wordsOf(text);
  const found: FoundPlace[] = [];
  for (let i = 0; i < words.length; i++) {
    const head = placeHead(words, i);
    if (!head) continue;
    const last = i + head.length - 1;
    const next = words[last + 1];
    if (
      next &&
      !next.capitalised &&
      joined(text, words[last], next) &&
      THINGS_AFTER.has(next.lower)
    )
      continue;
    const start = head.name === 'home' ? homeStart(words, i) : phraseStart(text, words, i);
    const before = words[start - 1];
    const touching = before !== undefined && joined(text, before, words[start]);
    if (touching && NOT_THERE_BEFORE.has(before.lower)) continue;
    const end = nameAfter(text, words, last);
    const phrase = text.slice(words[start]?.start ?? 0, words[end]?.end ?? 0);
    const bareHome = head.name === 'home' && start === i;
    found.push({
      phrase: lowerDeterminer(plainDeterminer(phrase)),
      head: head.name,
      // "went home", "the way home", "at home": a bare "home" is always where someone is or goes.
      arriving: bareHome || (touching && ARRIVAL_WORDS.has(before.lower)),
    });
    i = end;
  }
  return found;
}

/**
 * Where a passage happens: the last place it goes into or is in ("into the wood", "at the
 * fair"). A place only named in passing ("the top of Cloud Mountain") does not move the scene;
 * `named` accepts one anyway (a story's own place element, or the story's first passage).
 * "home" on its own means the hero's home; the caller knows whose.
 */
export function findPlace(
  text: string,
  named: (place: FoundPlace) => boolean = () => false,
): FoundPlace | undefined {
  const places = findPlaces(text);
  return places.filter((place) => place.arriving).at(-1) ?? places.find(named);
}

function placeHead(
  words: readonly PassageWord[],
  i: number,
): { name: string; length: number } | undefined {
  const word = words[i];
  if (!word) return undefined;
  const pair = `${word.lower} ${words[i + 1]?.lower ?? ''}`;
  if (PLACE_PHRASES.includes(pair)) return { name: pair, length: 2 };
  const bare = word.lower.replace(/'s$/, '');
  if (PLACE_WORDS.has(bare)) return { name: bare, length: 1 };
  if (bare.endsWith('s') && PLACE_WORDS.has(bare.slice(0, -1)))
    return { name: bare.slice(0, -1), length: 1 };
  return undefined;
}

/** "Mia's home", "a home" keep their determiner; "the way home" is just "home". */
function homeStart(words: readonly PassageWord[], head: number): number {
  const previous = words[head - 1];
  return previous && (DETERMINERS.has(previous.lower) || /'s$/.test(previous.lower))
    ? head - 1
    : head;
}

/** Back over a name ("Whispering Wood") and up to two describing words to a determiner, if there is one. */
function phraseStart(text: string, words: readonly PassageWord[], head: number): number {
  let start = head;
  if (words[head]?.capitalised) {
    while (start > 0) {
      const previous = words[start - 1];
      const current = words[start];
      if (!previous || !current || !previous.capitalised || DETERMINERS.has(previous.lower)) break;
      if (!joined(text, previous, current)) break;
      start--;
    }
  }
  for (let k = start - 1, modifiers = 0; k >= 0 && modifiers <= 2; k--) {
    const word = words[k];
    const after = words[k + 1];
    if (!word || !after || !joined(text, word, after)) break;
    if (DETERMINERS.has(word.lower) || /'s$/.test(word.lower)) return k;
    if (word.capitalised || NOT_MODIFIERS.has(word.lower)) break;
    modifiers++;
  }
  return start;
}

/** "the village of Bramblewick", "the Valley of Colours": a name after "of" belongs to the place. */
function nameAfter(text: string, words: readonly PassageWord[], last: number): number {
  const of = words[last + 1];
  const name = words[last + 2];
  if (of?.lower !== 'of' || !name?.capitalised || !joined(text, words[last], of)) return last;
  let end = last + 2;
  while (words[end + 1]?.capitalised && joined(text, words[end], words[end + 1])) end++;
  return end;
}

function lowerDeterminer(phrase: string): string {
  return phrase.replace(/^(The|A|An|My|His|Her|Their|Our|Some)\s/, (m) => m.toLowerCase());
}
