import { GENRES, type Pronouns } from '@sns/contract';
import {
  ageBand,
  READING_GRADES,
  WORD_RANGES,
  type AgeBand,
} from '../apps/server/src/providers/text/embedded/age-band';
import { checkGrammar } from '../apps/server/src/providers/text/embedded/grammar-check';
import {
  CREATURES,
  PERSONS,
  PLACES,
  THINGS,
} from '../apps/server/src/providers/text/embedded/lexicon';
import { parseLifeLesson } from '../apps/server/src/providers/text/embedded/life-lesson';
import {
  lessonKind,
  SITUATION_WORDS,
} from '../apps/server/src/providers/text/embedded/plot/lesson-situations';
import { understandElement } from '../apps/server/src/providers/text/embedded/understand/understand-element';
import { writeEmbeddedStory } from '../apps/server/src/providers/text/embedded/write-story';
import type { StoryRequest } from '../apps/server/src/providers/text/index';
import { machineInfo, writeResult } from './lib/results';
import { median, quantile, round } from './lib/stats';
import {
  formsPattern,
  lessonLived,
  paragraphsOf,
  placeDrivesStory,
  sharedRuns,
  subjectSentences,
  treatedAsThing,
  twistSetUp,
} from './lib/story-checks';
import { readingGrade, words } from './lib/story-metrics';

/** Places, indoors and out, as parents type them: possessives, activities, names. */
export const PLACE_ELEMENTS = [
  'the duck pond',
  "his abuela's kitchen",
  'the school science fair',
  'the supermarket',
  'bath time',
  'the attic',
  "her grandmother's greenhouse",
  'the seaside',
  'a castle',
  'the woods',
  'the zoo',
  'the library',
  'the farm',
  'the playground',
  'a bakery',
  'the moon',
  'the Eiffel Tower',
  'the beach',
  'a cave',
  'the garden',
];
/** Creatures and people: named, possessive, with qualities, plural. */
const CHARACTER_ELEMENTS = [
  'a grumpy goose called Colonel',
  'the cat Churro',
  'her best friend Jun',
  'Grandma',
  'Uncle Joe',
  'a dragon',
  'a stuffed bunny called Pip',
  'my teddy bear',
  'a dog named biscuit',
  'two kittens',
  'a shy unicorn',
  'a sleepy owl',
  'my little brother',
  'a friendly robot',
  'teddy',
  'a cheeky monkey',
  'a wise old tortoise',
  'Luna',
];
/** Things: owned, broken, missing, runaway, plural. */
const THING_ELEMENTS = [
  'her yellow wellies',
  'a missing cookbook',
  'a broken telescope',
  'a runaway shopping trolley',
  "Grandpa's false teeth",
  'bubbles',
  'a treasure map',
  'a purple balloon',
  'a magic key',
  'a red scarf',
  'rainbow pancakes',
  'a torch',
  'a wooden train',
  'a kite',
  'strawberries',
  'a drum',
  'his new bike',
  'a box of crayons',
];
const HEROES = ['Ife', 'Mateo', 'Priyanka', 'Noa', 'Amara', 'Leo', 'Zuri', 'Élodie', 'Kai', 'Sam'];
const PRONOUNS: Pronouns[] = ['she', 'he', 'she', 'they', 'she', 'he', 'she', 'she', 'he', 'they'];
const SIBLINGS: ReadonlyArray<[string, Pronouns]> = [
  ['Ella', 'she'],
  ['Tom', 'he'],
  ['Rosa', 'she'],
  ['Finn', 'he'],
];
const TWISTS = [
  'the cat had been hiding it all along',
  'the map was upside down',
  'the dragon was only lonely',
  'the goose was guarding a nest',
  'the moon was a giant lantern',
  'it was Grandma all along',
  'the owl was trying to help all along',
  "the old key was Grandpa's when he was a boy",
];
const LESSONS = [
  "it's okay to feel scared",
  'failing is part of learning',
  'sharing is caring',
  'be patient',
  'friends help each other',
  'always tell the truth',
];

/** `BENCH_SEED` draws other stories, to check the numbers are not tuned to one sample. */
const SEED_BASE = Number(process.env.BENCH_SEED ?? 7000);

