import { GENRES, type Pronouns } from '@sns/contract';
import { ageBand } from '../apps/server/src/providers/text/embedded/age-band';
import { writeEmbeddedStory } from '../apps/server/src/providers/text/embedded/write-story';
import type { StoryRequest } from '../apps/server/src/providers/text/index';
import { readStoryElements } from '../apps/server/src/providers/text/scenes/story-elements';
import { machineInfo, writeResult } from './lib/results';
import { median, quantile, round } from './lib/stats';
import {
  inFirstAndLastThird,
  longestRepeatedPhrase,
  readingGrade,
  sentenceFrame,
  sentences,
  sharedFrames,
  words,
} from './lib/story-metrics';

/** Elements as parents type them, of every kind the writer must give a role to. */
const ELEMENTS = [
  'a stuffed bunny called Pip',
  'my teddy bear',
  'a dog named biscuit',
  "her grandmother's greenhouse",
  'the seaside',
  'a bathroom',
  'a digger',
  'rainbow pancakes',
  'a purple balloon',
  'a magic key',
  'a treasure map',
  'Grandma',
  'my little brother',
  'Uncle Joe',
  'a dragon',
  'two kittens',
  'owls',
  'a telescope',
  'the moon',
  'a castle',
  'a red scarf',
  'Luna',
  'strawberries',
  'a wooden train',
  'the Eiffel Tower',
];
const HEROES = ['Maya', 'Amara', 'Leo', 'Sam', 'Noor', 'Élodie', 'Kai', 'Zuri'];
const PRONOUNS: Pronouns[] = ['she', 'she', 'he', 'they', 'she', 'she', 'he', 'she'];
const TWISTS = ['the dragon was only sad because nobody played with it', 'the map was upside down'];
const LESSONS = ['it is okay to feel scared', 'sharing is caring', 'to be patient'];

/** `BENCH_SEED` draws another 300 stories, to check the numbers are not tuned to one sample. */
const SEED_BASE = Number(process.env.BENCH_SEED ?? 5000);

/** `count` requests: every genre and age 1–15, three elements of different kinds, some with a twist or a lesson. */
export function storyRequests(count: number, seedBase = SEED_BASE): StoryRequest[] {
  return Array.from({ length: count }, (_, i) => {
    const hero = HEROES[i % HEROES.length] as string;
    const pick = (k: number) => ELEMENTS[(i * 7 + k * 11) % ELEMENTS.length] as string;
    return {
      hero,
      age: 1 + (i % 15),
      genre: GENRES[Math.floor(i / 2) % GENRES.length] ?? 'Fantasy',
      elements: [pick(0), pick(1), pick(2)],
      seed: seedBase + i * 13,
      // Half with a profile (pronouns known), half from the hero's name alone.
      cast:
        i % 2 === 0
          ? [{ name: hero, pronouns: PRONOUNS[i % PRONOUNS.length] ?? 'they' }]
          : undefined,
      ...(i % 3 === 0 ? { plotTwist: TWISTS[i % TWISTS.length] } : {}),
      ...(i % 4 === 0 ? { lifeLesson: LESSONS[i % LESSONS.length] } : {}),
    };
  });
}

/**
 * A lesson told as one ("learned that…", "had taught Mia anything"), which must not appear unasked;
 * "Mia taught the baby whale to sing" is the plot, not a moral.
 */
const LESSON_WORDS =
  /learned how important|learned something|the real treasure|good reminder|had taught|adventure had taught|(?:learned|discovered) that it is|understood, deep down|deep down, \S+ knew|the lesson|the moral/i;
/** The ways a twist is announced. */
const TWIST_WORDS =
  /\b(?:biggest surprise|nobody could have guessed|nobody expected|turned out that|twist(?! and turn)|stop and stare)\b/i;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** 1,200 stories: 24 windows of 50, so the frame measure is not one lucky sample. */
