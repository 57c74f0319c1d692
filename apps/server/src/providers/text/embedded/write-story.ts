import type { Pronouns } from '@sns/contract';
import type { Scene } from '../../scene/scene';
import type { StoryRequest, WrittenStory } from '../types';
import { ageBand, countWords, WORD_RANGES, WORD_TARGETS } from './age-band';
import { parseLifeLesson } from './life-lesson';
import { parsePlotTwist } from './plot-twist';
import { planChapter } from './plot/plan-chapter';
import { planStory, type StoryPlan } from './plot/plan-story';
import { problemLines } from './plot/quest';
import { frameChapter } from './plot/recap';
import type { Passage, StoryBuilder } from './plot/story-builder';
import { tellLittleStory } from './plot/tell-little-story';
import { tellStory } from './plot/tell-story';
import { understandSpanishElement } from './es/understand-es';
import { writeSpanishStory } from './es/write-story-es';
import { escapeRegExp } from '../../../lib/escape-reg-exp';
import { createRandom, hashSeed } from './random';
import { renderTemplate } from './template';
import { understandElement, type ElementSense } from './understand/understand-element';
import { takesIn } from './understand/place-lexicon';
import { possessivePronoun } from './story-children';

/**
 * Writes a bedtime story offline (docs/decisions/036): understands the parent's three elements,
 * plans a story around them, and tells it for the child's age. Everything is chosen by a generator
 * seeded from the request, so the same seed and inputs give the same story and a new seed a new
 * one; lines in `request.avoid` (what this family has already heard) are passed over when possible.
 */
export function writeEmbeddedStory(request: StoryRequest): WrittenStory {
  // Spanish has its own reader and story library over the same plan (docs/decisions/073).
  if (request.language === 'es') return writeSpanishStory(request);
  const { plan, pronouns } = planFromRequest(request);
  const random = createRandom(
    hashSeed(
      request.seed,
      ...plan.heroes,
      ...request.elements,
      request.genre,
      request.plotTwist ?? '',
      request.lifeLesson ?? '',
    ),
  );
  const avoid = new Set(request.avoid ?? []);
  const builder =
    plan.band === 'toddler'
      ? tellLittleStory(plan, random, pronouns, avoid)
      : tellStory(plan, random, pronouns, avoid);
  // A chapter of a series opens with last night and leaves a door open (docs/decisions/067).
  if (request.series) frameChapter(builder, plan, request.series, random);
  const target = WORD_TARGETS[plan.band];
  const aim = target.min + random.int(target.max - target.min + 1);
  // A chapter is written long and loses the lines an earlier chapter said (plot/write-chapter.ts).
  const passages = fitLength(
    builder,
    request.series ? WORD_RANGES[plan.band].max : aim,
    WORD_RANGES[plan.band].max,
  );
  const indoors = insideWords(plan);
  const agree = jointVerbs(plan.heroes);
  const voices = ownVoices(plan.heroes);
  const fix = (sentence: string) => midSentence(voices(agree(indoors(sentence))));
  const paragraphs = passages.map((p) => p.sentences.map(fix).join(' '));
  // "Ruby to the Rescue in the Living Room": a title is one place or the other too.
  const title = takesIn({ short: plan.setting.short, family: plan.setting.facts.family })
    ? writeTitle(plan, random).replace(/\bat the (?=\p{Lu})/u, 'in the ')
    : writeTitle(plan, random);
  const scenes = passages.map((p, passage): Scene => ({
    passage,
    place: p.place,
    // Stories start at dusk; the adventure is at night (the illustrator's evening light tints the
    // children, who must look as their profile says in every picture).
    timeOfDay: passage === 0 ? 'evening' : 'night',
    present: p.present,
    elements: p.elements,
    mood: p.mood,
    caption: fix(p.sentences[0] ?? ''),
  }));
  return { title, text: paragraphs.join('\n\n'), scenes, used: [...builder.used] };
}

/**
 * `{C}` is written for names ("said Colonel"); a character told with a determiner ("her brother",
 * "the duck") keeps it small inside a sentence: "said her brother", not "said Her brother".
 */
function midSentence(sentence: string): string {
  return (
    sentence
      // "Hello, the duck!" is "Hello, duck!": a name is called without its article.
      .replace(
        /\b(Hello|Hi|Goodnight|Good night|Night night|Bye|Goodbye), the (?=\p{Ll})/gu,
        '$1, ',
      )
      .replace(
        /([\p{Ll},;:—] )(The|Her|His|Their|Its|My|Our) (?=\p{Ll})/gu,
        (_m, before: string, word: string) => `${before}${word.toLowerCase()} `,
      )
  );
}

/** "Noor and Zayd" as a pattern: how lines written for one child name two. */
function jointPattern(heroes: readonly string[]): string {
  return heroes.map(escapeRegExp).join(' and ');
}