/** Every band and genre; one place, one character, one thing in varied orders; some with no place. */
export function storyRequests(count: number, seedBase = SEED_BASE): StoryRequest[] {
  return Array.from({ length: count }, (_, i) => {
    const hero = HEROES[i % HEROES.length] as string;
    const place = PLACE_ELEMENTS[(i * 7) % PLACE_ELEMENTS.length] as string;
    const character = CHARACTER_ELEMENTS[(i * 5 + 3) % CHARACTER_ELEMENTS.length] as string;
    const thing = THING_ELEMENTS[(i * 11 + 1) % THING_ELEMENTS.length] as string;
    const second = THING_ELEMENTS[(i * 3 + 7) % THING_ELEMENTS.length] as string;
    // One in six has no place, one in eight two characters; the order varies.
    const trio: string[] =
      i % 6 === 5
        ? [character, thing, second]
        : i % 8 === 3
          ? [place, character, CHARACTER_ELEMENTS[(i + 9) % CHARACTER_ELEMENTS.length] as string]
          : [place, character, thing];
    const rotated = [...trio.slice(i % 3), ...trio.slice(0, i % 3)] as [string, string, string];
    const sibling = SIBLINGS[i % SIBLINGS.length] as [string, Pronouns];
    const pronouns = PRONOUNS[i % PRONOUNS.length] ?? 'they';
    const cast =
      i % 9 === 4
        ? [
            { name: hero, pronouns },
            { name: sibling[0], pronouns: sibling[1] },
          ]
        : i % 2 === 0
          ? [{ name: hero, pronouns }]
          : undefined;
    return {
      hero: cast && cast.length > 1 ? `${hero} and ${sibling[0]}` : hero,
      age: 1 + (i % 15),
      genre: GENRES[Math.floor(i / 3) % GENRES.length] ?? 'Fantasy',
      elements: rotated,
      seed: seedBase + i * 13,
      ...(cast ? { cast } : {}),
      ...(i % 3 === 0 ? { plotTwist: TWISTS[i % TWISTS.length] } : {}),
      ...(i % 4 === 1 ? { lifeLesson: LESSONS[i % LESSONS.length] } : {}),
    };
  });
}

const LEXICON_NOUNS = [CREATURES, THINGS, PERSONS, PLACES];

/** The twist's nouns a listener must have met before it is told: "cat" in "the cat had been hiding it". */
function twistNouns(twist: string): string[] {
  return words(twist).filter((w) => w.length > 2 && LEXICON_NOUNS.some((set) => set.has(w)));
}

/** How a story may name an element: its name, its noun, the parent's words, the place of an activity. */
function formsOf(typed: string, hero: string): string[] {
  const sense = understandElement(typed, hero);
  const head = sense.head;
  return [
    typed,
    sense.short.replace(/^the /, ''),
    sense.name ?? '',
    head,
    head.endsWith('s') ? head : `${head}s`,
    sense.place?.word ?? '',
    sense.time ?? '',
  ];
}

export function checkStory(request: StoryRequest) {
  const story = writeEmbeddedStory(request);
  const band = ageBand(request.age);
  const heroes =
    request.cast && request.cast.length > 1 ? request.cast.map((c) => c.name) : [request.hero];
  const text = story.text;
  const senses = request.elements.map((typed) => ({
    typed,
    sense: understandElement(typed, heroes.join(' and ')),
  }));
  const place = senses.find(({ sense }) => sense.kind === 'place' || sense.kind === 'activity');
  const placeCheck = place
    ? placeDrivesStory(text, formsPattern(formsOf(place.typed, heroes[0] ?? '')))
    : null;
  const characters = senses
    .filter(
      ({ sense }) => sense.kind === 'animal' || sense.kind === 'person' || sense.kind === 'toy',
    )
    .map(({ typed }) => {
      const pattern = formsPattern(formsOf(typed, heroes[0] ?? '').filter((f) => f !== typed));
      return {
        typed,
        subjects: subjectSentences(text, pattern),
        asThing: treatedAsThing(text, pattern),
      };
    });
  const twist = request.plotTwist
    ? twistSetUp(text, request.plotTwist, twistNouns(request.plotTwist))
    : null;
  const lesson = request.lifeLesson
    ? lessonLived(
        text,
        request.lifeLesson,
        SITUATION_WORDS[lessonKind(parseLifeLesson(request.lifeLesson, heroes[0] ?? ''))],
      )
    : null;
  const count = words(text).length;
  const grade = readingGrade(text);
  const own = [
    ...heroes.map((h) => formsPattern([h])),
    ...request.elements.map((typed) => formsPattern(formsOf(typed, heroes[0] ?? ''))),
    ...[request.plotTwist, request.lifeLesson]
      .filter((t): t is string => Boolean(t))
      .map((t) => formsPattern([t])),
  ];
  return {
    request,
    story,
    band,
    own,
    placeOk: !placeCheck || (placeCheck.climax && placeCheck.middleShare >= 0.5),
    placeCheck,
    charactersOk: characters.every((c) => c.subjects >= 3 && c.asThing.length === 0),
    characters,
    twistOk: !twist || (twist.told && twist.setUp),
    lessonOk: !lesson || (lesson.situation && lesson.before),
    words: count,
    grade,
    wordsOk: count >= WORD_RANGES[band].min && count <= WORD_RANGES[band].max,
    gradeOk: grade >= READING_GRADES[band].min && grade <= READING_GRADES[band].max,
    grammar: checkGrammar(`${story.title}. ${text}`),
    paragraphs: paragraphsOf(text).length,
  };
}

