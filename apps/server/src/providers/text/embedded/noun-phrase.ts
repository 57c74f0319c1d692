import {
  ADJECTIVES,
  CREATURES,
  FAMILY,
  IRREGULAR_PLURALS,
  MASS,
  PERSONS,
  PLACES,
  SAME_PLURAL,
  SINGULAR_S,
  SKY,
  THINGS,
  UNIQUE,
} from './lexicon';

/** How an element can take part in a story: creatures talk and help, things are found, places visited, sky things shine. */
export type ElementKind = 'creature' | 'thing' | 'place' | 'sky';

/** A story element as the writer uses it, with every form a sentence may need. */
export interface NounPhrase {
  /** First mention: "a dragon", "an owl", "some dragons", "some ice cream", "the moon", "Luna". */
  indefinite: string;
  /** Later mentions: "the dragon", "the dragons", "Luna", "Mia's teddy bear". */
  definite: string;
  /** Bare noun for titles: "Purple Balloon". */
  titleForm: string;
  plural: boolean;
  /** A named one (Luna, Grandma): never takes an article. */
  proper: boolean;
  /** Person or named character: never "it". */
  personal: boolean;
  kind: ElementKind;
  /**
   * The child's own toy or pet ("a stuffed bunny called Pip", "my dog"): it comes from home with
   * the hero and stays all story, rather than being found on the way.
   */
  companion: boolean;
}

const PLURAL_QUANTIFIERS = new Set([
  'some',
  'many',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'lots',
  'several',
  'few',
  'hundreds',
  'thousands',
  'dozens',
  'all',
  'these',
  'those',
]);
const NUMBERS = new Set(['two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten']);
const POSSESSIVES = new Set(['my', 'our', 'your', 'his', 'her', 'their']);
/** Named landmarks that English gives "the": the Eiffel Tower, the Amazon River. */
const THE_LANDMARKS = new Set([
  'tower',
  'river',
  'ocean',
  'sea',
  'mountains',
  'islands',
  'canal',
  'express',
  'desert',
]);
const PHRASE_BREAKS = new Set([
  'of',
  'with',
  'named',
  'called',
  'who',
  'that',
  'from',
  'in',
  'on',
  'at',
  'for',
  'and',
  'wearing',
  'made',
]);

/** Vowel letters that sound like consonants ("a unicorn", "a one-eyed cat") and silent h ("an hour"). */
const CONSONANT_SOUND =
  /^(uni|use|usu|uti|ute|ura|ure|uri|uro|uku|ufo|uvu|ubi|eu|ewe|one\b|one-|once)/;
const VOWEL_SOUND_H = /^(hour|honest|honou?r|heir)/;

