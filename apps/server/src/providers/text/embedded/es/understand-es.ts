import { understandElement, type ElementSense } from '../understand/understand-element';
import {
  ACTIVITIES,
  adjectiveQuality,
  FAMILY,
  genderFromEnding,
  NOUNS,
  type Gender,
  type SpanishNoun,
} from './lexicon-es';

/**
 * A Spanish story element, read the way a Spanish-speaking parent means it (docs/decisions/073):
 * "una oca gruñona llamada Coronel" is an animal, an oca (feminine), named Coronel, gruñona. The
 * neutral part (`sense`) is what the English reader makes of the same element, so the plan and
 * the neutral lexicons (a goose's home is the pond) work unchanged; the rest is how Spanish says
 * it: its gender and number, the parent's own words and article kept.
 */
export interface SpanishElement {
  /** Kind, head (in the neutral lexicons' words), owner, qualities; first/short in Spanish. */
  sense: ElementSense;
  gender: Gender;
  plural: boolean;
  /** The noun as the story names it: "oca", "libro de cocina", "botas". */
  noun: string;
  /** The parent's adjectives, as typed (they already agree with the noun). */
  adjectives: string[];
  /** With the definite article and the parent's words: "la oca gruñona", "el libro de cocina perdido". */
  definite: string;
  /** Feminine but "el hada" in the singular. */
  elBefore?: boolean;
  /** The family word of an owner brought into the story ("abuela" of "la cocina de su abuela"). */
  ownerFamily?: string;
}

interface Determiner {
  gender?: Gender;
  plural: boolean;
  definite: boolean;
  hero?: boolean;
}

const DETERMINERS: Readonly<Record<string, Determiner>> = {
  un: { gender: 'm', plural: false, definite: false },
  una: { gender: 'f', plural: false, definite: false },
  unos: { gender: 'm', plural: true, definite: false },
  unas: { gender: 'f', plural: true, definite: false },
  el: { gender: 'm', plural: false, definite: true },
  la: { gender: 'f', plural: false, definite: true },
  los: { gender: 'm', plural: true, definite: true },
  las: { gender: 'f', plural: true, definite: true },
  mi: { plural: false, definite: true, hero: true },
  tu: { plural: false, definite: true, hero: true },
  su: { plural: false, definite: true, hero: true },
  mis: { plural: true, definite: true, hero: true },
  tus: { plural: true, definite: true, hero: true },
  sus: { plural: true, definite: true, hero: true },
  nuestro: { gender: 'm', plural: false, definite: true, hero: true },
  nuestra: { gender: 'f', plural: false, definite: true, hero: true },
  dos: { plural: true, definite: false },
  tres: { plural: true, definite: false },
  cuatro: { plural: true, definite: false },
};

/** Nouns that are either gender, as the parent's article says: "la astronauta", "el pirata". */
const EITHER = new Set(['astronauta', 'pirata', 'gigante', 'extraterrestre', 'profe', 'robot']);
/** Before the noun, these are adjectives: "mi pequeño dragón", "un viejo mapa". */
const BEFORE_NOUN = new Set(['pequeño', 'pequeña', 'viejo', 'vieja', 'gran', 'nuevo', 'nueva']);
const NUMBERS_EN: Readonly<Record<string, string>> = { dos: 'two', tres: 'three', cuatro: 'four' };

const lower = (text: string) => text.toLocaleLowerCase('es');
const cap = (text: string) => text.charAt(0).toLocaleUpperCase('es') + text.slice(1);

/** The definite article of a noun: el, la, los, las ("el hada"). */
export function definiteArticle(gender: Gender, plural: boolean, elBefore = false): string {
  if (plural) return gender === 'f' ? 'las' : 'los';
  return gender === 'f' && !elBefore ? 'la' : 'el';
}

export function indefiniteArticle(gender: Gender, plural: boolean, elBefore = false): string {
  if (plural) return gender === 'f' ? 'unas' : 'unos';
  return gender === 'f' && !elBefore ? 'una' : 'un';
}

/** The lexicon's singular of a plural word: "gallinas" → "gallina", "ratones" → "ratón". */
function singularOf(word: string): string | undefined {
  if (!word.endsWith('s')) return undefined;
  const accented: Readonly<Record<string, string>> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };
  const candidates = [
    word.slice(0, -1),
    word.slice(0, -2),
    // "ratones" → "ratón", "camiones" → "camión".
    word
      .slice(0, -2)
      .replace(/([aeiou])(n|s)$/, (_m, v: string, c: string) => `${accented[v] ?? v}${c}`),
  ];
  return candidates.find((c) => c.length > 1 && c in NOUNS);
}