const BANDS: readonly AgeBand[] = [
  'toddler',
  'picture-book',
  'early-chapter',
  'middle-grade',
  'teen',
];

/** 600 stories by default: 12 windows of 50 for the shared-run measure. */
export async function benchStoryQuality(count = Number(process.env.BENCH_STORIES ?? 600)) {
  const started = performance.now();
  const rows = storyRequests(count).map(checkStory);
  const elapsed = performance.now() - started;
  const share = (test: (row: (typeof rows)[number]) => boolean, of = rows) =>
    round((100 * of.filter(test).length) / Math.max(1, of.length), 1);
  const windows = Array.from({ length: Math.floor(rows.length / 50) }, (_, w) =>
    sharedRuns(rows.slice(w * 50, w * 50 + 50).map((r) => ({ text: r.story.text, own: r.own }))),
  );
  const grammar = rows.flatMap((r) => r.grammar);
  const failing = (test: (row: (typeof rows)[number]) => boolean) =>
    rows
      .filter((r) => !test(r))
      .slice(0, 3)
      .map((r) => ({
        request: r.request,
        title: r.story.title,
        place: r.placeCheck,
        characters: r.characters,
        words: r.words,
        grade: round(r.grade, 1),
      }));
  const result = {
    bench: 'story-quality',
    description:
      'embedded writer over varied requests (every band and genre; places indoors and out, possessives, names, siblings, twists, lessons): is each story about its elements?',
    machine: machineInfo(),
    stories: rows.length,
    writeMsPerStory: round(elapsed / rows.length, 2),
    goals: { percent: 100, sevenWordRunIn50: 2, grammarFindings: 0 },
    placeInClimaxAndHalfTheMiddlePercent: share(
      (r) => r.placeOk,
      rows.filter((r) => r.placeCheck),
    ),
    charactersActPercent: share(
      (r) => r.charactersOk,
      rows.filter((r) => r.characters.length > 0),
    ),
    twistSetUpBeforeRevealPercent: share(
      (r) => r.twistOk,
      rows.filter((r) => r.request.plotTwist),
    ),
    lessonSituationBeforeLessonPercent: share(
      (r) => r.lessonOk,
      rows.filter((r) => r.request.lifeLesson),
    ),
    wordsInBandPercent: share((r) => r.wordsOk),
    readingGradeInBandPercent: share((r) => r.gradeOk),
    mostSharedSevenWordRunIn50: {
      byWindow: windows.map((runs) => runs[0]?.stories ?? 0),
      worst: Math.max(...windows.map((runs) => runs[0]?.stories ?? 0)),
      top: (windows[0] ?? []).slice(0, Number(process.env.TOP_RUNS ?? 8)),
    },
    grammarFindings: grammar.length,
    grammarExamples: grammar.slice(0, 8),
    distinctTitlesIn50: new Set(rows.slice(0, 50).map((r) => r.story.title)).size,
    titleExamples: rows.slice(0, 10).map((r) => r.story.title),
    byBand: Object.fromEntries(
      BANDS.map((band) => {
        const of = rows.filter((r) => r.band === band);
        return [
          band,
          {
            stories: of.length,
            wordRange: WORD_RANGES[band],
            words: {
              min: Math.min(...of.map((r) => r.words)),
              median: median(of.map((r) => r.words)),
              max: Math.max(...of.map((r) => r.words)),
            },
            gradeRange: READING_GRADES[band],
            readingGrade: {
              min: round(Math.min(...of.map((r) => r.grade)), 1),
              median: round(median(of.map((r) => r.grade)), 1),
              p90: round(
                quantile(
                  of.map((r) => r.grade),
                  0.9,
                ),
                1,
              ),
            },
            wordsInBandPercent: share((r) => r.wordsOk, of),
            gradeInBandPercent: share((r) => r.gradeOk, of),
          },
        ];
      }),
    ),
    failingExamples: {
      place: failing((r) => r.placeOk),
      characters: failing((r) => r.charactersOk),
      twist: failing((r) => r.twistOk),
      lesson: failing((r) => r.lessonOk),
      words: failing((r) => r.wordsOk),
    },
  };
  writeResult('story-quality', result);
  return result;
}