const SPEECH = 'said|asked|whispered|cried|called|breathed|wondered|murmured|shouted|gasped|added';

/**
 * Two children do not speak in unison: "said Noor and Zayd" takes turns, Noor then Zayd; and
 * "Noor and Zayd's heart was pounding" is their hearts. Each call is the next sentence, in order.
 */
function ownVoices(heroes: readonly string[]): (sentence: string) => string {
  if (heroes.length < 2) return (sentence) => sentence;
  const both = jointPattern(heroes);
  let turn = 0;
  const next = () => heroes[turn++ % heroes.length] ?? both;
  const after = new RegExp(`(["”][^"”]*?)?\\b(${SPEECH}) ${both}\\b`, 'g');
  const before = new RegExp(`(["”] )${both} (${SPEECH})\\b`, 'g');
  const body = new RegExp(`(?<!\\p{L})(${both}[’']s) (heart|face|cheek|tummy) (was|felt)\\b`, 'gu');
  return (sentence) =>
    sentence
      .replace(
        after,
        (_m, quote: string | undefined, verb: string) => `${quote ?? ''}${verb} ${next()}`,
      )
      .replace(before, (_m, quote: string, verb: string) => `${quote}${next()} ${verb}`)
      .replace(
        body,
        (_m, whose: string, part: string, verb: string) =>
          `${whose} ${part}s ${verb === 'was' ? 'were' : verb}`,
      );
}

/**
 * "Poppy and Jack was" → "Poppy and Jack were": lines written for one child, told of two. The
 * lines that know they may have two heroes say {was}; this catches the rest.
 */
function jointVerbs(heroes: readonly string[]): (sentence: string) => string {
  if (heroes.length < 2) return (sentence) => sentence;
  const both = jointPattern(heroes);
  const plural: Readonly<Record<string, string>> = {
    was: 'were',
    "wasn't": "weren't",
    'wasn’t': 'weren’t',
    is: 'are',
    has: 'have',
    does: 'do',
  };
  // Not \\b: "Élodie and Finn" starts with a letter \\b does not know.
  const pattern = new RegExp(`(?<!\\p{L})(${both}) (was|wasn't|wasn’t|is|has|does)\\b`, 'gu');
  // The little ones' stories are in the present: "Lucy and Max love the ball", "say Lucy and Max".
  const present = new RegExp(`(?<!\\p{L})(${both}) (\\p{Ll}+s)\\b`, 'gu');
  const saying = new RegExp(
    `\\b(says|whispers|shouts|cries|calls|giggles|laughs|sings) (${both})(?!\\p{L})`,
    'gu',
  );
  // "Mia and Leo burrowed under the quilt, and were asleep": a second verb of the same subject.
  const opening = new RegExp(`^(?:${both}) `, 'u');
  const second =
    /(,? and) (was|is|has)\b(?= (?:asleep|soon|fast|nearly|already|too|ready|glad|happy|still|out))/g;
  return (sentence) =>
    (opening.test(sentence)
      ? sentence.replace(
          second,
          (_m, and: string, verb: string) => `${and} ${plural[verb] ?? verb}`,
        )
      : sentence
    )
      .replace(pattern, (_m, who: string, verb: string) => `${who} ${plural[verb] ?? verb}`)
      .replace(present, (m, who: string, verb: string) =>
        /ss$|^(?:was|is|has|does|always|sometimes|perhaps|as|us|this|thus|his|hers|its|ours|yours|themselves|towards|afterwards|across|unless|less|plus|yes)$/.test(
          verb,
        )
          ? m
          : `${who} ${presentPlural(verb)}`,
      )
      .replace(saying, (_m, verb: string, who: string) => `${presentPlural(verb)} ${who}`);
}

/** "loves" → "love", "catches" → "catch", "tries" → "try". */
function presentPlural(verb: string): string {
  if (/ies$/.test(verb)) return `${verb.slice(0, -3)}y`;
  if (/(?:ch|sh|ss|x|z|o)es$/.test(verb)) return verb.slice(0, -2);
  return verb.slice(0, -1);
}

/** "at the kitchen" → "in the kitchen": one is in a room, a shop or a school, and at a pond. */
function insideWords(plan: StoryPlan): (sentence: string) => string {
  const inside = takesIn({ short: plan.setting.short, family: plan.setting.facts.family });
  if (!inside) return (sentence) => sentence;
  const forms = [plan.setting.first, plan.setting.short].map(escapeRegExp);
  const pattern = new RegExp(`\\b([Aa])t (${forms.join('|')})\\b`, 'g');
  return (sentence) =>
    sentence.replace(
      pattern,
      (_m, a: string, place: string) => `${a === 'A' ? 'I' : 'i'}n ${place}`,
    );
}