/** "a" or "an" by sound, not spelling, for the word that follows. */
export function articleFor(phrase: string): 'a' | 'an' {
  const word = phrase.trim();
  const lower = word.toLowerCase();
  if (/^[A-Z]{2,}\b/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? 'an' : 'a'; // acronyms: "an MRI", "a UFO"
  if (VOWEL_SOUND_H.test(lower)) return 'an';
  if (/^[aeiou]/.test(lower) && !CONSONANT_SOUND.test(lower)) return 'an';
  return 'a';
}

/** Singular candidates for a word, most likely first, so "wolves" finds "wolf" and "foxes" finds "fox". */
export function singularCandidates(word: string): string[] {
  const irregular = IRREGULAR_PLURALS[word];
  if (irregular) return [irregular];
  const out = [word];
  if (word.endsWith('ies')) out.push(`${word.slice(0, -3)}y`);
  if (word.endsWith('ves')) out.push(`${word.slice(0, -3)}f`, `${word.slice(0, -3)}fe`);
  if (/(s|x|z|ch|sh)es$/.test(word)) out.push(word.slice(0, -2));
  if (word.endsWith('s')) out.push(word.slice(0, -1));
  return out;
}

function isPluralNoun(head: string): boolean {
  if (head in IRREGULAR_PLURALS) return true;
  if (SAME_PLURAL.has(head) || SINGULAR_S.has(head)) return false;
  return /[^su']s$/.test(head) && !/(ss|us|is)$/.test(head);
}

function inSet(set: ReadonlySet<string>, words: readonly string[]): boolean {
  const last = words[words.length - 1] ?? '';
  const pair = words.slice(-2).join('-');
  return set.has(pair) || singularCandidates(last).some((w) => set.has(w));
}

function kindOf(words: readonly string[]): ElementKind {
  if (inSet(PERSONS, words) || inSet(CREATURES, words)) return 'creature';
  if (inSet(SKY, words)) return 'sky';
  if (inSet(PLACES, words)) return 'place';
  return 'thing';
}

/** Text before "of", "with", "named"…: its last word is the noun that decides number and kind. */
function headWords(lowerWords: readonly string[]): string[] {
  const stop = lowerWords.findIndex((w, i) => i > 0 && PHRASE_BREAKS.has(w));
  const core = stop > 0 ? lowerWords.slice(0, stop) : lowerWords;
  return core.map((w) => w.replace(/'s$/, '').replace(/[^\p{Ll}-]/gu, '')).filter(Boolean);
}

function isKnownWord(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    ADJECTIVES.has(lower) ||
    [PERSONS, CREATURES, PLACES, SKY, MASS, THINGS].some((set) =>
      singularCandidates(lower).some((w) => set.has(w)),
    )
  );
}

/**
 * Reads a story element the way a parent means it. Title case made only of ordinary words
 * ("Purple Balloon") is an ordinary noun; other capitals ("Luna", "Eiffel Tower") are names.
 */
export function parseNounPhrase(raw: string, hero: string, heroTheir?: string): NounPhrase {
  const text = raw
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!?,;:]+$/, '');
  let words = text.split(' ');
  const first = (words[0] ?? '').toLowerCase();
  let determiner: 'indefinite' | 'definite' | 'plural' | 'possessive' | undefined;
  let quantifier = '';
  if ((first === 'a' || first === 'an') && words.length > 1) determiner = 'indefinite';
  else if (first === 'the' && words.length > 1) determiner = 'definite';
  else if (POSSESSIVES.has(first) && words.length > 1) determiner = 'possessive';
  else if (PLURAL_QUANTIFIERS.has(first) && words.length > 1) {
    determiner = 'plural';
    quantifier = first;
    if (
      (first === 'lots' || first === 'hundreds' || first === 'thousands' || first === 'dozens') &&
      words[1]?.toLowerCase() === 'of'
    ) {
      quantifier = `${first} of`;
      words = words.slice(1);
    }
  }
  if (determiner) words = words.slice(1);

  const lowerWords = words.map((w) => w.toLowerCase());
  const head = headWords(lowerWords);
  const headNoun = head[head.length - 1] ?? lowerWords[lowerWords.length - 1] ?? '';
  const titleCased = words.every((w) => /^\p{Lu}/u.test(w));
  const ordinaryTitleCase = titleCased && words.every(isKnownWord);
  const family = !determiner && words.length === 1 && FAMILY.has(headNoun);
  const proper =
    family ||
    (determiner !== 'possessive' && /^\p{Lu}/u.test(words[0] ?? '') && !ordinaryTitleCase);
  const name = namedAs(words);
  // Only the first word's capital is the sentence's; a name further on is kept as typed.
  const core = proper
    ? family
      ? capitalizeWord(words.join(' '))
      : words.join(' ')
    : [
        ...words
          .slice(0, name ? words.length - name.words : words.length)
          .map((w, i) => (i > 0 && /^\p{Lu}/u.test(w) && !isKnownWord(w) ? w : w.toLowerCase())),
        ...(name ? [name.text] : []),
      ].join(' ');
  const kind = proper && !inSet(PLACES, head) && !inSet(SKY, head) ? 'creature' : kindOf(head);
  const mass = !proper && inSet(MASS, head) && !isPluralNoun(headNoun);
  const plural = determiner === 'plural' || (!proper && !mass && isPluralNoun(headNoun));
  const unique = !proper && inSet(UNIQUE, head);
  const personal = proper || inSet(PERSONS, head) || name !== null;
  const companion =
    !proper &&
    !plural &&
    (head.some((w) => TOY_WORDS.has(w)) ||
      (kind === 'creature' &&
        !inSet(PERSONS, head) &&
        (determiner === 'possessive' || name !== null) &&
        inSet(PETS, head)));
  const titleForm = name ? name.text : words.map(capitalizeWord).join(' ');

  if (proper) {
    const lastWord = lowerWords[lowerWords.length - 1] ?? '';
    const takesThe = determiner === 'definite' || (words.length > 1 && THE_LANDMARKS.has(lastWord));
    const name = takesThe ? `the ${core}` : core;
    return {
      indefinite: name,
      definite: name,
      titleForm: name,
      plural: false,
      proper,
      personal,
      kind,
      companion: false,
    };
  }
  const base = { titleForm, plural, proper, personal, kind, companion };
  // The hero's own: "her grandmother's greenhouse" when the profile gives pronouns, else by name.
  const owner = heroTheir ?? possessive(hero, false);
  if (determiner === 'possessive') {
    const owned = `${owner} ${core}`;
    // "her grandmother's greenhouse" is Maya's grandmother's greenhouse once, then the greenhouse.
    const chained = /['’]s$/.test(words[words.length - 2] ?? '') && !name;
    const later = name ? name.text : chained ? `the ${lowerWords.at(-1)}` : `the ${core}`;
    return { ...base, indefinite: owned, definite: later };
  }
  if (companion) {
    // A toy or a pet is the hero's own from the first mention: "her stuffed bunny Pip".
    const kind = name
      ? core.slice(0, core.length - name.text.length).replace(/\s+(called|named)\s*$/i, '')
      : core;
    return {
      ...base,
      indefinite: name ? `${owner} ${kind} ${name.text}` : `${owner} ${core}`,
      definite: name ? name.text : `the ${core}`,
    };
  }
  if (name) {
    const first = determiner === 'definite' ? `the ${core}` : `${articleFor(core)} ${core}`;
    return { ...base, indefinite: first, definite: name.text };
  }
  const numbered = determiner === 'plural' && NUMBERS.has(quantifier);
  const definite = numbered ? `the ${quantifier} ${core}` : `the ${core}`;
  let indefinite: string;
  if (determiner === 'definite' || unique) indefinite = definite;
  else if (determiner === 'plural') indefinite = `${quantifier} ${core}`;
  else if (plural || mass) indefinite = `some ${core}`;
  else indefinite = `${articleFor(core)} ${core}`;
  return { ...base, indefinite, definite };
}

/** Toys are companions from home, whatever animal they are shaped like. */
const TOY_WORDS = new Set([
  'teddy',
  'teddybear',
  'stuffed',
  'plush',
  'cuddly',
  'toy',
  'doll',
  'dolly',
]);
/** Animals a family keeps: "my dog" comes from home; "a dragon" is met on the way. */
const PETS = new Set([
  'dog',
  'puppy',
  'cat',
  'kitten',
  'kitty',
  'hamster',
  'rabbit',
  'bunny',
  'guinea-pig',
  'pony',
  'goldfish',
  'fish',
  'tortoise',
  'turtle',
  'parrot',
  'budgie',
  'mouse',
  'gerbil',
  'lizard',
]);

/**
 * The name in "a stuffed bunny called Pip" / "a dog named max": the words after the last
 * "called" or "named", as typed but with a capital (a name typed in lower case is still a name).
 */
function namedAs(words: readonly string[]): { text: string; words: number } | null {
  let at = -1;
  words.forEach((w, i) => {
    if (i > 0 && /^(called|named)$/i.test(w)) at = i;
  });
  if (at < 0 || at === words.length - 1) return null;
  const rest = words.slice(at + 1);
  return { text: rest.map(capitalizeWord).join(' '), words: rest.length };
}

function capitalizeWord(word: string): string {
  return word.charAt(0).toUpperCase() + word.slice(1);
}

/** "Mia's", "James's", "the princess's", "the dragons'", "the mice's". */
export function possessive(name: string, plural: boolean): string {
  return plural && name.endsWith('s') ? `${name}'` : `${name}'s`;
}
