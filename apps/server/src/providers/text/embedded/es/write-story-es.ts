import type { Pronouns } from '@sns/contract';
import type { Scene } from '../../../scene/scene';
import type { StoryRequest, WrittenStory } from '../../types';
import { ageBand, countWords, WORD_RANGES, WORD_TARGETS } from '../age-band';
import { planStory } from '../plot/plan-story';
import type { Passage } from '../plot/story-builder';
import { createRandom, hashSeed } from '../random';
import { renderSpanish, joinSpanish } from './builder-es';
import { PROBLEMS_ES } from './problems-es';
import { tellLittleSpanishStory } from './tell-little-story-es';
import { tellSpanishStory } from './tell-story-es';
import { spanishCast, spanishTokens } from './tokens-es';
import { understandSpanishElement } from './understand-es';

/**
 * Writes a bedtime story in Spanish offline (docs/decisions/073): the parent's elements read as
 * Spanish (gender, number, their article and words kept), planned by the same language-neutral
 * planner as English, and told from a Spanish story library for the child's age.
 */
export function writeSpanishStory(request: StoryRequest): WrittenStory {
  const cast0 = (request.cast ?? []).filter((child) => child.name.trim().length > 0);
  const heroes = cast0.length > 1 ? cast0.map((c) => c.name.trim()) : [normaliseHero(request.hero)];
  const pronouns: Pronouns | undefined =
    cast0.length === 1 ? cast0[0]?.pronouns : cast0.length > 1 ? 'they' : undefined;
  const elements = request.elements.map((typed) => understandSpanishElement(typed));
  // An owner the parent also typed as an element ("Abuela", "la cocina de la abuela") is one person.
  for (const e of elements)
    if (
      e.ownerFamily &&
      elements.some(
        (other) => other !== e && other.sense.kind === 'person' && other.noun === e.ownerFamily,
      )
    )
      delete e.sense.ownerCharacter;
  const twist = request.plotTwist?.trim() || undefined;
  const lesson = request.lifeLesson?.trim() || undefined;
  const plan = planStory({
    band: ageBand(request.age),
    heroPronouns: cast0.length > 1 ? cast0.map((c) => c.pronouns) : [pronouns],
    genre: request.genre,
    heroes,
    elements: elements.map((e) => e.sense),
    // The Spanish teller reads the parent's twist and lesson as typed; the plan only needs to
    // know there is one.
    twist: null,
    lesson: null,
  });
  const random = createRandom(
    hashSeed(
      request.seed,
      'es',
      ...heroes,
      ...request.elements,
      request.genre,
      twist ?? '',
      lesson ?? '',
    ),
  );
  const cast = spanishCast(plan, elements);
  const extras = { ...(twist ? { twist } : {}), ...(lesson ? { lesson } : {}) };
  const tokens = spanishTokens(plan, cast, random, pronouns, extras);
  const avoid = new Set(request.avoid ?? []);
  const builder =
    plan.band === 'toddler'
      ? tellLittleSpanishStory(plan, cast, tokens, random, avoid, extras)
      : tellSpanishStory(plan, cast, tokens, random, avoid, extras);
  const target = WORD_TARGETS[plan.band];
  const passages = fitLength(
    builder.passages,
    target.min + random.int(target.max - target.min + 1),
    WORD_RANGES[plan.band],
    [twist, lesson].filter((t): t is string => Boolean(t)),
  );
  const titles = PROBLEMS_ES[plan.problem].titles.filter((t) => !t.includes('{f') || 'f' in tokens);
  const template = random.pick(titles);
  // Siblings before "y …" are listed with a comma: "Inés, Mateo y el misterio del libro".
  const listed = heroes.length > 1 && template.startsWith('{H} y ');
  const title = renderSpanish(
    template,
    listed ? { ...tokens, H: heroes.join(', ') } : tokens,
    random,
  ).replace(/\.$/, '');
  const scenes = passages.map((p, passage): Scene => ({
    passage,
    place: p.place,
    timeOfDay: passage === 0 ? 'evening' : 'night',
    present: p.present,
    elements: p.elements,
    mood: p.mood,
    caption: p.sentences[0] ?? '',
  }));
  return {
    title,
    text: passages.map((p) => p.sentences.join(' ')).join('\n\n'),
    scenes,
    used: [...builder.used],
  };
}

/**
 * Drops optional lines, last paragraphs first, to the target — never a paragraph's only line, and
 * never below the band's least. A story still over the band's most loses the last lines of its
 * middle paragraphs, but never the line that tells the twist or says the lesson (`kept`): a story
 * whose twist was cut for length set it up for nothing.
 */
function fitLength(
  all: Passage[],
  target: number,
  range: { min: number; max: number },
  kept: readonly string[],
): Passage[] {
  const passages = all.filter((p) => p.sentences.length > 0);
  const words = () => passages.reduce((sum, p) => sum + countWords(p.sentences.join(' ')), 0);
  for (let i = passages.length - 1; i >= 0 && words() > target; i--) {
    const passage = passages[i];
    if (!passage) continue;
    for (const index of [...passage.optional].sort((a, b) => b - a)) {
      if (words() <= target || passage.sentences.length <= 1) break;
      if (words() - countWords(passage.sentences[index] ?? '') < range.min) continue;
      passage.sentences.splice(index, 1);
    }
  }
  const lower = kept.map((k) =>
    k
      .toLocaleLowerCase('es')
      .replace(/[.!?¡¿]+/g, '')
      .trim(),
  );
  const keeps = (sentence: string) =>
    lower.some((k) => k.length > 0 && sentence.toLocaleLowerCase('es').includes(k));
  for (let i = passages.length - 2; i > 0 && words() > range.max; i--) {
    const passage = passages[i];
    if (!passage) continue;
    while (passage.sentences.length > 2 && words() > range.max) {
      let at = passage.sentences.length - 1;
      while (at >= 2 && keeps(passage.sentences[at] ?? '')) at--;
      if (at < 2) break;
      passage.sentences.splice(at, 1);
    }
  }
  return passages;
}

function normaliseHero(raw: string): string {
  const hero = raw.trim().replace(/\s+/g, ' ');
  // "Mateo y Lucía" typed as one hero stays as typed; a lower-case name gets its capitals.
  return hero === hero.toLocaleLowerCase('es')
    ? hero.replace(
        /(^|[\s-])(\p{L})/gu,
        (_m, lead: string, l: string) => lead + l.toLocaleUpperCase('es'),
      )
    : hero;
}

export { joinSpanish };
