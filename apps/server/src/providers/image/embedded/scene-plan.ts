import { ACTIVITY_PLACES } from '../../text/embedded/understand/place-lexicon';
import type { IllustrationRequest } from '../types';
import type { CastMember, Mood, Scene, TimeOfDay } from '../../scene/scene';
import type { PlaceBackdrop } from './backdrops/index';
import { backdropFor } from './backdrops/index';
import type { Drawn } from './classify-element';
import { classifyElement, classifyPresent } from './classify-element';
import { castFromSeed } from './default-cast';
import { matchSubject, tokenize } from './match-element';
import { elementNamed } from './named-element';
import { PLACE_HINTS } from './place-hints';
import type { FamousLandmark } from './famous-landmarks';
import { famousLandmarkIn } from './famous-landmarks';
import { familyBackdrop } from './place-families';
import type { PlaceId } from './place-words';
import { GENRE_PLACES } from './place-words';
import type { Action } from './moment-action';
import { actionOf } from './moment-action';
import { forkRandom } from './random';
import type { Footwear } from './worn-footwear';
import { footwearIn } from './worn-footwear';

/** One thing to draw, with every word of the story that asked for it. */
export interface PlannedItem {
  drawn: Drawn;
  /** Scene elements (as typed) this drawing stands for. */
  elements: string[];
  /** Entries of the scene's `present` list it stands for. */
  present: string[];
  /** The element that matters most in this moment: drawn larger, nearer, or in the hero's hand. */
  primary: boolean;
}

export interface PlannedHero {
  /** Index in the cast, which is also the figure's `hero-<index>` id. */
  index: number;
  member: CastMember;
  present: string[];
  /** Elements that name this child ("her brother Leo" when Leo is in the cast). */
  elements: string[];
  /** Footwear an element puts on this child ("her yellow wellies"), in the parent's colour. */
  footwear?: Footwear;
}

/** Everything the composer needs, decided before a single shape is drawn. */
export interface ScenePlan {
  cast: CastMember[];
  scene: Scene;
  place: PlaceId;
  backdrop: PlaceBackdrop;
  time: TimeOfDay;
  mood: Mood;
  heroes: PlannedHero[];
  items: PlannedItem[];
  /** Elements the backdrop itself stands for ("the seaside" at the seaside). */
  backdropElements: string[];
  /** Elements a part of the backdrop stands for, by part name ("a bubble bath" → bathtub). */
  partElements: Map<string, { texts: string[]; drawnAs: string }>;
  sun: string[] | null;
  moon: string[] | null;
  /** The genre's own world: the hero may wear the genre's costume touch there. */
  genreWorld: boolean;
  /** The story's own picture (no scene was given) carries the hero's name on a ribbon. */
  banner: boolean;
  /** What the children do in this moment. */
  action: Action;
  /**
   * A famous landmark the moment is at ("the Eiffel Tower"), drawn large where the backdrop's
   * landmark stands, with the elements that name it (decision 079).
   */
  famous: { landmark: FamousLandmark; elements: string[] } | null;
}

/**
 * Turns a request into a plan: who is drawn (the cast, from profiles or the hero seed), where
 * (the scene's place, else a place among the elements, else the genre's world), when and in what
 * mood, and what each element is drawn as. Every element ends up somewhere — in the backdrop, in
 * the sky, or as an item — never dropped.
 */
