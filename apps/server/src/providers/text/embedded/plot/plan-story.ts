import type { Genre, Pronouns } from '@sns/contract';
import type { AgeBand } from '../age-band';
import type { LifeLesson } from '../life-lesson';
import type { PlotTwist } from '../plot-twist';
import { creatureFacts, type CreatureFacts } from '../understand/creature-lexicon';
import { FAMILY_FACTS, placeFacts, type PlaceFacts } from '../understand/place-lexicon';
import { understandElement, type ElementSense } from '../understand/understand-element';
import { hasSecret, isFixed } from './secrets';

/**
 * The plan a story is written from (docs/decisions/036): where it happens, who is in it, what goes
 * wrong and what puts it right — all chosen from the parent's three elements, so the story is
 * about them. The OpenAI-compatible writer's prompt carries the same plan.
 */
export type Problem = 'missing' | 'runaway' | 'rescue' | 'enchantment' | 'invention' | 'secret';

export interface Setting {
  first: string;
  short: string;
  facts: PlaceFacts;
  /** The parent's element it comes from, when it does. */
  element?: ElementSense;
  /** When the element is an activity ("bath time"). */
  time?: string;
  /** The activity is still to come (the move to Scotland): the story ends ready for it. */
  ahead?: boolean;
  /** The event is tonight (the school fete): the story is at it and ends with it done. */
  today?: boolean;
}

export interface Character {
  first: string;
  short: string;
  facts: CreatureFacts;
  qualities: string[];
  pronoun?: 'he' | 'she' | 'it' | 'they';
  /** The element as typed, or undefined for a character the story brings in (Abuela). */
  typed?: string;
  /** The hero's own toy or pet: comes from home at the start. */
  fromHome: boolean;
  /** "two kittens", "owls": told as they. */
  plural?: boolean;
  person: boolean;
  /** A relative: comes along as family, not as a stranger met on the way. */
  family?: boolean;
  /** A friend from an earlier chapter of the series: greeted as a friend, not met. */
  known?: boolean;
  /** The element that is how they get about ("Granny's wheelchair"), shown with them. */
  aid?: string;
}

/** How someone with a wheelchair or crutches gets about, and what they do with it. */
const AID_FACTS: Readonly<Record<string, { move: string; habit: string }>> = {
  wheelchair: { move: 'wheeled', habit: 'spun {their} wheelchair round in a neat circle' },
  crutches: { move: 'swung along on {their} crutches', habit: 'leant on {their} crutches' },
  walker: { move: 'came steadily along with {their} walker', habit: 'leant on {their} walker' },
  stick: { move: 'came along with {their} stick', habit: 'tapped {their} stick on the ground' },
  cane: { move: 'came along with {their} cane', habit: 'tapped {their} cane on the ground' },
  'walking stick': {
    move: 'came along with {their} walking stick',
    habit: 'tapped {their} walking stick on the ground',
  },
};

export interface StoryPlan {
  band: AgeBand;
  /** The heroes' pronouns from their profiles, when known. */
  heroPronouns: (Pronouns | undefined)[];
  genre: Genre;
  heroes: string[];
  setting: Setting;
  characters: Character[];
  objects: ElementSense[];
  /** Every element as read, in the parent's order. */
  elements: ElementSense[];
  /** Things done, not held ("Dad's terrible jokes"), with who does them. */
  habits: { element: ElementSense; who?: Character }[];
  problem: Problem;
  /** What the problem is about: the missing cookbook, the runaway trolley, Colonel in trouble. */
  focus: { object?: ElementSense; character?: Character };
  /** What solves it at the climax: an object the story set up, or a character's gift. */
  tool: { object?: ElementSense; character?: Character };
  twist: PlotTwist | null;
  lesson: LifeLesson | null;
  /** A chapter of a series: whether a line is new to the series (plot/plan-chapter.ts). */
  fresh?: (line: string) => boolean;
}

const GENRE_PROBLEM: Readonly<Record<Genre, Problem>> = {
  Mystery: 'missing',
  Comedy: 'runaway',
  Adventure: 'rescue',
  Fantasy: 'enchantment',
  'Sci-Fi': 'invention',
};

