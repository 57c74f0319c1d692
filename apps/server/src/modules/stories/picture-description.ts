import type { Pronouns } from '@sns/contract';
import type { Scene } from '../../providers/scene/scene';
import { writerCastOf } from '../children/story-cast';
import { describeSceneInSpanish } from './picture-description-es';
import type { StoryRow } from './story-repository';
import { mainScene, scenesOfStory } from './story-scenes';
import { escapeRegExp as escape } from '../../lib/escape-reg-exp';
import { capitalise, tidy, unique } from './description-words';

/**
 * A picture's alt text, said as what it shows (docs/decisions/043): who is in it, what they wear,
 * where they are and who or what is with them — "Ife in her yellow wellies at the duck pond with
 * Colonel the goose" — from the moment the picture was painted of, in the parent's own words.
 */

/** Worn rather than held: said as "in her yellow wellies". Head nouns, singular and plural. */
const WORN = new Set(
  `wellies wellington wellingtons boot boots shoe shoes trainer trainers sneaker sneakers slipper
  slippers sandal sandals sock socks hat hats cap caps beanie bonnet helmet crown tiara hood scarf
  scarves glove gloves mitten mittens coat coats raincoat mac jacket jumper sweater cardigan hoodie
  dress dresses skirt tutu pyjamas pajamas pjs onesie costume cape cloak apron overalls dungarees
  glasses spectacles sunglasses goggles mask wings bow ribbon necklace bracelet uniform armour
  armor shorts trousers jeans leggings`.split(/\s+/),
);

/** The little word before a place: "at the duck pond", "in the attic", "on the beach". */
const IN_PLACES =
  /\b(?:attic|kitchen|bedroom|bathroom|room|house|home|garden|greenhouse|forest|woods?|jungle|castle|cave|city|town|village|library|school|classroom|supermarket|shop|store|bakery|cafe|café|hospital|space|sky|sea|ocean|desert|meadow|field|barn|tent|treehouse|igloo|palace|museum|garage|shed|hall|studio|cinema|theatre|theater|clouds?|snow|rain|valley|swamp|lagoon|river|lake|pool)$/i;
const ON_PLACES =
  /\b(?:beach|shore|island|moon|planet|boat|ship|train|bus|farm|mountain|hill|street|road|roof|bridge|stage|ice|pier|path|trail|balcony|deck|raft)$/i;

/** Places said "at": "at the duck pond". With the two lists above, what makes an element a place. */
const AT_PLACES =
  /\b(?:pond|park|fair|zoo|station|party|circus|playground|seaside|airport|harbour|harbor|market|funfair|carnival|festival|church|temple|mosque|lighthouse|waterfall|campsite|stadium|aquarium)$/i;

const ARTICLE = /^(?:a|an|the)\s+/i;
const OWNER = /^(?:my|our|your|his|her|their)\s+/i;
/** The parent speaking: "my teddy" is the child's teddy. */
const PARENTS = /^(?:my|our|your)\s+/i;
const PAIR = /^(?:(?:a|an|the|my|our|your|his|her|their)\s+)?pairs?\s+of\s+/i;
const POSSESSIVE: Record<Pronouns, string> = { she: 'her', he: 'his', they: 'their' };

export interface PictureSubject {
  /** The hero as the story names them. */
  hero: string;
  /** The other children of the story, by name. */
  otherChildren?: readonly string[];
  /** The hero's pronouns, when a child profile gave them. */
  pronouns?: Pronouns;
}

/** The moment's description, or undefined when the scene names nothing to say. */
export function describeScene(scene: Scene, subject: PictureSubject): string | undefined {
  const hero = subject.hero.trim();
  if (!hero) return undefined;
  const children = new Set((subject.otherChildren ?? []).map((name) => name.trim().toLowerCase()));
  const present = scene.present.map((who) => who.trim()).filter(Boolean);
  // A story of two children is told with both in its hero ("Maya and Leo"): said once.
  const inHero = (who: string) => new RegExp(`\\b${escape(who)}\\b`, 'i').test(hero);
  const together = present.filter((who) => children.has(who.toLowerCase()) && !inHero(who));
  const subjects = [hero, ...unique(together)];
  const place = placePhrase(scene.place, hero);

  const worn: string[] = [];
  const things: string[] = [];
  const possessive = subjects.length === 1 && subject.pronouns ? POSSESSIVE[subject.pronouns] : '';
  for (const element of unique(scene.elements.map((e) => tidy(e)).filter(Boolean))) {
    // The place is said once; a place the moment is not at is not in the picture.
    if (place && samePlace(element, scene.place)) continue;
    if (isPlace(element)) continue;
    if (WORN.has(headNoun(element))) worn.push(wornPhrase(element, possessive));
    else things.push(withOwner(element, possessive));
  }
  // The others in the moment, unless an element already names them ("a goose" ~ "Colonel the goose").
  for (const who of present) {
    const lower = who.toLowerCase();
    if (lower === hero.toLowerCase() || children.has(lower)) continue;
    if ([...things, ...worn].some((thing) => mentionsHead(thing, who))) continue;
    things.push(tidy(who));
  }

  const parts = [listed(subjects)];
  if (worn.length > 0) parts.push(`in ${listed(unique(worn))}`);
  if (place) parts.push(place);
  if (things.length > 0) parts.push(`with ${listed(unique(things))}`);
  return capitalise(parts.join(' '));
}