export function planScene(request: IllustrationRequest): ScenePlan {
  const cast = resolveCast(request);
  const scene = request.scene ?? storyScene(request, cast);
  const elements = scene.elements.map((text) => ({ text, drawn: classifyElement(text) }));
  const famousLandmark = famousAt(scene.place, elements);
  const place = famousLandmark?.setting ?? resolvePlace(scene.place, elements, request);
  const famous = famousLandmark ? { landmark: famousLandmark, elements: [] as string[] } : null;
  const backdrop = backdropFor(place);
  const sunElement = elements.some((element) => element.drawn.icon === 'sun');
  let time: TimeOfDay = backdrop.time ?? scene.timeOfDay;
  // A sun in the story by night: the picture becomes the sunset rather than lose the sun.
  if (sunElement && time === 'night' && place !== 'space') time = 'evening';

  const heroes: PlannedHero[] = [];
  const items: PlannedItem[] = [];
  const addItem = (drawn: Drawn, words: { element?: string; present?: string }): void => {
    const same = items.find(
      (item) =>
        item.drawn.kind === drawn.kind &&
        item.drawn.name === drawn.name &&
        item.drawn.lookKey === drawn.lookKey,
    );
    // One grandmother, however many times the moment names her; two different cats stay two.
    const merge = same && (drawn.kind === 'figure' || !words.element || same.present.length > 0);
    const target = merge ? same : { drawn, elements: [], present: [], primary: false };
    if (!merge) items.push(target);
    if (words.element) target.elements.push(words.element);
    if (words.present) target.present.push(words.present);
  };

  const heroFor = (index: number): PlannedHero => {
    let hero = heroes.find((h) => h.index === index);
    if (!hero) {
      hero = { index, member: cast[index] as CastMember, present: [], elements: [] };
      heroes.push(hero);
    }
    return hero;
  };
  const storyElements = [...new Set([...scene.elements, ...request.elements])];
  for (const text of presentList(scene, cast)) {
    const named = castIndexes(text, cast, request.hero);
    // "Colonel" is the goose the parent named, drawn as that goose.
    const owner = named === null ? elementNamed(text, storyElements) : undefined;
    if (owner !== undefined) addItem(classifyElement(owner), { present: text });
    else if (named === null) addItem(classifyPresent(text), { present: text });
    // "Everyone": every child is there, and the word goes on the first of them.
    else
      named.forEach((index, i) => (i === 0 ? heroFor(index).present.push(text) : heroFor(index)));
  }
  heroes.sort((a, b) => a.index - b.index);

  const backdropElements: string[] = [];
  const partElements = new Map<string, { texts: string[]; drawnAs: string }>();
  let sun: string[] | null = time === 'night' ? null : [];
  let moon: string[] | null = time === 'night' ? [] : null;
  for (const { text, drawn } of elements) {
    const child = drawn.role?.build === 'child' ? castNamedIn(text, cast) : null;
    const footwear = footwearIn(text);
    const wearer = heroes.find((hero) => hero.index === 0);
    if (child !== null) {
      heroFor(child).elements.push(text);
    } else if (footwear && wearer) {
      // The child in view wears them, in the colour the parent typed.
      wearer.elements.push(text);
      wearer.footwear = footwear;
    } else if (famous && drawn.kind === 'landmark' && drawn.name === famous.landmark.id) {
      famous.elements.push(text);
    } else if (drawn.kind === 'place' && drawn.place === place) {
      backdropElements.push(text);
    } else if (drawn.kind === 'place') {
      addItem({ ...drawn, kind: 'landmark' }, { element: text });
    } else if (drawn.kind === 'sky' && drawn.icon === 'sun') {
      sun = [...(sun ?? []), text];
    } else if (drawn.kind === 'sky' && drawn.icon === 'crescent-moon') {
      moon = [...(moon ?? []), text];
    } else if (backdrop.parts.includes(drawn.icon)) {
      const part = partElements.get(drawn.icon) ?? {
        texts: [],
        drawnAs: `${drawn.kind}:${drawn.name}`,
      };
      part.texts.push(text);
      partElements.set(drawn.icon, part);
    } else {
      addItem(drawn, { element: text });
    }
  }
  // The first element of the moment is the one that matters (Scene.elements).
  const first = items.find((item) => item.elements.length > 0);
  if (first) first.primary = true;

  const companions =
    heroes.length -
    1 +
    items.filter((item) => ['figure', 'creature', 'plush'].includes(item.drawn.kind)).length;
  return {
    action: actionOf(scene, place, {
      companions,
      random: forkRandom(sceneActionSeed(request, scene), 'action'),
      time,
    }),
    cast,
    scene,
    place,
    backdrop,
    time,
    mood: scene.mood,
    heroes,
    items,
    backdropElements,
    partElements,
    sun,
    moon,
    genreWorld: place === GENRE_PLACES[request.genre],
    banner: !request.scene,
    famous,
  };
}

function resolveCast(request: IllustrationRequest): CastMember[] {
  if (request.cast && request.cast.length > 0) return request.cast.slice(0, 3);
  return [castFromSeed(forkRandom(heroLookSeed(request), 'hero-look'), request.hero)];
}

/**
 * The story's own picture: the whole cast and all its elements, in the genre's world (or a place
 * the story names), by night — or, for some of a story's new pictures, at dusk.
 */
function storyScene(request: IllustrationRequest, cast: readonly CastMember[]): Scene {
  return {
    passage: 0,
    place: '',
    timeOfDay: forkRandom(request.seed, 'time').chance(0.25) ? 'evening' : 'night',
    present: cast.map((member) => member.name),
    elements: [...request.elements],
    mood: 'calm',
    caption: '',
  };
}

/**
 * The famous landmark a moment is at: the one its place words name, or — where the place words
 * name no place we know — one among its elements.
 */
function famousAt(
  words: string,
  elements: readonly { text: string; drawn: Drawn }[],
): FamousLandmark | undefined {
  const named = famousLandmarkIn(words);
  if (named || (words.trim() && (matchSubject(words) || familyBackdrop(words)))) return named;
  const element = elements.find((e) => e.drawn.kind === 'landmark');
  return element ? famousLandmarkIn(element.text) : undefined;
}