/** Where a story with no place element happens, by genre, when its things don't say. */
const GENRE_PLACES: Readonly<Record<Genre, string>> = {
  Mystery: 'house',
  Comedy: 'park',
  Adventure: 'woods',
  Fantasy: 'garden',
  'Sci-Fi': 'garage',
};

/** Where a thing belongs, for a story whose place the parent left open. */
const THING_PLACES: Readonly<Record<string, string>> = {
  cookbook: 'kitchen',
  telescope: 'hill',
  trolley: 'supermarket',
  wellies: 'pond',
  kite: 'hill',
  boat: 'lake',
  bucket: 'beach',
  spade: 'beach',
  bubbles: 'bathroom',
  teeth: 'house',
  map: 'woods',
  book: 'library',
  cake: 'kitchen',
  pancakes: 'kitchen',
  sled: 'hill',
  rocket: 'space',
};

export function planStory(input: {
  band: AgeBand;
  heroPronouns?: (Pronouns | undefined)[];
  genre: Genre;
  heroes: string[];
  elements: ElementSense[];
  twist: PlotTwist | null;
  lesson: LifeLesson | null;
}): StoryPlan {
  const { elements, genre } = input;
  const characters: Character[] = [];
  // "her little brother Zayd" is Zayd, already in the story as one of the heroes.
  const isHero = (e: ElementSense) =>
    input.heroes.some((h) => h.toLowerCase() === e.short.toLowerCase());
  for (const element of elements) {
    if (element.creature && !isHero(element))
      characters.push({
        first: element.first,
        short: element.short,
        facts: element.creature,
        qualities: element.qualities,
        pronoun: element.pronoun,
        typed: element.typed,
        fromHome:
          element.kind === 'toy' || (element.owner?.hero === true && element.kind === 'animal'),
        person: element.kind === 'person' && element.creature.person,
        plural: element.plural,
        ...(element.family ? { family: true } : {}),
      });
  }
  // "Grandpa's false teeth" bring Grandpa; "his abuela's kitchen" brings Abuela.
  for (const element of elements) {
    const who = element.ownerCharacter;
    if (who && !characters.some((c) => sameRelative(c.short, who)))
      characters.push({
        first: who,
        short: who,
        facts: creatureFacts(who.split(' ')[0]?.toLowerCase() ?? '', true),
        qualities: [],
        pronoun:
          /\b(grandpa|grandad|granddad|grandfather|abuelo|dad|daddy|father|papa|uncle|opa|nonno|brother)\b/i.test(
            who,
          )
            ? 'he'
            : /\b(grandma|granny|gran|nan|nana|nanna|grandmother|abuela|mum|mom|mummy|mother|mama|aunt|auntie|oma|nonna|sister)\b/i.test(
                  who,
                )
              ? 'she'
              : undefined,
        fromHome: false,
        person: true,
        family: true,
      });
  }
  // Granny's wheelchair is how Granny goes.
  for (const element of elements) {
    const aid = element.aid ? AID_FACTS[element.aid] : undefined;
    const owner = characters.find(
      (c) => c.short.toLowerCase() === element.ownerCharacter?.toLowerCase(),
    );
    if (!aid || !owner) continue;
    const their = owner.pronoun === 'he' ? 'his' : owner.pronoun === 'she' ? 'her' : 'their';
    owner.facts = {
      ...owner.facts,
      move: aid.move.replace('{their}', their),
      habit: aid.habit.replace('{their}', their),
    };
    owner.aid = element.typed;
  }
  const objects = elements.filter(
    (e) => (e.kind === 'object' || e.kind === 'sky') && !e.aid && !e.habit,
  );
  // A mystery with nothing of the parent's to lose looks for what the twist says was hidden:
  // "Auntie Jo was the one who hid the presents" — the presents are missing.
  const hidden =
    genre === 'Mystery' && objects.length === 0 ? hiddenInTwist(input.twist) : undefined;
  if (hidden) objects.push(hidden);
  const habits = elements
    .filter((e) => e.habit)
    .map((element) => {
      const who = characters.find(
        (c) => c.short.toLowerCase() === element.ownerCharacter?.toLowerCase(),
      );
      return who ? { element, who } : { element };
    });
  const setting = chooseSetting(elements, genre, characters, objects);
  // What the parent's words say is wrong comes first (docs/decisions/083): "a missing cookbook"
  // is the story of the cookbook, whatever the genre; the genre decides only when they don't say.
  const told = problemInElements(objects, characters);
  // A story with nobody to meet gets someone who belongs to the place (a duck at the pond) — but
  // not beside Grandma when the parent's words already give the story its problem.
  const nobodyToMeet = !characters.some((c) => !c.fromHome && !c.family);
  const family = characters.some((c) => c.family);
  if (nobodyToMeet && !(family && told)) characters.push(localOf(setting, input.band));

  // Weather and days are what the story happens in, never what is lost, chased or mended: "the
  // Case of the Missing Thunderstorm" is nobody's story. The moon and the stars may go missing.
  const holdable = objects.filter(
    (o) => o.kind !== 'sky' || /^(?:moon|stars?|sun|rainbow|comet|planet)$/.test(o.head),
  );
  // A problem needs its material: a thing to lose, chase or fix; someone to rescue.
  const away0 = characters.filter((c) => !c.fromHome);
  let problem = told ?? GENRE_PROBLEM[genre];
  if (
    (problem === 'missing' || problem === 'runaway' || problem === 'invention') &&
    holdable.length === 0
  )
    problem =
      genre === 'Mystery' && characters.some((c) => c.fromHome)
        ? 'rescue'
        : genre === 'Sci-Fi'
          ? 'rescue'
          : 'rescue';
  // Someone to rescue is an animal; a friend or a grandparent comes along to help instead.
  // Nor is it a creature the story made up: with the parent's things to find, the adventure is
  // the search for them (docs/decisions/083).
  if (
    problem === 'rescue' &&
    !away0.some((c) => !c.person && !c.family && c.typed !== undefined) &&
    holdable.length > 0
  )
    problem = 'missing';
  // A mystery about a thing with a secret ("a lift that stops at a floor that isn't there") is
  // the mystery of that secret: the thing is there to be looked at, never lost
  // (docs/decisions/099). So is one about a thing that cannot be carried off.
  const secretive =
    problem === 'missing' && input.band !== 'toddler' && !told
      ? (holdable.find((o) => hasSecret(o, input.twist)) ??
        (genre === 'Mystery' ? holdable.find((o) => isFixed(o) && !o.owner?.hero) : undefined))
      : undefined;
  if (secretive) problem = 'secret';
  // "Dad had it all along", "it was the cat all along": the twist says something went missing,
  // whatever the genre would have chosen.
  else if (!told && holdable.length > 0 && problem !== 'missing' && culpritTwist(input.twist))
    problem = 'missing';
  const focus: StoryPlan['focus'] = {};
  const tool: StoryPlan['tool'] = {};
  const missingThing = holdable.find(
    (o) => o.qualities.includes('missing') || o.qualities.includes('lost'),
  );
  const away = characters.filter((c) => !c.fromHome);
  switch (problem) {
    case 'secret':
      focus.object = secretive;
      break;
    case 'missing':
      focus.object = missingThing ?? holdable.find((o) => o.owner?.hero !== true) ?? holdable[0];
      if (!focus.object) focus.character = characters.find((c) => c.fromHome) ?? characters[0];
      break;
    case 'runaway': {
      // "a runaway hamster" is the one everybody chases, before any of the things.
      const runner = characters.find((c) => c.qualities.includes('runaway'));
      if (runner && !holdable.some((o) => o.qualities.includes('runaway'))) {
        focus.character = runner;
        break;
      }
      const mover =
        holdable.find((o) => o.qualities.includes('runaway')) ??
        holdable.find(
          (o) => o.use && ['roll', 'fly', 'float', 'sail', 'bite', 'play', 'eat'].includes(o.use),
        );
      if (mover) {
        focus.object = mover;
        break;
      }
      // A scarf does not run off: a creature the parent gave does the running, else it is lost.
      const creature = away.find(
        (c) =>
          !c.person &&
          !c.family &&
          !c.facts.machine &&
          c.typed !== undefined &&
          !/\b(?:robot|android|alien|ghost|toy|teddy|doll)\b/i.test(c.typed),
      );
      if (creature) {
        focus.character = creature;
        break;
      }
      if (holdable.length > 0) {
        problem = 'missing';
        focus.object = missingThing ?? holdable.find((o) => o.owner?.hero !== true) ?? holdable[0];
        break;
      }
      focus.character = away[0] ?? characters[0];
      break;
    }
    case 'rescue': {
      // Family and friends come along to help; they are never the ones stuck out there — a
      // friend is not shut in the lost-property box (docs/decisions/105). With nobody else to
      // rescue, it is a small animal that belongs to the place: the class hamster at school.
      focus.character =
        away.find(
          (c) => !c.family && c.qualities.some((q) => /^(lost|missing|stuck|trapped)$/.test(q)),
        ) ?? away.find((c) => !c.person && !c.family);
      if (!focus.character && holdable.length > 0)
        focus.object = holdable.find((o) => o.owner?.hero !== true) ?? holdable[0];
      else if (!focus.character) {
        const stray = strayOf(setting);
        characters.push(stray);
        focus.character = stray;
      }
      break;
    }
    case 'enchantment':
      focus.character = away[0] ?? characters[0];
      break;
    case 'invention':
      focus.object =
        holdable.find((o) => o.qualities.includes('broken')) ??
        holdable.find(
          (o) => o.use === 'look' || o.use === 'roll' || o.use === 'fly' || o.use === 'light',
        );
      // Pyjamas and sandwiches do not "stop working": with nothing to mend, something is missing.
      if (!focus.object) {
        problem = 'missing';
        focus.object = missingThing ?? holdable.find((o) => o.owner?.hero !== true) ?? holdable[0];
      }
      break;
  }
  // The tool: a thing the story set up that is not the thing everyone is looking for.
  // A boat at sea, a sledge in the snow: a thing that suits the place first; then one that brings
  // someone with it (Uncle Kwame's boat); the hero's own things are there from the start anyway.
  // Never the weather or a day: "held the rainy Saturday tight" is nothing anyone can do.
  const others = objects.filter((o) => o !== focus.object && o.kind !== 'sky');
  tool.object =
    others.find((o) => suitsPlace(o, setting)) ??
    others.find((o) => o.owner && !o.owner.hero) ??
    others[0] ??
    (problem === 'invention' ? focus.object : undefined);
  // Whoever is rescued or chased is not also the one who helps at the end.
  if (!tool.object) {
    const helper = characters.find((c) => c !== focus.character);
    if (helper) tool.character = helper;
  }
  return {
    band: input.band,
    heroPronouns: input.heroPronouns ?? [],
    genre,
    heroes: input.heroes,
    setting,
    characters,
    objects,
    elements,
    habits,
    problem,
    focus,
    tool,
    twist: input.twist,
    lesson: input.lesson,
  };
}