/** The plan a request gives, shared with the OpenAI-compatible writer's prompt. */
export function planFromRequest(request: StoryRequest): {
  plan: StoryPlan;
  pronouns: Pronouns | undefined;
} {
  const cast = (request.cast ?? []).filter((child) => child.name.trim().length > 0);
  // "Sam and Lily" typed as the hero, without profiles, are two children: joint heroes.
  const typedHeroes = splitHeroes(normaliseHero(request.hero));
  const heroes = cast.length > 1 ? cast.map((child) => child.name.trim()) : typedHeroes;
  // Without a profile, "her yellow wellies" says how the parent speaks of the child.
  const pronouns: Pronouns | undefined =
    cast.length === 1
      ? cast[0]?.pronouns
      : cast.length > 1 || heroes.length > 1
        ? 'they'
        : inferPronouns(request.elements);
  const heroTheir = pronouns ? possessivePronoun(pronouns) : undefined;
  // A Spanish element is read by the Spanish reader, which hands back what it means in the
  // neutral lexicons' words (decision 073); the English twist and lesson parsers do not apply.
  const spanish = request.language === 'es';
  const elements: ElementSense[] = request.elements.map((typed) =>
    spanish
      ? understandSpanishElement(typed).sense
      : understandElement(typed, heroes.join(' and '), heroTheir),
  );
  const lessonText = spanish ? undefined : request.lifeLesson?.trim();
  const twistText = spanish ? undefined : request.plotTwist?.trim();
  const input = {
    band: ageBand(request.age),
    heroPronouns:
      cast.length > 1
        ? cast.map((child) => child.pronouns)
        : heroes.length > 1
          ? heroes.map(() => undefined)
          : [pronouns],
    genre: request.genre,
    heroes,
    elements,
    twist: twistText ? parsePlotTwist(twistText, heroes[0] ?? '') : null,
    lesson: lessonText ? parseLifeLesson(lessonText, heroes[0] ?? '') : null,
  };
  const plan = request.series ? planChapter(input, request.series) : planStory(input);
  return { plan, pronouns };
}

function inferPronouns(elements: readonly string[]): Pronouns | undefined {
  const words = elements.map((e) => e.trim().toLowerCase().split(/\s+/)[0]);
  if (words.includes('her')) return 'she';
  if (words.includes('his')) return 'he';
  return undefined;
}

/**
 * Drops optional lines, last paragraphs first, until the story is no longer than `target`;
 * never below what the band needs, never a paragraph's only line.
 */
function fitLength(builder: StoryBuilder, target: number, max: number): Passage[] {
  const passages = builder.passages.filter((p) => p.sentences.length > 0);
  const words = () => passages.reduce((sum, p) => sum + countWords(p.sentences.join(' ')), 0);
  for (let i = passages.length - 1; i >= 0 && words() > target; i--) {
    const passage = passages[i];
    if (!passage) continue;
    for (const index of [...passage.optional].sort((a, b) => b - a)) {
      if (words() <= target || passage.sentences.length <= 1) break;
      passage.sentences.splice(index, 1);
    }
  }
  if (words() > max) {
    // Still long: trim the middle paragraphs' last lines, never the opening or the goodnight.
    for (let i = passages.length - 2; i > 0 && words() > max; i--) {
      const passage = passages[i];
      while (passage && passage.sentences.length > 2 && words() > max) passage.sentences.pop();
    }
  }
  return passages;
}

function writeTitle(plan: StoryPlan, random: ReturnType<typeof createRandom>): string {
  const hero = plan.heroes.join(' and ');
  const x = plan.focus.object?.short ?? plan.focus.character?.short ?? plan.setting.short;
  const c = plan.focus.character?.short ?? '';
  // The child's name is in the title (both names, for siblings).
  const templates = problemLines(plan.problem, plan.genre).titles.filter(
    (t) => (!t.includes('{C}') || c) && t.includes('{H}'),
  );
  // "the {X}" takes a bare noun ("Cookbook"); a name or an owner's phrase stands alone.
  let template = random.pick(templates);
  const bare = (phrase: string, token: string) => {
    if (phrase.startsWith('the ')) return phrase.slice(4);
    template = template.replace(`the {${token}}`, `{${token}}`);
    return phrase;
  };
  const values = { H: hero, X: bare(x, 'X'), P: bare(plan.setting.short, 'P'), C: c };
  return titleCase(renderTemplate(template, values, random));
}

const SMALL_WORDS = new Set(['a', 'an', 'the', 'of', 'and', 'in', 'on', 'at', 'to', 'for', 'with']);

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

/** "Sam and Lily", "Tom & Ella", "Ana, Ben and Cy": names of one or two words each, or one hero. */
export function splitHeroes(hero: string): string[] {
  const parts = hero.split(/\s*(?:,|&|\band\b|\by\b)\s*/iu).filter(Boolean);
  const isName = (part: string) => /^\p{Lu}[\p{L}'’-]*(?: \p{Lu}[\p{L}'’-]*)?$/u.test(part);
  return parts.length > 1 && parts.length <= 4 && parts.every(isName) ? parts : [hero];
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
