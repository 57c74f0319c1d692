import type { Placement, ThingKind } from './icon-word-entry';
import type { Subject } from './match-element';
import { matchSubject, tokenize } from './match-element';
import type { PersonRole } from './person-roles';
import { PERSON_ROLES } from './person-roles';
import type { PlaceId } from './place-words';
import { famousLandmarkIn } from './famous-landmarks';
import { roleWithTitle, titledGrownUp } from './grown-up-titles';
import { plushSpecies } from './plush-species';
import { relativeSize } from './thing-sizes';

/** How a story's element ends up in the picture; written into the SVG as `data-drawn-as`. */
export type DrawnKind =
  | 'place'
  | 'landmark'
  | 'hero'
  | 'figure'
  | 'plush'
  | 'toy'
  | 'creature'
  | 'vehicle'
  | 'food'
  | 'object'
  | 'sky'
  | 'motif';

/** One element or person, classified: what it is drawn as, where and how big. */
export interface Drawn {
  /** The words as the story has them ("a stuffed bunny"). */
  text: string;
  kind: DrawnKind;
  /** What exactly: "rabbit", "grandmother", "seaside", "digger". */
  name: string;
  /** The noto icon (or `custom:` drawing) for props, creatures and landmarks. */
  icon: string;
  place?: PlaceId;
  role?: PersonRole;
  placement: Placement;
  /** Height next to a child's (1 = as tall). */
  size: number;
  /** A colour named in the words ("a pink teddy"), for the things we paint ourselves. */
  colour?: string;
  /** Who a person is, for a look of their own: the role ("teacher") or the name ("sam"). */
  lookKey?: string;
  /** How many the words name ("two kittens"), when more than one: each is drawn. */
  count?: number;
}

// Number words a parent types before a noun, up to as many as a picture can show at once.
const COUNTS: Readonly<Record<string, number>> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
  twenty: 20,
  hundred: 100,
  pair: 2,
  twin: 2,
  twins: 2,
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
};
const MAX_DRAWN = 4;

/** How many things the words name: "two kittens" → 2, "a cat" → 1, "five ducks" → 4 drawn. */
export function countIn(text: string): number {
  const words = text.toLowerCase().split(/[^a-z0-9]+/);
  const count = words.map((word) => COUNTS[word]).find((value) => value !== undefined) ?? 1;
  return Math.min(MAX_DRAWN, count);
}

// Words that make an animal a toy: "a stuffed bunny", "her toy dinosaur", "a knitted owl".
const PLUSH_MARKERS = new Set([
  'stuffed',
  'plush',
  'plushie',
  'toy',
  'knitted',
  'knit',
  'crochet',
  'crocheted',
  'rag',
  'beanie',
  'teddy',
  'felt',
]);

export const COLOURS: Readonly<Record<string, string>> = {
  red: '#d9534f',
  orange: '#f0954a',
  yellow: '#f2cf4a',
  golden: '#e8b93c',
  gold: '#e8b93c',
  green: '#6cbf6a',
  blue: '#5b8fe0',
  purple: '#9b72e0',
  violet: '#9b72e0',
  pink: '#f0a0c0',
  white: '#f4f1ea',
  black: '#3a3540',
  brown: '#a8754a',
  grey: '#a9a9b0',
  gray: '#a9a9b0',
  silver: '#c9ced6',
  rainbow: '#f0a0c0',
};

const FRIEND: PersonRole = PERSON_ROLES.find((role) => role.id === 'friend') ?? PERSON_ROLES[0]!;

/**
 * Classifies a story element: places become backdrops, people figures, stuffed toys plush (never
 * the live animal), and everything else a prop sized for the scene. Unknown words get the neutral
 * motif (a parcel) — still drawn and labelled, never dropped.
 */