/** Names for one relative: "her grandmother's greenhouse" is Grandma's when Grandma is there. */
const RELATIVES: readonly RegExp[] = [
  /^(?:grandma|granny|gran|nan|nana|nanna|grandmother|grandmama)$/i,
  /^(?:grandpa|grandad|granddad|grandfather|gramps|grandpapa)$/i,
  /^(?:mum|mom|mummy|mommy|mama|mother|ma)$/i,
  /^(?:dad|daddy|papa|father|pa)$/i,
];

function sameRelative(a: string, b: string): boolean {
  if (a.toLowerCase() === b.toLowerCase()) return true;
  return RELATIVES.some((names) => names.test(a) && names.test(b));
}

/** A twist that says who had the thing: "Dad had it all along", "it was Grandma all along". */
function culpritTwist(twist: PlotTwist | null): boolean {
  if (twist?.kind !== 'clause') return false;
  const text = twist.clause.toLowerCase();
  return (
    /^it was (?!an? )\S+.*\b(?:all along|the whole time)\b/.test(text) ||
    /\b(?:had|took|borrowed|hid|had hidden|had taken|had borrowed) (?:it|them)\b/.test(text) ||
    /\bhad (?:the|his|her|their) \S+(?: \S+)? (?:all along|the whole time)\b/.test(text)
  );
}