/** "Ife", "Ife and Tom", "Ife, Tom and Ella". */
function listed(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The word that says what it is: "wellies" of "her yellow wellies", "goose" of "a goose called Colonel". */
function headNoun(phrase: string): string {
  const core = phrase
    .replace(PAIR, '')
    .replace(/\s+(?:called|named|with|of|from|who|that|in|on|at)\s.*$/i, '')
    .replace(ARTICLE, '')
    .replace(OWNER, '');
  const words = core.toLowerCase().split(/\s+/);
  return (words[words.length - 1] ?? '').replace(/[^\p{L}'-]/gu, '');
}

function mentionsHead(phrase: string, other: string): boolean {
  const head = headNoun(other);
  if (!head) return false;
  const singular = head.replace(/s$/, '');
  return new RegExp(`\\b${escape(singular)}(?:s|es)?\\b`, 'i').test(phrase);
}

/** "in her yellow wellies" (or "in yellow wellies" when nothing says whose). */
function wornPhrase(element: string, possessive: string): string {
  const bare = element.replace(PAIR, '').replace(ARTICLE, '').replace(OWNER, '');
  return possessive ? `${possessive} ${bare}` : bare;
}

/** "my teddy" is the hero's teddy: "her teddy" (or "a teddy" when nothing says whose). */
function withOwner(element: string, possessive: string): string {
  if (!PARENTS.test(element)) return element;
  const bare = element.replace(PARENTS, '');
  return possessive ? `${possessive} ${bare}` : `a ${bare}`;
}

/** "at the duck pond", "in Grandma's greenhouse", "on the beach"; undefined for no place. */
function placePhrase(place: string, hero: string): string | undefined {
  const words = tidy(place);
  if (!words) return undefined;
  const own = `${escape(hero.toLowerCase())}['’]s\\s+`;
  if (new RegExp(`^(?:at\\s+)?(?:${own})?(?:home|house)$`, 'i').test(words)) return 'at home';
  const named =
    ARTICLE.test(words) || OWNER.test(words) || /^[\p{L}]+['’]s\s/u.test(words)
      ? words
      : /^\p{Lu}/u.test(words)
        ? words // A proper name: "Robot City", "Wendlebrook".
        : `the ${words}`;
  const head = words.replace(/\s+(?:of|with|by|near)\s.*$/i, '');
  const preposition = ON_PLACES.test(head) ? 'on' : IN_PLACES.test(head) ? 'in' : 'at';
  return `${preposition} ${named}`;
}

/** Seen from anywhere, so in the picture wherever it is: the moon, the sky, the snow. */
const SEEN = /\b(?:moon|sky|clouds?|snow|rain|space|stars?|sun|rainbow)$/i;

function isPlace(element: string): boolean {
  const head = element.replace(/\s+(?:of|with|by|near|called|named)\s.*$/i, '');
  if (SEEN.test(head)) return false;
  return IN_PLACES.test(head) || ON_PLACES.test(head) || AT_PLACES.test(head);
}

function samePlace(element: string, place: string): boolean {
  const a = element.replace(ARTICLE, '').replace(OWNER, '').toLowerCase();
  const b = tidy(place).replace(ARTICLE, '').replace(OWNER, '').toLowerCase();
  return a === b || a.endsWith(b) || b.endsWith(a);
}

type DescribedStory = Pick<
  StoryRow,
  | 'scenes'
  | 'storyText'
  | 'hero'
  | 'elements'
  | 'genre'
  | 'cast'
  | 'childIds'
  | 'imageKey'
  | 'language'
>;

/**
 * The alt text of the story's current picture, in the story's language: the moment it was
 * painted of (its passage, or the story's main moment for a picture from before passages were
 * kept); a picture the parent uploaded is only said to be theirs — what it shows is not known.
 * A Spanish story's moments are in Spanish words (its writer's), so they are said in Spanish
 * (picture-description-es.ts, decision 097). Undefined without a picture or a moment to
 * describe, and for a language we cannot describe in: the page then says whose story the
 * picture is, in its own.
 */
export function pictureAltOf(
  story: DescribedStory,
  image: { source: string; passage: number | null } | undefined,
): string | undefined {
  if (!story.imageKey) return undefined;
  const spanish = story.language === 'es';
  if (!spanish && story.language !== 'en') return undefined;
  if (image?.source === 'uploaded')
    return spanish
      ? `Una imagen elegida para el cuento de ${story.hero.trim()}`
      : `A picture chosen for ${story.hero.trim()}'s story`;
  const scenes = scenesOfStory(story);
  const scene =
    image?.passage !== null && image?.passage !== undefined
      ? (scenes.find((s) => s.passage === image.passage) ?? mainScene(scenes))
      : mainScene(scenes);
  if (!scene) return undefined;
  const cast = writerCastOf(story);
  if (spanish)
    return describeSceneInSpanish(scene, {
      hero: story.hero,
      otherChildren: cast?.slice(1).map((member) => member.name),
    });
  return describeScene(scene, {
    hero: story.hero,
    otherChildren: cast?.slice(1).map((member) => member.name),
    pronouns: cast?.[0]?.pronouns,
  });
}
