import type { StoryRequest, WrittenStory } from '../types';
import { ageBand, WORD_RANGES, WORD_TARGETS } from './age-band';
import { NEUTRAL_SPOTS } from './banks/beats';
import { GENRE_BANKS } from './banks/genres';
import type { Skeleton } from './banks/types';
import { composeFullStory, type StoryPlan } from './compose-full';
import { composeLittleStory } from './compose-little';
import { planRoles } from './element-roles';
import { parseLifeLesson } from './life-lesson';
import { parsePlotTwist } from './plot-twist';
import { createRandom, hashSeed, PhrasePicker, type Random } from './random';
import { fits, type StoryContext } from './story-draft';
import { readStoryElements } from '../scenes/story-elements';
import {
  childrenTokens,
  heroPronounTokens,
  possessivePronoun,
  type StoryChild,
} from './story-children';
import { describeScenes } from './story-scenes';
import { castOrder, castTokens, lessonTokens, twistTokens } from './story-tokens';
import { renderTemplate, type TokenValue } from './template';

/**
 * Writes a bedtime story offline. Everything is chosen by a generator seeded from the request,
 * so the same seed and inputs always give the same story and a new seed gives a new one.
 */
export function writeEmbeddedStory(request: StoryRequest): WrittenStory {
  const hero = normaliseHero(narrativeHero(request));
  const band = ageBand(request.age);
  const random = createRandom(
    hashSeed(
      request.seed,
      hero,
      ...request.elements,
      request.genre,
      band,
      request.plotTwist ?? '',
      request.lifeLesson ?? '',
    ),
  );
  const picker = new PhrasePicker(random);
  const bank = GENRE_BANKS[request.genre];
  // The hero is the first child of a profile cast; the others join the adventure by name.
  const heroProfile = request.cast?.[0];
  const elements = readStoryElements(
    request.elements,
    hero,
    heroProfile ? possessivePronoun(heroProfile.pronouns) : undefined,
  );
  const skeleton = pickSkeleton(bank.skeletons, random, [
    hero,
    ...(request.cast ?? []).map((child) => child.name),
    ...elements.map((element) => element.phrase.definite),
  ]);
  const cast = castOrder(elements.map((element) => element.phrase));
  const children: StoryChild[] = (request.cast ?? [])
    .slice(1)
    .map((child) => ({ name: child.name.trim(), pronouns: child.pronouns }))
    .filter((child) => child.name.length > 0);

  const spots = [...bank.spots, ...NEUTRAL_SPOTS];
  const inScene = (line: string): boolean => fits(line, cast, skeleton.scene);
  const place = random.pick(skeleton.places);
  const tokens: Record<string, TokenValue> = {
    hero,
    place,
    goal: random.pick(skeleton.goals),
    spot: () => picker.take(spots, inScene).replace(/^<[^>]*>/, ''),
    epithet: () => picker.take(bank.epithets),
    ...castTokens(cast),
    ...(heroProfile ? heroPronounTokens(heroProfile.pronouns) : {}),
    ...childrenTokens(children),
  };
  const context: StoryContext = {
    band,
    scene: skeleton.scene,
    cast,
    picker,
    random,
    tokens,
    children,
    heroPronouns: heroProfile !== undefined,
  };

  // A twist or a lesson only when the parent asked for one: one pasted in unasked reads as a seam.
  const twist = request.plotTwist?.trim() ? parsePlotTwist(request.plotTwist, hero) : null;
  const lesson = request.lifeLesson?.trim() ? parseLifeLesson(request.lifeLesson, hero) : null;
  if (twist) Object.assign(tokens, twistTokens(twist));
  if (lesson) Object.assign(tokens, lessonTokens(lesson));

  const roles = planRoles(cast, request.seed);
  const plan: StoryPlan = { context, bank, skeleton, twist, lesson, roles };
  const draft = band === 'little' ? composeLittleStory(plan) : composeFullStory(plan);
  const target = WORD_TARGETS[band];
  const passages = draft.fit(
    target.min + random.int(target.max - target.min + 1),
    WORD_RANGES[band].max,
  );
  const title = writeTitle(hero, skeleton, tokens, cast[0]?.definite ?? '', random);
  const scenes = describeScenes(passages, {
    hero,
    children: children.map((child) => child.name),
    genre: request.genre,
    place,
    scenery: skeleton.scene,
    elements,
  });
  return { title, text: passages.map((passage) => passage.text).join('\n\n'), scenes };
}

/**
 * A plot whose own characters share no name with the child's: "Farmer Pip" beside the child's
 * bunny Pip would leave a listener wondering who is who. The first plot in random order that
 * names none of them, else any.
 */
function pickSkeleton(skeletons: readonly Skeleton[], random: Random, names: readonly string[]) {
  const first = random.pick(skeletons);
  const words = new Set(
    names.flatMap((name) => name.split(/[^\p{L}'’-]+/u)).filter((word) => /^\p{Lu}/u.test(word)),
  );
  if (words.size === 0) return first;
  const clashes = (skeleton: Skeleton) =>
    [
      ...skeleton.setting,
      ...skeleton.problem,
      ...skeleton.resolution,
      ...skeleton.places,
      ...skeleton.goals,
    ].some((line) =>
      [...words].some((word) => new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'u').test(line)),
    );
  if (!clashes(first)) return first;
  return skeletons.find((skeleton) => !clashes(skeleton)) ?? first;
}

/** Typed in lower case ("mia jones")? Give the name its capitals; otherwise keep it exactly as typed. */
/**
 * Whom the story follows. With several children chosen the hero field reads "Maya and Leo", but
 * the story is told of the first child, with the others joining by name — a pair as one hero
 * would read "Maya and Leo was" and meet Leo twice. A name the parent typed for one child (a
 * nickname) is kept.
 */
function narrativeHero(request: StoryRequest): string {
  const [first, ...others] = request.cast ?? [];
  if (!first || others.length === 0) return request.hero;
  const words = new Set(request.hero.toLowerCase().split(/[^\p{L}'’-]+/u));
  const namesOthers = others.some((child) =>
    words.has(child.name.trim().toLowerCase().split(/\s+/)[0] ?? ''),
  );
  return namesOthers ? first.name : request.hero;
}

function normaliseHero(raw: string): string {
  const hero = raw.trim().replace(/\s+/g, ' ');
  return hero === hero.toLowerCase()
    ? hero.replace(
        /(^|[\s-])(\p{L})/gu,
        (_m, lead: string, letter: string) => lead + letter.toUpperCase(),
      )
    : hero;
}

const SMALL_WORDS = new Set([
  'a',
  'an',
  'the',
  'of',
  'and',
  'in',
  'on',
  'at',
  'to',
  'for',
  'with',
  'who',
]);

export function titleCase(text: string): string {
  return text
    .split(' ')
    .map((word, i) =>
      i > 0 && SMALL_WORDS.has(word.toLowerCase())
        ? word.toLowerCase()
        : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}

/** A skeleton's own title most of the time; otherwise one named after the hero's first companion. */
function writeTitle(
  hero: string,
  skeleton: Skeleton,
  tokens: Record<string, TokenValue>,
  firstElement: string,
  random: Random,
): string {
  if (firstElement && !firstElement.includes("'") && random.chance(0.35))
    return titleCase(`${hero} and ${firstElement}`);
  return titleCase(renderTemplate(random.pick(skeleton.titles), tokens, random));
}