/** Reads one Spanish element; `hero` names the child (for an owner's phrase nobody typed). */
export function understandSpanishElement(raw: string): SpanishElement {
  const typed = raw
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!?,;:]+$/, '');
  const activity = ACTIVITIES[lower(typed)];
  if (activity) {
    const sense = understandElement(activity.en, '');
    sense.typed = typed;
    sense.first = activity.time;
    sense.short = activity.time;
    sense.time = activity.time;
    const room = NOUNS[activity.place];
    return {
      sense,
      gender: room?.gender ?? 'm',
      plural: false,
      noun: activity.place,
      adjectives: [],
      definite: activity.time,
    };
  }

  let words = typed.split(' ');
  // A name: "llamada Coronel", "que se llama Pip".
  let name: string | undefined;
  const calledAt = words.findIndex((w, i) => i > 0 && /^(llamad[oa]s?|de nombre)$/i.test(w));
  const queSeLlama = lower(words.join(' ')).indexOf(' que se llama');
  if (calledAt > 0 && calledAt < words.length - 1) {
    name = words
      .slice(calledAt + 1)
      .map(cap)
      .join(' ');
    words = words.slice(0, calledAt);
  } else if (queSeLlama > 0) {
    const before = words.join(' ').slice(0, queSeLlama).split(' ');
    name = words
      .slice(before.length + 3)
      .map(cap)
      .join(' ');
    words = before;
  }

  // The determiner: the parent's article says the gender and number of a noun we don't know.
  let determiner: Determiner | undefined;
  let determinerWord = '';
  if (words.length > 1 && lower(words[0] ?? '') in DETERMINERS) {
    determinerWord = lower(words[0] ?? '');
    determiner = DETERMINERS[determinerWord];
    words = words.slice(1);
  }

  // An owner at the end: "de su abuela", "del abuelo", "de la tía Rosa", "de Lucía".
  let ownerWords: string[] = [];
  let ownerFamily: string | undefined;
  for (let i = 1; i < words.length; i++) {
    const w = lower(words[i] ?? '');
    if (w !== 'de' && w !== 'del') continue;
    const rest = words.slice(i + 1);
    const restLower = rest.map(lower);
    const start = ['su', 'la', 'el', 'mi', 'tu', 'sus', 'los', 'las'].includes(restLower[0] ?? '')
      ? 1
      : 0;
    const who = restLower[start] ?? '';
    const whoTyped = rest[start] ?? '';
    if (rest.length === 0) break;
    if (
      who in FAMILY ||
      (start === 0 && w === 'de' && /^\p{Lu}/u.test(whoTyped) && rest.length <= 2)
    ) {
      // Not a compound noun the lexicon knows ("libro de cocina" stays a cookbook).
      const compound = lower(words.slice(0, i + 1 + rest.length).join(' '));
      if (Object.keys(NOUNS).some((k) => compound.startsWith(k) && k.split(' ').length > i)) break;
      ownerWords = words.slice(i);
      if (who in FAMILY) ownerFamily = who;
      words = words.slice(0, i);
      break;
    }
  }

  // The noun: the longest run the lexicon knows, else the first word that is not an adjective.
  const lowerWords = words.map(lower);
  let nounAt = 0;
  let nounLength = 1;
  let entry: SpanishNoun | undefined;
  let pluralOfKnown = false;
  search: for (let at = 0; at < lowerWords.length; at++)
    for (let length = Math.min(4, lowerWords.length - at); length >= 1; length--) {
      const candidate = lowerWords.slice(at, at + length).join(' ');
      if (candidate in NOUNS) {
        nounAt = at;
        nounLength = length;
        entry = NOUNS[candidate];
        break search;
      }
      // "las gallinas", "unos ratones": the plural of a noun the lexicon knows.
      const singular = singularOf(candidate);
      if (length === 1 && singular && !NOUNS[singular]?.plural) {
        nounAt = at;
        nounLength = length;
        entry = NOUNS[singular];
        pluralOfKnown = true;
        break search;
      }
    }
  if (!entry) {
    nounAt = lowerWords.findIndex((w) => !BEFORE_NOUN.has(w) && !adjectiveQuality(w));
    if (nounAt < 0) nounAt = 0;
  }
  let nounWords = words.slice(nounAt, nounAt + nounLength);
  let after = words.slice(nounAt + nounLength);
  const before = words.slice(0, nounAt);
  // A name after the noun: "el gato Churro", "su mejor amiga Jun".
  const last = after[after.length - 1];
  if (!name && last && /^\p{Lu}/u.test(last) && !adjectiveQuality(last)) {
    name = last;
    after = after.slice(0, -1);
  }
  // A capitalised word alone is a name ("Luna", "Abuela"), unless it is something in the sky.
  const alone = words.length === 1 && !determiner;
  let properName = false;
  if (alone && /^\p{Lu}/u.test(words[0] ?? '')) {
    properName = !(lower(words[0] ?? '') in FAMILY);
    if (properName) name = words[0];
  }
  const nounShown = properName ? '' : lower(nounWords.join(' '));
  if (properName) nounWords = [];
  const adjectives = [...before, ...after].map(lower);

  // Gender and number: the lexicon, then the parent's article, then the ending.
  const articleGender = determiner?.gender;
  let gender: Gender =
    entry && !(EITHER.has(nounShown) && articleGender)
      ? entry.gender
      : (articleGender ?? genderFromEnding(nounShown));
  if (entry?.elBefore && articleGender === 'm' && !determiner?.plural) gender = 'f';
  const plural =
    pluralOfKnown || (entry?.plural ?? determiner?.plural ?? /[^aeiouáéíóú]s$/.test(nounShown));
  const elBefore = entry?.elBefore && !plural;
  if (properName && name) gender = genderFromEnding(name);

  // The neutral reading: the same element in the English reader's words.
  const familyEn = ownerFamily ? FAMILY[ownerFamily]?.en : undefined;
  const qualities = adjectives.map(adjectiveQuality).filter((q): q is string => Boolean(q));
  const stuffed =
    /peluche/i.test(typed) && entry?.en !== 'teddy' && entry?.en !== 'toy' ? ['stuffed'] : [];
  const enDeterminer = determiner?.hero
    ? 'my'
    : familyEn
      ? 'my'
      : determinerWord in NUMBERS_EN
        ? NUMBERS_EN[determinerWord]
        : determiner?.definite
          ? 'the'
          : determiner?.plural
            ? 'some'
            : determiner
              ? 'a'
              : '';
  const ownerEn = familyEn
    ? `${familyEn}'s`
    : ownerWords.length > 0
      ? `${cap(ownerWords[ownerWords.length - 1] ?? '')}'s`
      : '';
  const head = properName ? (name ?? typed) : (entry?.en ?? nounShown);
  const english = [
    ownerWords.length > 0 && !familyEn ? '' : enDeterminer,
    ownerEn,
    ...stuffed,
    ...qualities.filter((q) => q !== 'false'),
    head,
    ...(name && !properName ? ['called', name] : []),
  ]
    .filter(Boolean)
    .join(' ');
  const sense = understandElement(english, 'HERO', 'their');
  sense.typed = typed;
  if (sense.kind === 'person' && properName) sense.name = name;

  // How the story names it in Spanish.
  const article = definiteArticle(gender, plural, elBefore);
  const parentWords = (phrase: string[]) => phrase.join(' ');
  const described = [...before, ...nounWords, ...after].join(' ');
  const owner = ownerWords.join(' ');
  const ownerSpanish = owner.replace(/^de (mi|tu) /i, 'de su ').replace(/^de el /i, 'del ');
  const possessive = determiner?.hero
    ? determiner.plural
      ? 'sus'
      : determinerWord === 'nuestro' || determinerWord === 'nuestra'
        ? 'su'
        : 'su'
    : '';
  let first: string;
  let short: string;
  const isFamily = nounShown in FAMILY || entry?.en === 'friend';
  if (properName) {
    first = name ?? typed;
    short = first;
  } else if (name) {
    first = possessive
      ? `${possessive} ${described} ${name}`
      : determiner && !determiner.definite
        ? `${parentWords([determinerWord])} ${described} llamad${gender === 'f' ? 'a' : 'o'}${plural ? 's' : ''} ${name}`
        : `${article} ${described} ${name}`;
    short = isFamily && !possessive ? `${article} ${nounShown} ${name}` : name;
  } else if (alone && nounShown in FAMILY) {
    first = `${article} ${nounShown}`;
    short = first;
  } else {
    const lead = possessive || (determiner ? determinerWord : article);
    first = [lead, described, ownerSpanish].filter(Boolean).join(' ');
    short = isFamily && possessive ? `${possessive} ${nounShown}` : `${article} ${nounShown}`;
  }
  sense.first = first;
  sense.short = short;
  // "la feria de ciencias" is an event to the neutral reader: its time is said in Spanish too.
  if (sense.kind === 'activity') sense.time = `${article} ${nounShown}`;
  const element: SpanishElement = {
    sense,
    gender,
    plural,
    noun: nounShown || (name ?? typed),
    adjectives,
    definite: properName
      ? first
      : `${article} ${[...before, ...nounWords, ...after].map(lower).join(' ')}${ownerSpanish ? ` ${ownerSpanish}` : ''}`,
  };
  if (elBefore) element.elBefore = true;
  if (ownerFamily) element.ownerFamily = ownerFamily;
  return element;
}