/** The problem the parent's own words give a thing: missing, runaway or broken. */
function problemInElements(
  objects: readonly ElementSense[],
  characters: readonly Character[],
): Problem | undefined {
  const has = (...words: string[]) =>
    objects.some((o) => o.qualities.some((q) => words.includes(q)));
  const someone = (...words: string[]) =>
    characters.some((c) => !c.family && c.qualities.some((q) => words.includes(q)));
  if (has('missing', 'lost')) return 'missing';
  if (has('runaway') || someone('runaway')) return 'runaway';
  if (has('broken')) return 'invention';
  // "a lost puppy" is found and brought home.
  if (someone('lost', 'missing', 'stuck', 'trapped')) return 'rescue';
  return undefined;
}

/** The thing a twist says someone hid, took or ate, read as a missing thing; undefined if none. */
function hiddenInTwist(twist: PlotTwist | null): ElementSense | undefined {
  if (!twist || twist.kind !== 'clause') return undefined;
  const match =
    /\b(?:hid|hidden|took|taken|ate|eaten|borrowed|moved|pinched|swapped|wrapped)\s+((?:the|a|an|his|her|their|my|our)\s+[\p{L}'’ -]+?)(?=\s+(?:in|into|under|behind|inside|on|at|all|the whole|for|so|because|to)\b|$)/u.exec(
      twist.clause,
    );
  const phrase = match?.[1];
  if (!phrase || phrase.split(' ').length > 4) return undefined;
  const sense = understandElement(phrase.replace(/^(?:a|an)\s/, 'the '), '');
  if (sense.kind !== 'object') return undefined;
  return { ...sense, qualities: [...sense.qualities, 'missing'] };
}

/** Whether a thing is made for the story's place: a boat on the water, a rocket in space. */
function suitsPlace(o: ElementSense, setting: Setting): boolean {
  const family = setting.facts.family;
  return (
    (o.use === 'sail' && family === 'water') ||
    (o.use === 'fly' && (family === 'sky' || family === 'space')) ||
    (o.use === 'light' && family === 'underground')
  );
}

const LOCALS: Readonly<
  Record<
    PlaceFacts['family'],
    { first: string; short: string; head: string; person: boolean; pronoun?: 'he' | 'she' }
  >
> = {
  water: { first: 'a busy little duck', short: 'the duck', head: 'duck', person: false },
  home: { first: 'a small brown mouse', short: 'the mouse', head: 'mouse', person: false },
  shop: {
    first: 'a shop assistant called Mo',
    short: 'Mo',
    head: 'assistant',
    person: true,
    pronoun: 'she',
  },
  school: {
    first: 'Mr Patel, the caretaker',
    short: 'Mr Patel',
    head: 'caretaker',
    person: true,
    pronoun: 'he',
  },
  wild: { first: 'a bright-eyed squirrel', short: 'the squirrel', head: 'squirrel', person: false },
  town: { first: 'a friendly pigeon', short: 'the pigeon', head: 'bird', person: false },
  sky: { first: 'a seagull', short: 'the seagull', head: 'bird', person: false },
  space: { first: 'a small silver robot', short: 'the robot', head: 'robot', person: false },
  underground: { first: 'a mole in spectacles', short: 'the mole', head: 'mole', person: false },
};

/**
 * Older readers meet a grown-up who belongs to the place, not a talking duck: a ten-year-old
 * solving a mystery at a lighthouse asks the keeper.
 */
const OLDER_LOCALS: Partial<Record<PlaceFacts['family'], (typeof LOCALS)[PlaceFacts['family']]>> = {
  water: {
    first: 'old Mrs Penrose from down by the harbour',
    short: 'Mrs Penrose',
    head: 'keeper',
    person: true,
    pronoun: 'she',
  },
  home: {
    first: 'Mrs Kowalski from next door',
    short: 'Mrs Kowalski',
    head: 'neighbour',
    person: true,
    pronoun: 'she',
  },
  wild: {
    first: 'Ranger Osei',
    short: 'Ranger Osei',
    head: 'ranger',
    person: true,
    pronoun: 'she',
  },
  town: {
    first: 'Mr Ferreira from the corner shop',
    short: 'Mr Ferreira',
    head: 'shopkeeper',
    person: true,
    pronoun: 'he',
  },
  underground: {
    first: 'old Mr Gruber from the mine',
    short: 'Mr Gruber',
    head: 'miner',
    person: true,
    pronoun: 'he',
  },
};

/** A small animal that belongs to each kind of place, for a rescue with nobody else to rescue. */
const STRAYS: Readonly<
  Record<PlaceFacts['family'], { first: string; short: string; head: string }>
> = {
  water: { first: 'a fluffy little duckling', short: 'the duckling', head: 'duck' },
  home: { first: 'a small brown mouse', short: 'the mouse', head: 'mouse' },
  shop: { first: 'a little lost kitten', short: 'the kitten', head: 'kitten' },
  school: { first: 'the class hamster', short: 'the hamster', head: 'hamster' },
  wild: { first: 'a baby hedgehog', short: 'the hedgehog', head: 'hedgehog' },
  town: { first: 'a lost puppy', short: 'the puppy', head: 'dog' },
  sky: { first: 'a young seagull', short: 'the seagull', head: 'bird' },
  space: { first: 'a small silver robot', short: 'the robot', head: 'robot' },
  underground: { first: 'a mole in spectacles', short: 'the mole', head: 'mole' },
};

function strayOf(setting: Setting): Character {
  const stray = STRAYS[setting.facts.family];
  return {
    first: stray.first,
    short: stray.short,
    facts: creatureFacts(stray.head, false),
    qualities: [],
    fromHome: false,
    person: false,
    pronoun: 'it',
  };
}

function localOf(setting: Setting, band: AgeBand): Character {
  const older = band === 'middle-grade' || band === 'teen';
  const local =
    (older ? OLDER_LOCALS[setting.facts.family] : undefined) ?? LOCALS[setting.facts.family];
  const character: Character = {
    first: local.first,
    short: local.short,
    facts: creatureFacts(local.head, local.person),
    qualities: [],
    fromHome: false,
    person: local.person,
  };
  if (local.pronoun) character.pronoun = local.pronoun;
  else if (!local.person) character.pronoun = 'it';
  return character;
}

function chooseSetting(
  elements: ElementSense[],
  genre: Genre,
  characters: Character[],
  objects: ElementSense[],
): Setting {
  const activity = elements.find((e) => e.kind === 'activity');
  const place = elements.find((e) => e.kind === 'place') ?? activity;
  if (place?.place) {
    const setting: Setting = {
      first: place.kind === 'activity' ? `the ${place.place.word}` : place.first,
      short: place.kind === 'activity' ? `the ${place.place.word}` : place.short,
      facts: place.place,
      element: place,
    };
    // A place and something that happens ("the village hall", "the school play"): both, then and there.
    const time = place.time ?? activity?.time;
    if (time) setting.time = time;
    const event = place.time ? place : activity;
    if (event?.ahead) setting.ahead = true;
    if (event?.today) setting.today = true;
    return setting;
  }
  const word =
    objects.map((o) => THING_PLACES[o.head]).find(Boolean) ??
    characters.filter((c) => !c.person && !c.fromHome).map((c) => c.facts.home)[0] ??
    GENRE_PLACES[genre];
  const facts = placeFacts(word) ?? FAMILY_FACTS.wild;
  return { first: `the ${word}`, short: `the ${word}`, facts };
}
