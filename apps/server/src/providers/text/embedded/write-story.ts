import type { StoryRequest, WrittenStory } from '../index';
import { ageBand, WORD_RANGES, WORD_TARGETS } from './age-band';
import { NEUTRAL_SPOTS } from './banks/beats';
import { GENRE_BANKS } from './banks/genres';
import type { Skeleton } from './banks/types';
import { composeFullStory, type StoryPlan } from './compose-full';
import { composeLittleStory } from './compose-little';
import { parseLifeLesson } from './life-lesson';
import { parseNounPhrase } from './noun-phrase';
import { lowerStart, parsePlotTwist, type PlotTwist } from './plot-twist';
import { createRandom, hashSeed, PhrasePicker, type Random } from './random';
import { fits, renderLine, type StoryContext } from './story-draft';
import { castOrder, castTokens, lessonTokens, twistTokens } from './story-tokens';
import { renderTemplate, type TokenValue } from './template';

/**
 * Writes a bedtime story offline. Everything is chosen by a generator seeded from the request,
 * so the same seed and inputs always give the same story and a new seed gives a new one.
 */
export function writeEmbeddedStory(request: StoryRequest): WrittenStory {
  const hero = normaliseHero(request.hero);
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
  const skeleton = random.pick(bank.skeletons);
  const cast = castOrder(request.elements.map((element) => parseNounPhrase(element, hero)));

  const spots = [...bank.spots, ...NEUTRAL_SPOTS];
  const inScene = (line: string): boolean => fits(line, cast, skeleton.scene);
  const tokens: Record<string, TokenValue> = {
    hero,
    place: random.pick(skeleton.places),
    goal: random.pick(skeleton.goals),
    spot: () => picker.take(spots, inScene).replace(/^<[^>]*>/, ''),
    epithet: () => picker.take(bank.epithets),
    ...castTokens(cast),
  };
  const context: StoryContext = { band, scene: skeleton.scene, cast, picker, random, tokens };

  const twist = request.plotTwist?.trim()
    ? parsePlotTwist(request.plotTwist, hero)
    : inventTwist(skeleton, context, picker);
  const lesson = parseLifeLesson(request.lifeLesson?.trim() || random.pick(skeleton.lessons), hero);
  Object.assign(tokens, twistTokens(twist), lessonTokens(lesson));

  const plan: StoryPlan = { context, bank, skeleton, twist, lesson };
  const draft = band === 'little' ? composeLittleStory(plan) : composeFullStory(plan);
  const target = WORD_TARGETS[band];
  const text = draft.fitTo(
    target.min + random.int(target.max - target.min + 1),
    WORD_RANGES[band].max,
  );
  return { title: writeTitle(hero, skeleton, tokens, cast[0]?.definite ?? '', random), text };
}

function inventTwist(skeleton: Skeleton, context: StoryContext, picker: PhrasePicker): PlotTwist {
  const line = picker.take(skeleton.twists, (candidate) =>
    fits(candidate, context.cast, context.scene),
  );
  const clause = renderLine(line, context).replace(/[.!]$/, '');
  return { kind: 'clause', clause: lowerStart(clause), exclaim: false };
}

/** Typed in lower case ("mia jones")? Give the name its capitals; otherwise keep it exactly as typed. */
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
