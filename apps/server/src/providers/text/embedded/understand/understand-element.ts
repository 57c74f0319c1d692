import { ADJECTIVES, CREATURES, PERSONS, PLACES, SKY } from '../lexicon';
import { articleFor, singularCandidates } from '../noun-phrase';
import {
  creatureFacts,
  FAMILY_WORDS,
  isKnownAnimal,
  isMachine,
  QUALITIES,
  qualitiesInClause,
  TOY,
} from './creature-lexicon';
import { HABIT_WORDS } from '../plot/habits';
import { isKnownThing, useOf, type Use } from './object-lexicon';
import {
  ACTIVITY_PLACES,
  FAMILY_FACTS,
  isKnownPlace,
  placeFacts,
  type PlaceFacts,
} from './place-lexicon';

/**
 * What a parent's story element is, read the way a parent means it (docs/decisions/036):
 * "a grumpy goose called Colonel" is an animal, a goose, named Colonel, grumpy; "his abuela's
 * kitchen" a place, a kitchen, his abuela's; "bath time" something that happens in the bathroom.
 */
export type ElementKind = 'place' | 'animal' | 'person' | 'toy' | 'object' | 'sky' | 'activity';

export interface ElementSense {
  typed: string;
  kind: ElementKind;
  /** The noun it is about, singular: "goose", "kitchen", "wellies" (kept as typed when plural-only). */
  head: string;
  /** Its name when it has one: "Colonel", "Churro", "Jun". */
  name?: string;
  /** Whose it is: the hero's ("her yellow wellies") or someone else's ("Grandpa" in "Grandpa's false teeth"). */
  owner?: { hero: true } | { hero: false; who: string };
  /** Words the parent gave it: "grumpy", "yellow", "broken", "missing". */
  qualities: string[];
  /** Its colour, kept for the pictures. */
  colour?: string;
  plural: boolean;
  /** First mention: "a grumpy goose called Colonel", "her yellow wellies", "the duck pond". */
  first: string;
  /** Later mentions: "Colonel", "the wellies", "the pond". */
  short: string;
  /** For a place: its facts; for an activity: the place it happens in. */
  place?: PlaceFacts & { word: string };
  /** For an activity: when it happens ("bath time"). */
  time?: string;
  /** For an event still to come ("GCSE exams", "the move to Scotland"): the story ends ready for it. */
  ahead?: boolean;
  /** For an event the story is in ("the school fete", "the sleepover at Nana's"): it happens tonight. */
  today?: boolean;
  /** For an object: what it is for. */
  use?: Use;
  /** What the parent said is odd about it, as typed: "with a strange name on it", "that hums". */
  oddity?: string;
  /** For a creature or person: how they are told. */
  creature?: ReturnType<typeof creatureFacts>;
  /** A relative the element belongs to ("Grandpa" of "Grandpa's false teeth"): a character too. */
  ownerCharacter?: string;
  /** Something done, not held ("Dad's terrible jokes"): a key of plot/habits.ts. */
  habit?: string;
  /** A relative (Granny, his little sister): comes along as family. */
  family?: boolean;
  /** For a person's wheelchair or crutches: how its owner gets about. */
  aid?: string;
  /** He, she or it for creatures and people we can tell; undefined means use the name. */
  pronoun?: 'he' | 'she' | 'it' | 'they';
}

const COLOURS = new Set(
  'red orange yellow green blue purple pink violet white black grey gray brown golden silver rainbow stripy spotty'.split(
    ' ',
  ),
);
const DETERMINERS = new Set([
  'a',
  'an',
  'the',
  'some',
  'my',
  'his',
  'her',
  'their',
  'our',
  'your',
  'two',
  'three',
  'four',
  'five',
]);
const HERO_POSSESSIVES = new Set(['my', 'his', 'her', 'their', 'our', 'your']);
const TOYS = new Set([
  'teddy',
  'teddybear',
  'doll',
  'dolly',
  'plushie',
  'toy',
  'puppet',
  'stuffed',
  'plush',
  'cuddly',
]);
/** Creatures that can hold a job: "a robot nurse" beeps, and never has hair to push back. */
const MADE_CREATURES = new Set([
  'robot',
  'alien',
  'ghost',
  'monster',
  'dragon',
  'unicorn',
  'troll',
]);
/** Things a parent names that are not someone: "a dance move called …", "a song called …". */
const NAMED_THINGS = new Set([
  'move',
  'dance',
  'song',
  'game',
  'trick',
  'spell',
  'recipe',
  'poem',
  'rhyme',
  'plan',
  'joke',
]);
/** What a made thing is made of or like: "a paper moon", "a glow-in-the-dark star". */
const MADE_OF =
  /^(?:glow-in-the-dark|paper|plastic|toy|wooden|sticker|cardboard|felt|knitted|glittery|glitter|foil|chocolate|gingerbread|clay|stuffed)$/;