export async function benchStoryQuality(count = 1200) {
  const asked = storyRequests(count);
  const writeMs: number[] = [];
  const rows = asked.map((request) => {
    const started = performance.now();
    const story = writeEmbeddedStory(request);
    writeMs.push(performance.now() - started);
    const elements = readStoryElements(request.elements, request.hero);
    const placed = elements.map((element) => inFirstAndLastThird(story.text, element.pattern));
    // A name typed in an element ("called Pip", "Luna") must come out exactly so.
    const names = request.elements.flatMap((typed) => {
      const named = /\s(?:called|named)\s+(.+)$/i.exec(typed)?.[1];
      const name = named
        ? named.charAt(0).toUpperCase() + named.slice(1)
        : /^\p{Lu}/u.test(typed)
          ? typed
          : null;
      return name ? [name] : [];
    });
    // Kept: the name is there as typed, never lower-cased where it names ("called pip"); a
    // lower-case word that is also a noun ("a biscuit") elsewhere is not the name.
    const namesKept = names.every(
      (name) =>
        story.text.includes(name) &&
        !new RegExp(`\\b(?:called|named)\\s+${escape(name.toLowerCase())}(?![\\p{L}])`, 'u').test(
          story.text,
        ),
    );
    const own = [
      new RegExp(escape(request.hero), 'g'),
      ...elements.map((element) => new RegExp(element.pattern.source, 'giu')),
      // The parent's twist and lesson are their own words, like the elements: the frame around them counts.
      ...[request.plotTwist, request.lifeLesson]
        .filter((typed): typed is string => Boolean(typed))
        .map((typed) => new RegExp(escape(typed), 'giu')),
    ];
    return {
      request,
      story,
      band: ageBand(request.age),
      everyElementEarlyAndLate: placed.every((p) => p.first && p.last),
      missingEarly: elements.filter((_e, k) => !placed[k]?.first).map((e) => e.typed),
      missingLate: elements.filter((_e, k) => !placed[k]?.last).map((e) => e.typed),
      namesKept,
      repeated: longestRepeatedPhrase(story.text, request.hero),
      frames: sentences(story.text).map((s) => sentenceFrame(s, own)),
      lessonUnasked: !request.lifeLesson && LESSON_WORDS.test(story.text),
      twistUnasked: !request.plotTwist && TWIST_WORDS.test(story.text),
      twistTold:
        !request.plotTwist ||
        words(request.plotTwist)
          .filter((w) => w.length > 4)
          .every((w) => story.text.toLowerCase().includes(w)),
      words: words(story.text).length,
      grade: readingGrade(story.text),
    };
  });

  const share = (test: (row: (typeof rows)[number]) => boolean) =>
    round((100 * rows.filter(test).length) / rows.length, 1);
  // Every window of 50 stories in turn: one sample of 50 swings by a few either way.
  const windows = Array.from({ length: Math.floor(rows.length / 50) }, (_, w) =>
    sharedFrames(rows.slice(w * 50, w * 50 + 50).map((row) => row.frames)),
  );
  const fifty = windows[0] ?? [];
  const all = sharedFrames(rows.map((row) => row.frames));
  const bands = ['little', 'middle', 'older'] as const;
  const byBand = Object.fromEntries(
    bands.map((band) => {
      const of = rows.filter((row) => row.band === band);
      return [
        band,
        {
          stories: of.length,
          words: {
            min: Math.min(...of.map((r) => r.words)),
            median: median(of.map((r) => r.words)),
            max: Math.max(...of.map((r) => r.words)),
          },
          readingGrade: {
            median: round(median(of.map((r) => r.grade)), 1),
            p90: round(
              quantile(
                of.map((r) => r.grade),
                0.9,
              ),
              1,
            ),
          },
        },
      ];
    }),
  );
  const result = {
    bench: 'story-quality',
    description:
      'embedded writer over varied requests (every genre, ages 1–15, elements of every kind, some twists and lessons): what a parent reading every night would notice',
    machine: machineInfo(),
    stories: rows.length,
    /** Time to write one story in this process (the first few include the JIT warming up). */
    writeMs: { median: round(median(writeMs), 2), p90: round(quantile(writeMs, 0.9), 2) },
    everyElementInFirstAndLastThirdPercent: share((r) => r.everyElementEarlyAndLate),
    properNounsKeptPercent: share((r) => r.namesKept),
    longestRepeatedPhraseWords: {
      median: median(rows.map((r) => r.repeated.words)),
      max: Math.max(...rows.map((r) => r.repeated.words)),
      example: rows.reduce((a, b) => (b.repeated.words > a.repeated.words ? b : a)).repeated.phrase,
    },
    mostSharedFrameIn50: {
      byWindow: windows.map((frames) => frames[0]?.stories ?? 0),
      /** Every frame in more than 3 stories of some window: the lines to give more wording. */
      overByWindow: [
        ...new Set(
          windows.flatMap((frames) => frames.filter((f) => f.stories > 3).map((f) => f.frame)),
        ),
      ],
      medianOfWindows: median(windows.map((frames) => frames[0]?.stories ?? 0)),
      windowsWithinGoalPercent: round(
        (100 * windows.filter((frames) => (frames[0]?.stories ?? 0) <= 3).length) / windows.length,
        1,
      ),
      stories: fifty[0]?.stories ?? 0,
      goal: 3,
      over: fifty.filter((f) => f.stories > 3).length,
      top: fifty.slice(0, Number(process.env.TOP_FRAMES ?? 5)),
    },
    mostSharedFrameInAll: { stories: all[0]?.stories ?? 0, of: rows.length, top: all.slice(0, 5) },
    distinctTitlesIn50: new Set(rows.slice(0, 50).map((r) => r.story.title)).size,
    titleExamples: rows.slice(0, 8).map((r) => r.story.title),
    lessonWithoutBeingAskedPercent: share((r) => r.lessonUnasked),
    twistWithoutBeingAskedPercent: share((r) => r.twistUnasked),
    twistToldWhenAskedPercent: share((r) => r.twistTold),
    byBand,
    namesLostExamples: rows
      .filter((r) => !r.namesKept)
      .slice(0, 3)
      .map((r) => ({
        elements: r.request.elements,
        age: r.request.age,
        genre: r.request.genre,
        seed: r.request.seed,
      })),
    missingExamples: rows
      .filter((r) => !r.everyElementEarlyAndLate)
      .slice(0, 5)
      .map((r) => ({ elements: r.request.elements, early: r.missingEarly, late: r.missingLate })),
    exampleStories: [rows[4], rows[9]].map((r) => ({
      request: r?.request,
      title: r?.story.title,
      text: r?.story.text,
    })),
  };
  writeResult('story-quality', result);
  return result;
}