function resolvePlace(
  words: string,
  elements: readonly { drawn: Drawn }[],
  request: IllustrationRequest,
): PlaceId {
  // An activity the parent typed ("Easter", "a football match") is drawn where it happens.
  const activity =
    ACTIVITY_PLACES[
      words
        .trim()
        .toLowerCase()
        .replace(/^(?:a|an|the|my|our|his|her|their)\s+/, '')
    ];
  const subject = words.trim() ? matchSubject(activity ? `the ${activity.place}` : words) : null;
  if (subject?.kind === 'place') return subject.place.id;
  if (subject?.kind === 'thing') {
    const hinted = PLACE_HINTS[subject.entry.icon];
    if (hinted) return hinted;
  }
  // A place the writer knows but we have no backdrop of its own for: its family's backdrop.
  const family = words.trim() ? familyBackdrop(words) : undefined;
  if (family) return family;
  // An unknown place: one of the story's places if it has one, else the genre's own world.
  const fromElement = elements.find((element) => element.drawn.kind === 'place')?.drawn.place;
  return fromElement ?? GENRE_PLACES[request.genre];
}

function presentList(scene: Scene, cast: readonly CastMember[]): string[] {
  // Nobody named: the hero is there. (A moment may leave the hero out by naming others.)
  if (scene.present.length === 0) return cast[0] ? [cast[0].name] : [];
  return scene.present;
}

// Words that may stand around a child's name in a `present` entry without naming someone else.
const FILLER = new Set(['the', 'our', 'little', 'young', 'brave', 'clever', 'kind', 'dear']);
const EVERYONE = new Set(['everyone', 'everybody', 'all', 'children', 'kids', 'together']);
const HERO = new Set(['hero', 'heroine']);

/**
 * Which cast members a `present` entry names: "Maya" or "Maya Patel" (their first name, and
 * nothing that names someone else — "Maya's grandmother" is the grandmother), the story's hero
 * field (a nickname the parent typed for the first child), "the hero", "everyone", or several of
 * them together ("Maya and Leo", "Maya, Leo & Sam"). Null when it names someone outside the cast.
 */
function castIndexes(text: string, cast: readonly CastMember[], hero: string): number[] | null {
  const one = oneCastMember(text, cast, null);
  if (one !== null) return one;
  const parts = text.split(/\s*(?:,|&|\band\b)\s*/i).filter((part) => part.trim() !== '');
  if (parts.length >= 2) {
    const named = new Set<number>();
    for (const part of parts)
      for (const index of oneCastMember(part, cast, hero) ?? [-1]) named.add(index);
    if (!named.has(-1)) return [...named].sort((a, b) => a - b);
  }
  return oneCastMember(text, cast, hero);
}

function oneCastMember(
  text: string,
  cast: readonly CastMember[],
  hero: string | null,
): number[] | null {
  const words = tokenize(text).filter((word) => !FILLER.has(word));
  if (words.length === 0) return null;
  if (words.every((word) => EVERYONE.has(word))) return cast.map((_m, i) => i);
  if (words.every((word) => HERO.has(word))) return cast.length > 0 ? [0] : null;
  for (let i = 0; i < cast.length; i++) {
    const name = tokenize(cast[i]?.name ?? '');
    if (name[0] && words.includes(name[0]) && words.every((word) => name.includes(word)))
      return [i];
  }
  const heroName = hero === null ? [] : tokenize(hero);
  if (cast.length > 0 && heroName.length > 0 && words.join(' ') === heroName.join(' ')) return [0];
  return null;
}

/**
 * A cast member a child-like element names among other words ("her brother Leo"), by first name;
 * not a possessive ("Maya's brother" is someone else).
 */
function castNamedIn(text: string, cast: readonly CastMember[]): number | null {
  const words = text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}'’]+/u)
    .filter((word) => word.length > 0);
  const index = cast.findIndex((member) => {
    const first = tokenize(member.name)[0];
    return first !== undefined && words.includes(first);
  });
  return index === -1 ? null : index;
}

/** The hero's look follows the story's hero seed and name, never the picture's composition. */
export function heroLookSeed(request: IllustrationRequest): number {
  const text = request.hero;
  const seed = request.heroSeed ?? request.seed;
  let h = 0x811c9dc5 ^ (Math.floor(Math.abs(seed)) >>> 0);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h ^ Math.floor(seed / 4294967296)) >>> 0;
}

// The action's chance depends on the story and the passage, not on the page's layout seed.
function sceneActionSeed(request: IllustrationRequest, scene: Scene): number {
  const text = `${request.hero}\u0001${scene.passage}\u0001${scene.caption}`;
  let h = 0x811c9dc5 ^ (Math.floor(Math.abs(request.seed)) >>> 0);
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