const modifiersBefore = (words: readonly string[]) => words.slice(0, -1);
const STATUS = new Set([
  'missing',
  'lost',
  'broken',
  'runaway',
  'magic',
  'magical',
  'secret',
  'old',
  'new',
]);
const MALE = new Set([
  'grandpa',
  'grandad',
  'granddad',
  'abuelo',
  'dad',
  'daddy',
  'papa',
  'uncle',
  'brother',
  'grandfather',
  'opa',
  'nonno',
  'zayde',
  'king',
  'prince',
  'wizard',
  'boy',
  'man',
]);
const FEMALE = new Set([
  'grandma',
  'granny',
  'nana',
  'nanna',
  'gran',
  'abuela',
  'mum',
  'mom',
  'mummy',
  'mommy',
  'mama',
  'auntie',
  'aunt',
  'sister',
  'grandmother',
  'oma',
  'nonna',
  'queen',
  'princess',
  'witch',
  'girl',
  'woman',
  'fairy',
  'mermaid',
]);
/** Foods named by two words, the last of which alone would mislead: "fish fingers" are not fingers. */
const FOODS = new Set([
  'fish fingers',
  'ice cream',
  'hot dog',
  'hot chocolate',
  'chicken nuggets',
  'jelly beans',
]);
const COMPOUND_THINGS = [...FOODS, 'walking stick'];
/** Compound nouns whose last word alone would mislead: "duck pond" is a pond, "science fair" a fair of science. */
/** Two-word spellings of a place the lexicon knows as one word. */
const PLACE_SPELLINGS: Readonly<Record<string, string>> = {
  'tree house': 'treehouse',
  'swimming baths': 'swimming pool',
};
/** "the hairdresser's", "the doctor's": a shop or a room named for who works there. */
const TRADES: Readonly<Record<string, string>> = {
  "hairdresser's": 'hairdresser',
  "barber's": 'hairdresser',
  "doctor's": 'surgery',
  "dentist's": 'dentist',
  "baker's": 'bakery',
  "vet's": 'vet',
  "butcher's": 'shop',
  "chemist's": 'shop',
  "greengrocer's": 'shop',
  "newsagent's": 'shop',
};

const COMPOUND_PLACES = [
  'tree house',
  'science fair',
  'space station',
  'living room',
  'swimming pool',
  'ice rink',
  'football pitch',
  'toy shop',
  'pet shop',
  'building site',
  'construction site',
  'canal boat',
  'football stadium',
  'waiting room',
  'car wash',
  'swimming baths',
];
const PLURAL_ONLY = new Set([
  'fish fingers',
  'chicken nuggets',
  'jelly beans',
  'wellies',
  'teeth',
  'glasses',
  'goggles',
  'binoculars',
  'trousers',
  'pyjamas',
  'pajamas',
  'bubbles',
  'pancakes',
  'crayons',
  'boots',
  'shoes',
  'socks',
  'mittens',
  'gloves',
  'rollerskates',
  'sweets',
  'strawberries',
  'biscuits',
  'cookies',
  'marbles',
  'blocks',
  'paints',
  'pencils',
  'dentures',
]);

const lower = (text: string) => text.toLowerCase();

/** "his best mate Arlo": words for a friend, who is a person. */
const FRIEND_WORDS = new Set(['friend', 'mate', 'buddy', 'pal', 'bestie', 'chum']);
/** Buildings and grounds nobody carries: a place, even one the place lexicon does not know. */
const BUILDINGS = new Set(
  'alley aquarium arena stadium centre center hall gym studio cinema theatre theater church mosque temple synagogue gallery cafe café restaurant hotel arcade rink skatepark court course track club-house clubhouse academy nursery kindergarten college university factory office warehouse mall precinct marina port harbour quay dock pier garden gardens square plaza'.split(
    ' ',
  ),
);
/** Words in -ing that are things, not doings: "the swing", "a wedding". */
const ING_NOUNS = new Set(
  'swing ring king wing string sling pudding wedding morning evening building painting icing ceiling earring darling dumpling sibling duckling seedling sapling stuffing clothing spring thing something nothing everything'.split(
    ' ',
  ),
);
const WEATHER = new Set([
  'storm',
  'thunderstorm',
  'snowstorm',
  'blizzard',
  'fog',
  'mist',
  'wind',
  'hurricane',
  'gale',
]);

/** Words that make a phrase something that happens, with where it happens when the phrase doesn't say. */
const EVENT_PLACES: Readonly<Record<string, string>> = {
  fete: 'fair',
  fair: 'fair',
  funfair: 'fair',
  carnival: 'fair',
  festival: 'fair',
  parade: 'street',
  play: 'school',
  nativity: 'school',
  concert: 'school',
  recital: 'school',
  show: 'school',
  assembly: 'school',
  club: 'school',
  class: 'school',
  lesson: 'school',
  lessons: 'school',
  practice: 'school',
  rehearsal: 'school',
  competition: 'school',
  contest: 'school',
  exam: 'school',
  exams: 'school',
  gcses: 'school',
  sats: 'school',
  interview: 'school',
  audition: 'school',
  test: 'school',
  race: 'park',
  tournament: 'football pitch',
  wedding: 'garden',
  holiday: 'seaside',
  trip: 'seaside',
  visit: 'house',
  move: 'house',
  birthday: 'house',
  gala: 'swimming pool',
  disco: 'school',
  sleepover: 'house',
  party: 'house',
  picnic: 'park',
  barbecue: 'garden',
  match: 'football pitch',
  day: 'house',
};
/** What a parent's "-ing" event is called once it is a thing that happens: "moving to Scotland" → "the move to Scotland". */
const EVENT_NOUNS: Readonly<Record<string, string>> = {
  moving: 'move',
  going: 'trip',
  visiting: 'visit to',
  starting: 'start at',
  travelling: 'journey',
  traveling: 'journey',
  flying: 'flight',
};

/**
 * A phrase for something that happens, not a thing to hold: "the school fete", "robotics club",
 * "first day at school", "moving to Scotland" — the story happens then and there, and nobody
 * chases or loses it. Undefined for anything else.
 */