export function classifyElement(text: string): Drawn {
  const tokens = tokenize(text);
  const subject = matchSubject(text);
  const colour = tokens.map((token) => COLOURS[token]).find((hex) => hex !== undefined);
  const toyish = tokens.some((token) => PLUSH_MARKERS.has(token));
  const count = countIn(text);
  const base = { text, colour, ...(count > 1 ? { count } : {}) };
  // "The Eiffel Tower" is the Eiffel Tower, not a castle for its "tower" (decision 079).
  const famous = famousLandmarkIn(text);
  if (famous)
    return {
      ...base,
      kind: 'landmark',
      name: famous.id,
      icon: `custom:${famous.id}`,
      placement: 'ground',
      size: 2,
    };
  // "Mrs Patel", "Miss Honey", "Mrs Patel the librarian": a grown-up, whatever her name means.
  // A thing named after the name ("Sir Fluffington the cat", "Mrs Patel's kitchen") is that thing.
  const titled = titledGrownUp(text);
  const named =
    titled && (!subject || subject.kind === 'person' || titled.name.includes(subject.key));
  if (titled && named) {
    const role = roleWithTitle(subject?.kind === 'person' ? subject.role : undefined, text);
    if (role) return { ...base, ...figure(role, titled.name) };
  }
  if (!subject) return { ...base, ...(looksLikeName(text) ? friend(text) : motif()) };
  return { ...base, ...fromSubject(subject, toyish) };
}

/**
 * Classifies someone said to be in the moment ("her grandmother", "Sam", "a dragon"): like an
 * element, except that a word we don't know is taken to be a person's name — a friend.
 */
export function classifyPresent(text: string): Drawn {
  const drawn = classifyElement(text);
  if (drawn.kind !== 'motif') return drawn;
  return { ...drawn, ...friend(text) };
}

function friend(text: string): Classified {
  return figure(FRIEND, tokenize(text).join(' ') || 'friend');
}

function figure(role: PersonRole, lookKey: string): Classified {
  return { kind: 'figure', name: role.id, role, lookKey, icon: '', placement: 'ground', size: 1 };
}

/**
 * An element that is only a name ("Luna", "Aunt Bea" is known; "Luna Rose") is someone: drawn as
 * a friend, as a name in the moment's `present` list is — not as a parcel.
 */
function looksLikeName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (/^(the|a|an|my|our)$/i.test(words[0] ?? '')) return false;
  return words.length <= 2 && words.every((word) => /^\p{Lu}[\p{Ll}'’-]+$/u.test(word));
}

type Classified = Omit<Drawn, 'text' | 'colour'>;

function fromSubject(subject: Subject, toyish: boolean): Classified {
  switch (subject.kind) {
    case 'place':
      return {
        kind: 'place',
        name: subject.place.id,
        icon: subject.place.landmark,
        place: subject.place.id,
        placement: 'ground',
        size: relativeSize(subject.place.landmark, 'nature'),
      };
    case 'person':
      if (toyish) return plush('doll');
      return {
        kind: 'figure',
        name: subject.role.id,
        role: subject.role,
        lookKey: subject.role.id,
        icon: '',
        placement: 'ground',
        size: 1,
      };
    case 'thing': {
      const { entry } = subject;
      if (entry.kind === 'plush') return plush(plushSpecies(subject.key));
      if (entry.kind === 'creature' && toyish) return plush(plushSpecies(entry.icon));
      const toy =
        toyish && (entry.kind === 'vehicle' || entry.kind === 'object' || entry.kind === 'sky');
      return {
        kind: toy ? 'toy' : drawnKind(entry.kind),
        name: subject.key,
        icon: entry.icon,
        placement: toy ? 'ground' : entry.placement,
        // A toy car is the size of a toy, not of a car.
        size: toy ? 0.22 : relativeSize(entry.icon, entry.kind),
      };
    }
  }
}

function drawnKind(kind: ThingKind): DrawnKind {
  if (kind === 'nature') return 'object';
  if (kind === 'plush') return 'plush';
  return kind;
}

function plush(species: string): Classified {
  return {
    kind: 'plush',
    name: species,
    icon: 'custom:plush',
    placement: 'ground',
    size: relativeSize('custom:plush', 'plush'),
  };
}

/**
 * A thing we cannot draw is a parcel on the ground beside the children, in the colour its words
 * name: still there and labelled, but never passed off as something else — a star in the sky
 * said "star" (decision 079).
 */
function motif(): Classified {
  return { kind: 'motif', name: 'parcel', icon: 'custom:parcel', placement: 'ground', size: 0.3 };
}