function eventOf(typed: string): { place: string; time: string; owner?: string } | undefined {
  // "Grandma's birthday", "Auntie Farah's wedding": one word, or a family word and a name.
  const possessive =
    /^((?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir)\s+)?(\p{Lu}\p{L}+ \p{Lu}\p{L}+|\p{L}+)['’]s\s/u.exec(
      typed,
    );
  const owner = possessive?.[2];
  const words = lower(typed)
    .replace(/^(?:a|an|the|my|our|his|her|their)\s+/, '')
    .replace(/^(?:\p{L}+ )?\p{L}+['’]s\s+/u, '')
    .split(' ');
  const phrase = words.join(' ');
  // "first day at school", "moving to Scotland", "trip to the zoo": a place named after at/to/in.
  const where = /\b(?:at|to|in|on)\s+(?:the\s+)?([\p{L}'’ ]+)$/u.exec(phrase)?.[1];
  // "a sleepover at Nana's": at Nana's house, with Nana.
  const atWhose = where ? /^(\p{L}+)['’]s$/u.exec(where)?.[1] : undefined;
  // "the school trip to the Natural History Museum" is at a museum.
  const whereHead = where?.split(' ').pop();
  const named =
    where && isKnownPlace(where)
      ? where
      : whereHead && isKnownPlace(whereHead)
        ? whereHead
        : undefined;
  // "flying to Spain" is a journey; "a flying carpet" is a carpet.
  const ing = /^(?:to|at|into|abroad|home|house|away|back)$/.test(words[1] ?? '')
    ? EVENT_NOUNS[words[0] ?? '']
    : undefined;
  if (ing) {
    const rest = words.slice(1).join(' ');
    if (ing === 'move' && rest === 'house') return { place: 'house', time: 'the house move' };
    const time =
      ing.endsWith(' to') || ing.endsWith(' at')
        ? `the ${ing} ${rest.replace(/^(?:to|at)\s+/, '')}`
        : `the ${ing} ${rest}`;
    return { place: named ?? 'house', time: restoreCase(time.trim(), typed) };
  }
  const beforeWhere = where
    ? phrase.slice(0, phrase.length - where.length).replace(/\s+(?:at|to|in|on)\s+(?:the\s+)?$/, '')
    : phrase;
  const last = beforeWhere.split(' ').pop() ?? '';
  const eventPlace = EVENT_PLACES[last];
  if (!eventPlace || (last === 'day' && !/\b(?:first|last|sports|big|special)\b/.test(phrase)))
    return undefined;
  if (isKnownThing(last) && !['play', 'show'].includes(last)) return undefined;
  // "the school fete" happens at the school's fair; "robotics club" at school.
  const place =
    named ??
    (/\bschool\b/.test(phrase) && EVENT_PLACES[last] !== 'fair'
      ? 'school'
      : /\bchurch\b/.test(phrase)
        ? 'village'
        : eventPlace);
  if (atWhose) {
    const host = typed.split(/\s+/).find((w) => lower(w).startsWith(lower(atWhose))) ?? atWhose;
    return {
      place: 'house',
      time: restoreCase(`the ${phrase}`, typed),
      owner: host.replace(/['’]s$/, ''),
    };
  }
  // "Grandma's birthday" stays hers, and brings Grandma.
  if (owner) return { place, time: `${possessive?.[1] ?? ''}${owner}'s ${phrase}`, owner };
  const article = /^(?:first|last)\b/.test(phrase) || EVENT_PLACES[last] ? 'the ' : '';
  return { place, time: restoreCase(`${article}${phrase}`, typed) };
}

/**
 * Events a bedtime story can only lead up to — an exam, a move, a first day — against those it can
 * be in (a fete, a play, a sleepover), which happen on the page (docs/decisions/083).
 */
function stillToCome(time: string): boolean {
  return /\b(?:exams?|gcses?|sats|tests?|interview|audition|move|first day|start|journey|flight|operation|appointment)\b/i.test(
    time,
  );
}

/** Keeps the capitals the parent typed ("Scotland", "Minecraft") in a phrase built in lower case. */
function restoreCase(phrase: string, typed: string): string {
  const capitals = new Map(
    typed
      .split(/\s+/)
      .filter((w) => /^\p{Lu}/u.test(w))
      .map((w) => [w.toLowerCase(), w] as const),
  );
  return phrase
    .split(' ')
    .map((w) => capitals.get(w) ?? w)
    .join(' ');
}
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const GIVERS =
  /^(?:\p{Lu}\p{L}*|auntie|aunt|uncle|grandma|grandpa|granny|grandad|nana|nan|mum|mom|dad|daddy|mummy|santa)\b/u;

/**
 * What a parent wrote after the thing itself: a clause ("who always cheers too loudly", "that
 * vanished in the fog"), who made or gave it ("drawn by Dad", "from Auntie Joy"), what it is doing
 * ("orbiting Jupiter") or a named place it is in ("at Whitby"). `keep` says whether the first
 * mention may say it too ("the old lighthouse at Whitby"); a clause is the parent's to tell.
 */
// "a library card with a strange name on it", "a night market in the rain", "a seaside hotel out of
// season", "the ferry to the island": the thing is what comes before.
const LOCATIVE =
  / (?:with|in|on|under|inside|near|beside|behind|out of|to|for|without) (?:the|a|an|my|his|her|their|its|our|some|no|season|town|winter|summer|spring|autumn|\p{Lu})\S*.*$/u;
const TIME_OF_PLACE =
  / (?:at|in|on|during|after|before) (?:the )?(?:night|night-time|nighttime|sunset|sunrise|dawn|dusk|midnight|bedtime|teatime|morning|evening|afternoon|christmas|halloween|winter|summer|spring|autumn|weekend|holidays)$/i;
const NEAR_HOME =
  / (?:outside|upstairs|downstairs|nearby|next door|out the back|out back|round the back|round the corner|across the (?:road|street)|over the road|down the (?:road|street|lane)|at the end of the (?:road|street|garden|lane))$/i;
const OUTINGS =
  /\b(?:walk|ride|trip|journey|visit|swim|out|holiday|picnic|adventure|party|paddle|sail|cruise|flight|day|night|evening|afternoon|morning|race|game|match|show|sleepover|tour|camping)$/i;

function postModifier(
  typed: string,
): { core: string; modifier: string; keep: boolean } | undefined {
  const words = typed.split(' ');
  if (words.length < 3 || /^\p{L}+ing$/u.test(words[0] ?? '')) return undefined;
  const patterns: ReadonlyArray<[RegExp, boolean]> = [
    [/ (?:who|that|which|whose) \S.*$/iu, false],
    // "the teddy she lost at the park": a clause without its "that".
    [/ (?:he|she|they|I|we|you) \p{Ll}+\b.*$/u, false],
    [
      / (?:drawn|made|given|knitted|built|painted|written|sent|bought|lent|brought|sewn|carved|baked|left) (?:by|from|for) \S.*$/iu,
      true,
    ],
    [/ from (?=\S)(.*)$/u, true],
    [/ \p{Ll}{3,}ing (?=\p{Lu}|(?:the|a|an|my|his|her|their|our) )\S.*$/u, true],
    [/ (?:at|in|on|by|near) (?:the )?\p{Lu}\S*(?: \p{Lu}\S*)*$/u, true],
    // "the museum at night", "the beach at sunset": the place, at that time.
    [TIME_OF_PLACE, true],
    // "the puddle outside", "the shop next door": the place, and where it is from home.
    [NEAR_HOME, true],
    // "a library card with a strange name on it", "a night market in the rain", "a seaside hotel
    // out of season", "the ferry to the island": the thing is what comes before.
    [LOCATIVE, true],
  ];
  for (const [pattern, keep] of patterns) {
    const match = pattern.exec(typed);
    if (!match || match.index === 0) continue;
    if (pattern.source.startsWith(' from') && !GIVERS.test(match[1] ?? '')) continue;
    const core = typed.slice(0, match.index).trim();
    // "a walk in the woods", "a swim in the sea": an outing, told where it goes (read below).
    if (pattern === LOCATIVE && OUTINGS.test(core)) continue;
    // Something must be left to be the thing: not just "a" or "the".
    if (!/\p{L}{2,}/u.test(core.replace(/^(?:a|an|the|my|his|her|their|our)\b/iu, ''))) continue;
    return { core, modifier: match[0].trim(), keep };
  }
  return undefined;
}

/**
 * Reads one element. `heroTheir` is the hero's possessive when known ("her"); without it a
 * possessive the parent typed ("his abuela's kitchen") is kept as typed.
 */
export function understandElement(raw: string, hero: string, heroTheir?: string): ElementSense {
  const typed = raw
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[.!?,;:]+$/, '')
    // "the hotel's night porter, Mr Vance": the name after a comma is the name.
    .replace(
      /, (?=(?:Mr|Mrs|Ms|Miss|Dr|Doctor|Captain|Professor|Auntie|Uncle|Aunt)\.? \p{Lu})/u,
      ' ',
    );
  const routine = ACTIVITY_PLACES[lower(typed).replace(/^(?:a|the|my|our|his|her|their)\s+/, '')];
  const activity: { place: string; time: string; owner?: string } | undefined =
    routine ?? eventOf(typed);
  if (activity) {
    const facts = placeFacts(activity.place) ?? FAMILY_FACTS.home;
    const who = activity.owner;
    const relative =
      who !== undefined &&
      FAMILY_WORDS.has(lower(who)) &&
      !/^(brother|sister|cousin|twin)$/i.test(who);
    return {
      ...(relative ? { ownerCharacter: cap(lower(who)) } : {}),
      ...(routine ? {} : stillToCome(activity.time) ? { ahead: true } : { today: true }),
      typed,
      kind: 'activity',
      head: activity.place,
      qualities: [],
      plural: false,
      first: activity.time,
      short: activity.time,
      place: { ...facts, word: activity.place },
      time: activity.time,
    };
  }

  // "a treasure map drawn by Dad", "the old lighthouse at Whitby": the thing is the map, the
  // lighthouse — what follows it describes it (docs/decisions/083).
  const described = postModifier(typed);
  if (described) {
    let sense = understandElement(described.core, hero, heroTheir);
    // "a base on Mars": a place we cannot draw, on one we can, is told as the one we can.
    const target = /^(?:at|in|on|by|near) (?:the )?(.+)$/.exec(described.modifier)?.[1];
    if (
      target &&
      sense.kind === 'place' &&
      !isKnownPlace(sense.head) &&
      isKnownPlace(lower(target))
    )
      sense = {
        ...understandElement(target, hero, heroTheir),
        first: sense.first,
        short: sense.short,
      };
    const keep = described.keep && described.modifier.split(' ').length <= 4;
    // "a fishing boat that vanished in the fog" is a missing boat; "…that ran away" a runaway.
    const status =
      /\b(?:vanished|disappeared|went missing|got lost|is lost|was lost|is missing|(?:he|she|they|we|I|you|someone|somebody) (?:has |had )?lost|(?:has|had) gone missing)\b/i.test(
        described.modifier,
      )
        ? 'missing'
        : /\b(?:ran away|runs away|escaped|rolled away|blew away)\b/i.test(described.modifier)
          ? 'runaway'
          : /\b(?:broke|is broken|stopped working)\b/i.test(described.modifier)
            ? 'broken'
            : undefined;
    const told = /^(?:who|that|which)\b/i.test(described.modifier)
      ? qualitiesInClause(described.modifier).filter((q) => !sense.qualities.includes(q))
      : [];
    const qualities = [...told, ...sense.qualities, ...(status ? [status] : [])];
    // "with a strange name on it", "that stops at a floor that isn't there": what a mystery asks.
    const oddity =
      sense.kind === 'object' && !status && /^(?:with|that|which|whose)\b/i.test(described.modifier)
        ? described.modifier
        : undefined;
    return {
      ...sense,
      ...(oddity ? { oddity } : {}),
      typed,
      qualities,
      ...(keep ? { first: `${sense.first} ${described.modifier}` } : {}),
    };
  }

  // "under the sea", "at the park": the place, without the way the parent led into it.
  let words = typed
    .replace(
      /^(?:under|in|at|on|inside|into|to|by|near)\s+(?=(?:the|a|an|my|his|her|their|our)\s)/i,
      '',
    )
    .split(' ');
  // A name: "called Colonel", "named max".
  let name: string | undefined;
  const calledAt = words.findIndex((w, i) => i > 0 && /^(called|named)$/i.test(w));
  if (calledAt > 0 && calledAt < words.length - 1) {
    name = words
      .slice(calledAt + 1)
      .map(cap)
      .join(' ');
    words = words.slice(0, calledAt);
  }
  // A titled name first: "Mrs Patel the librarian", "Mr Jones" — a person, whoever they are.
  let titledPronoun: 'he' | 'she' | undefined;
  const titleFirst =
    /^(Mr|Mrs|Ms|Miss|Mx|Dr|Doctor|Professor|Captain|Sir|Lady|Madame|Señor|Señora)\.?$/.exec(
      words[0] ?? '',
    )?.[1];
  if (!name && titleFirst && /^\p{Lu}/u.test(words[1] ?? '')) {
    name = `${titleFirst} ${words[1]}`;
    titledPronoun = /^(?:Mr|Sir|Señor)$/.test(titleFirst)
      ? 'he'
      : /^(?:Mrs|Ms|Miss|Lady|Madame|Señora)$/.test(titleFirst)
        ? 'she'
        : undefined;
    const rest = words.slice(2).filter((w) => !/^(?:the|our|a|an)$/i.test(w));
    words = rest.length > 0 ? rest : ['person'];
  }
  // "Marcus the porter", "Nell the night nurse": a name, then who they are.
  if (
    !name &&
    words.length >= 3 &&
    /^\p{Lu}\p{Ll}+$/u.test(words[0] ?? '') &&
    lower(words[1] ?? '') === 'the' &&
    !DETERMINERS.has(lower(words[0] ?? ''))
  ) {
    name = words[0];
    words = words.slice(2);
  }
  const named = name !== undefined;
  // An owner: a determiner, then maybe "Grandpa's" / "abuela's".
  let owner: ElementSense['owner'];
  let determiner = '';
  if (words.length > 1 && DETERMINERS.has(lower(words[0] ?? ''))) {
    determiner = lower(words[0] ?? '');
    words = words.slice(1);
    if (HERO_POSSESSIVES.has(determiner)) owner = { hero: true };
  }
  const possessiveAt = words.findIndex((w) => /['’]s$/.test(w) || /s['’]$/.test(w));
  let ownerWords: string[] = [];
  if (possessiveAt >= 0 && possessiveAt < words.length - 1) {
    ownerWords = words.slice(0, possessiveAt + 1);
    const who = ownerWords.join(' ').replace(/['’]s?$/, '');
    // "the hotel's porter" belongs to a thing, not to somebody called Hotel.
    const thing =
      /^(?:the|a|an)$/.test(determiner) && /^\p{Ll}/u.test(who) && !FAMILY_WORDS.has(lower(who));
    owner = {
      hero: false,
      who: owner?.hero || thing ? `${determiner} ${who}` : cap(who),
    };
    words = words.slice(possessiveAt + 1);
  }
  // A titled name after the noun: "her teacher Miss Lee", "the baker Mr Bun".
  if (!name && words.length > 2) {
    const [title, last] = words.slice(-2);
    const before = lower(words[words.length - 3] ?? '');
    if (
      /^(Mr|Mrs|Ms|Miss|Dr|Doctor|Captain|Professor|Auntie|Uncle|Aunt|Sir|Lady|Madame|Señor|Señora)\.?$/.test(
        title ?? '',
      ) &&
      /^\p{Lu}/u.test(last ?? '') &&
      // Whatever job comes before ("the night porter Mr Vance"), a titled name is a person's.
      (PERSONS.has(before) ||
        FAMILY_WORDS.has(before) ||
        FRIEND_WORDS.has(before) ||
        (!isKnownThing(before) && !isKnownPlace(before) && !isKnownAnimal(before)))
    ) {
      name = `${title} ${last}`;
      words = words.slice(0, -2);
      titledPronoun = /^(?:Mr|Sir|Señor)\.?$/.test(title ?? '')
        ? 'he'
        : /^(?:Mrs|Ms|Miss|Lady|Madame|Señora|Aunt|Auntie)\.?$/.test(title ?? '')
          ? 'she'
          : titledPronoun;
    }
  }
  // A name after the noun: "the cat Churro", "her best friend Jun".
  let roleNamed = false;
  if (!name && words.length > 1) {
    const last = words[words.length - 1] ?? '';
    const before = lower(words[words.length - 2] ?? '');
    const beforeIsCreature =
      CREATURES.has(before) ||
      PERSONS.has(before) ||
      FRIEND_WORDS.has(before) ||
      FAMILY_WORDS.has(before) ||
      TOYS.has(before) ||
      before === 'bear';
    // "his rival Priya", "her classmate Ben": a capitalised word nobody would call a thing, after a
    // word that is neither a thing nor a place, is somebody's name, whatever the word says they are.
    const beforeIsRole =
      owner?.hero === true &&
      /^\p{Lu}\p{Ll}+$/u.test(last) &&
      /^\p{Ll}+$/u.test(words[words.length - 2] ?? '') &&
      !known(lower(last)) &&
      !isKnownThing(lower(last)) &&
      !isKnownThing(before) &&
      !isKnownPlace(before) &&
      !PLACES.has(before) &&
      !BUILDINGS.has(before) &&
      !ADJECTIVES.has(before) &&
      !COLOURS.has(before);
    if (
      /^\p{Lu}/u.test(last) &&
      (beforeIsCreature || beforeIsRole) &&
      !ADJECTIVES.has(lower(last))
    ) {
      // "Uncle Joe" is one name; "the cat Churro" a cat named Churro.
      if (words.length === 2 && FAMILY_WORDS.has(before) && !determiner) {
        name = `${cap(words[0] ?? '')} ${last}`;
        words = [words[0] ?? ''];
      } else {
        name = last;
        words = words.slice(0, -1);
        roleNamed = beforeIsRole && !beforeIsCreature;
      }
    }
  }

  // "Mum working away on an oil rig", "Grandad who lives in Spain": the family word is who it is.
  const leadFamily = lower(words[0] ?? '');
  if (
    words.length > 2 &&
    FAMILY_WORDS.has(leadFamily) &&
    /^(?:\p{L}+ing|who|from|in|at|on|away)$/u.test(lower(words[1] ?? ''))
  ) {
    // Told as themselves; what the parent added about them is theirs to tell at bedtime.
    return { ...understandElement(words[0] ?? '', hero, heroTheir), typed };
  }
  const lowerWords = words.map(lower);
  const joined = lowerWords.join(' ');
  const compound =
    COMPOUND_PLACES.find((c) => joined.endsWith(c)) ??
    COMPOUND_THINGS.find((c) => joined.endsWith(c));
  const lastWord = (lowerWords[lowerWords.length - 1] ?? '').replace(/’/g, "'");
  const trade = TRADES[lastWord];
  const headRaw =
    (compound && PLACE_SPELLINGS[compound]) ??
    compound ??
    (trade && isKnownPlace(trade) ? trade : undefined) ??
    lowerWords[lowerWords.length - 1] ??
    lower(typed);
  const previous = compound ? undefined : lowerWords[lowerWords.length - 2];
  const pluralOnly = PLURAL_ONLY.has(headRaw);
  const singular = singularCandidates(headRaw).find((w) => w !== headRaw && known(w));
  const head = pluralOnly ? headRaw : (singular ?? headRaw);
  const plural =
    pluralOnly ||
    (!known(headRaw) && !isKnownThing(headRaw) && /[^su]s$/.test(headRaw) && headRaw.length > 3) ||
    (head !== headRaw && !/ss$/.test(headRaw)) ||
    /^(some|two|three|four|five)$/.test(determiner);
  const modifiers = lowerWords.slice(
    0,
    compound ? lowerWords.length - compound.split(' ').length : -1,
  );
  const qualities = modifiers.filter(
    (w) => ADJECTIVES.has(w) || STATUS.has(w) || w in QUALITIES || COLOURS.has(w),
  );
  const colour = modifiers.find((w) => COLOURS.has(w));

  // A capitalised single word nobody would call a common noun: a name ("Luna", "Grandma").
  const properAlone =
    words.length === 1 &&
    /^\p{Lu}/u.test(words[0] ?? '') &&
    !determiner &&
    !known(head) &&
    !isKnownThing(head);
  const isFamily = FAMILY_WORDS.has(head);
  // "a wooden train" is a toy to play with, though a train ride happens on one.
  const placeWord =
    ((isKnownPlace(head) || PLACES.has(head)) && !isKnownThing(head)) || BUILDINGS.has(head);
  // "the toy shop" is a shop; "a toy dinosaur" a toy.
  // "a rubber duck", "a wooden horse": an animal made to play with is a toy.
  const toyMade =
    isKnownAnimal(head) &&
    lowerWords.some((w) => /^(?:rubber|plastic|wind-up|clockwork|wooden|knitted)$/.test(w));
  const isToy = !placeWord && (lowerWords.some((w) => TOYS.has(w)) || head === 'teddy' || toyMade);
  // "a robot nurse", "a ghost librarian": a creature in a job is the creature, doing the job.
  const creatureInJob = PERSONS.has(head)
    ? modifiersBefore(lowerWords).find((w) => MADE_CREATURES.has(w))
    : undefined;
  const madeThing = lowerWords.some((w) => MADE_OF.test(w));
  let kind: ElementKind;
  // A missing teddy is the thing a mystery looks for, not a friend who comes along.
  if (isToy && qualities.some((q) => q === 'missing' || q === 'lost')) kind = 'object';
  else if (isToy) kind = 'toy';
  // A broken robot is a thing to mend; a robot, an alien or a ghost that acts is a creature.
  else if (qualities.includes('broken') && isKnownAnimal(head)) kind = 'object';
  else if (!isFamily && isKnownAnimal(head)) kind = 'animal';
  else if (creatureInJob) kind = 'animal';
  // "a digger called Dig" acts and talks like Thomas the Tank Engine; "a red tractor" is ridden.
  else if (named && isMachine(head)) kind = 'animal';
  else if (isFamily || PERSONS.has(head) || FRIEND_WORDS.has(head) || properAlone || roleNamed)
    kind = 'person';
  // "a thunderstorm", "a windy day" are weather, up in the sky.
  else if (
    WEATHER.has(head) ||
    // "a rainy Saturday" is a day's weather, not a thing to hold.
    (/^(?:day|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|morning|afternoon|evening)$/.test(
      head,
    ) &&
      /\b(?:windy|rainy|snowy|stormy|foggy|sunny|misty|wet|grey|gray|cold|hot|frosty|icy)\b/.test(
        joined,
      ))
  )
    kind = 'sky';
  else if (isKnownAnimal(head) || CREATURES.has(head)) kind = 'animal';
  // "the moon" watches from the sky; a story goes *to* the moon only when it says so. "A
  // glow-in-the-dark star", "a paper moon" are made things, held in a hand.
  else if (SKY.has(head) && !madeThing) kind = 'sky';
  // "a night guard called Stan": someone with a name is someone, unless it is a known thing.
  else if ((named && !isKnownThing(head) && !placeWord && !NAMED_THINGS.has(head)) || titledPronoun)
    kind = 'person';
  else if (placeWord) kind = 'place';
  // "a talking scarecrow", "a talking teapot": whatever talks is a character.
  else if (qualities.includes('talking') || lowerWords.includes('talking')) kind = 'animal';
  else kind = 'object';
  if (properAlone && !isFamily) name = name ?? words[0];
  if (isFamily && words.length === 1 && !determiner) name = name ?? cap(words[0] ?? head);
  // "her little sister" stays her sister: a brother or sister is not called "Sister".
  const sibling = /^(brother|sister|cousin|twin)$/.test(head);

  // How the story names it.
  // As typed when it holds a name ("the Eiffel Tower"), else in lower case.
  const keepCase = words.some(
    (w) => /^\p{Lu}/u.test(w) && !known(lower(w)) && !ADJECTIVES.has(lower(w)),
  );
  // "T-rex" keeps its capital however the rest is shown.
  const shown = keepCase
    ? words
    : lowerWords.map((w, i) => (/^\p{Lu}-/u.test(words[i] ?? '') ? (words[i] ?? w) : w));
  const noun = shown.filter((w) => !/^(missing|lost|broken)$/i.test(w)).join(' ');
  const headShown = keepCase ? noun : (compound ?? headRaw);
  const ownerPhrase = owner?.hero ? (heroTheir ?? `${hero}'s`) : owner ? `${owner.who}'s` : '';
  let first: string;
  let short: string;
  if (name && kind !== 'object' && kind !== 'place') {
    const descr =
      words.length > 0 && !properAlone && !(isFamily && words.length === 1 && !determiner)
        ? noun
        : '';
    first = titleFirst
      ? head === 'person'
        ? name
        : `${name} the ${descr}`
      : descr
        ? owner
          ? `${ownerPhrase} ${descr} ${name}`
          : determiner === 'the'
            ? `${name} the ${descr}`
            : `${articleFor(descr)} ${descr} called ${name}`
        : name;
    short = name;
  } else if (owner) {
    first = `${ownerPhrase} ${noun}`;
    short = `the ${headShown}`;
    if (kind === 'person' && isFamily && !sibling) {
      first = owner.hero ? `${ownerPhrase} ${noun}` : first;
      short = cap(headRaw);
      name = cap(headRaw);
    }
  } else if (
    kind === 'place' &&
    !determiner &&
    words.length === 1 &&
    /^\p{Lu}/u.test(words[0] ?? '')
  ) {
    // "Mars", "Paris": a place's own name takes no "the".
    first = words[0] ?? noun;
    short = first;
  } else if (determiner === 'the' || kind === 'place' || kind === 'sky') {
    first = `the ${noun}`;
    short = `the ${headShown}`;
  } else if (plural) {
    first = determiner && determiner !== 'some' ? `${determiner} ${noun}` : `some ${noun}`;
    short = `the ${determiner && /^(two|three|four|five)$/.test(determiner) ? `${determiner} ` : ''}${headShown}`;
  } else {
    first = `${articleFor(noun)} ${noun}`;
    short = `the ${headShown}`;
  }
  if ((kind === 'toy' || isToy) && !name) {
    // A toddler's "teddy" is their own Teddy.
    const toyName = lowerWords.length === 1 ? cap(headRaw) : undefined;
    if (toyName && !owner) {
      name = toyName;
      first = toyName;
      short = toyName;
    } else if (!owner) {
      first = `${heroTheir ?? `${hero}'s`} ${noun}`;
      short = `the ${headRaw}`;
      owner = { hero: true };
    }
  }

  const sense: ElementSense = { typed, kind, head, qualities, plural, first, short };
  const ownerWord = owner && !owner.hero ? lower(owner.who.split(' ').pop() ?? '') : '';
  // "her brother's skateboard" brings her brother, not somebody called Brother.
  if (/^(?:brother|sister|cousin|twin)$/.test(ownerWord))
    sense.ownerCharacter = `${heroTheir ?? `${hero}'s`} ${ownerWord}`;
  else if (FAMILY_WORDS.has(ownerWord)) sense.ownerCharacter = cap(ownerWord);
  // "Uncle Kwame's fishing boat" brings Uncle Kwame.
  const titled = owner && !owner.hero ? /^(\p{L}+) (\p{Lu}\p{L}+)$/u.exec(owner.who) : null;
  if (titled && FAMILY_WORDS.has(lower(titled[1] ?? '')))
    sense.ownerCharacter = `${cap(lower(titled[1] ?? ''))} ${titled[2]}`;
  if (name) sense.name = name;
  if (owner) sense.owner = owner;
  if (colour) sense.colour = colour;
  // "the bowling alley" stays the bowling alley, not "the alley".
  if (kind === 'place' && BUILDINGS.has(head) && !isKnownPlace(head) && !owner)
    sense.short = `the ${noun}`;
  if (kind === 'place') {
    const facts = placeFacts(head) ?? placeFacts(compound ?? '') ?? FAMILY_FACTS.town;
    sense.place = { ...facts, word: compound ?? headRaw };
  }
  if (kind === 'object')
    sense.use = FOODS.has(compound ?? '')
      ? 'eat'
      : lowerWords.includes('glow-in-the-dark') && useOf(head, previous) === 'carry'
        ? 'light'
        : useOf(head, previous);
  if (kind === 'animal' || kind === 'person' || kind === 'toy') {
    // A fox cub is a fox, a baby elephant an elephant, however young.
    const young = ['cub', 'baby', 'pup', 'chick', 'kit', 'calf'].includes(head);
    const kindOf =
      creatureInJob ?? (young && previous && isKnownAnimal(previous) ? previous : head);
    sense.creature = kind === 'toy' ? TOY : creatureFacts(kindOf, kind === 'person');
    sense.pronoun = titledPronoun
      ? titledPronoun
      : MALE.has(head)
        ? 'he'
        : FEMALE.has(head)
          ? 'she'
          : kind === 'person'
            ? undefined
            : 'it';
  }
  if (kind === 'object' || kind === 'sky') sense.pronoun = plural ? 'they' : 'it';
  // "new baby brother": the hero's own.
  if (kind === 'person' && sibling && !owner && !name && determiner !== 'the') {
    sense.first = `${heroTheir ?? `${hero}'s`} ${noun}`;
    sense.owner = { hero: true };
  }
  // Family comes along as family, not as a stranger met on the way.
  if (kind === 'person' && isFamily) sense.family = true;
  // "her new baby brother" gurgles and crawls; he does not give advice.
  if (kind === 'person' && sibling && lowerWords.some((w) => w === 'baby' || w === 'newborn')) {
    sense.creature = creatureFacts('baby', false);
    if (!name) sense.short = 'the baby';
  }
  // "a dance move called the Wobbly Penguin" is danced, not met: a named thing is done.
  const namedHabit = named && NAMED_THINGS.has(head) ? HABIT_WORDS[previous ?? ''] : undefined;
  const wobbly = head === 'tooth' && /\b(?:wobbly|wobbling|loose|wiggly|wiggling)\b/.test(joined);
  const habit = namedHabit ?? (wobbly ? 'tooth' : (HABIT_WORDS[headRaw] ?? HABIT_WORDS[head]));
  if (kind === 'object' && habit) sense.habit = habit;
  // "baking cookies", "learning to ride a bike": something the hero does, in the parent's words.
  // Not "a sleeping bag" or "a fishing rod": those are things with an -ing word in front.
  const typedWords = lower(typed).split(' ');
  const gerund = typedWords[0] ?? '';
  const action =
    /^\p{L}{3,}ing$/u.test(gerund) &&
    !ING_NOUNS.has(gerund) &&
    (typedWords.length >= 3 || (typedWords.length === 2 && plural));
  // "feeding the ducks": the ducks are in the story.
  if (kind === 'animal' && action) sense.first = typedWords.slice(1).join(' ');
  if (kind === 'object' && action) {
    sense.habit = 'doing';
    sense.first = lower(typed);
    sense.short = lower(typed);
    delete sense.use;
  }
  // "Granny's wheelchair" is how Granny goes: it is never lost, chased or mended, and she never runs.
  const aid = AIDS.has(joined) ? joined : AIDS.has(head) ? head : undefined;
  if (
    (kind === 'object' || kind === 'person') &&
    aid &&
    (sense.ownerCharacter || owner?.hero || !owner)
  ) {
    sense.kind = 'object';
    sense.aid = aid;
    delete sense.use;
  }
  return sense;
}

/** What someone needs to get about: part of how they are told, never a thing in the plot. */
const AIDS = new Set([
  'wheelchair',
  'crutches',
  'walker',
  'cane',
  'walking stick',
  'hearing aid',
  'hearing aids',
  'aids',
  'cochlear implant',
  'implant',
  'glasses',
  'splint',
  'leg brace',
]);

function known(word: string): boolean {
  return (
    CREATURES.has(word) ||
    PERSONS.has(word) ||
    PLACES.has(word) ||
    SKY.has(word) ||
    isKnownPlace(word) ||
    FAMILY_WORDS.has(word) ||
    isKnownAnimal(word)
  );
}
