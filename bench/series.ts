import {
  ageBand,
  countWords,
  WORD_RANGES,
} from '../apps/server/src/providers/text/embedded/age-band';
import { EmbeddedStoryWriter } from '../apps/server/src/providers/text/embedded/embedded-story-writer';
import { repeatedRuns } from '../apps/server/src/providers/text/embedded/plot/repeated-runs';
import { seriesNames } from '../apps/server/src/providers/text/embedded/plot/write-chapter';
import { rememberChapter } from '../apps/server/src/providers/text/series-memory';
import type {
  ChapterMemory,
  StoryRequest,
  WrittenStory,
} from '../apps/server/src/providers/text/types';
import { chapterElements } from '../apps/server/src/modules/series/chapter-elements';
import { machineInfo, writeResult } from './lib/results';
import { median, quantile, round } from './lib/stats';
import { storyRequests } from './story-quality';

/** New elements a parent adds to a chapter (every third series, at chapter 3). */
const NEW_ELEMENTS = ['a silver kite', 'the lighthouse', 'a sleepy hedgehog', 'a lost mitten'];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const named = (text: string, phrase: string) =>
  new RegExp(`(?<![\\p{L}])${escape(phrase.replace(/^the /i, ''))}(?![\\p{L}])`, 'iu').test(text);

/**
 * `npm run bench -- series` (issue 35, docs/decisions/067): 100 series of 3 chapters written as the
 * story job writes them — each chapter with what the chapters before left, the family's line
 * memory, and (every third series) a new element from the parent at chapter 3. Measured: every
 * companion of the chapters before named in the chapter by name and kind and remembered by it
 * with the same kind; the recap of last night in the opening paragraph; no run of seven words from
 * an earlier chapter of the series (names and the parent's own words for things masked); each
 * chapter inside its band's length.
 */
export async function benchSeries(count = Number(process.env.BENCH_SERIES ?? 100)) {
  const writer = new EmbeddedStoryWriter();
  const firsts = storyRequests(count, Number(process.env.BENCH_SEED ?? 9100));
  let chapters = 0;
  let companionsChecked = 0;
  let companionsKept = 0;
  let companionsNamed = 0;
  let recaps = 0;
  let repeating = 0;
  let repeatedRunCount = 0;
  let inLength = 0;
  const ms: number[] = [];
  const failures: string[] = [];
  for (const [s, first] of firsts.entries()) {
    const before: ChapterMemory[] = [];
    const texts: string[] = [];
    const heard: string[] = [];
    let elements = [...first.elements];
    for (let chapter = 1; chapter <= 3; chapter++) {
      if (chapter === 3 && s % 3 === 0)
        elements = chapterElements(elements, before[1] ?? null, NEW_ELEMENTS[s % 4]);
      // A chapter after the first is asked without the first story's twist and lesson.
      const base: StoryRequest =
        chapter === 1
          ? first
          : {
              hero: first.hero,
              age: first.age,
              genre: first.genre,
              elements: elements as [string, string, string],
              seed: first.seed + chapter * 101,
              ...(first.cast ? { cast: first.cast } : {}),
            };
      const request: StoryRequest = {
        ...base,
        avoid: [...heard],
        ...(chapter > 1
          ? { series: { chapter, before: [...before], earlierTexts: [...texts] } }
          : {}),
      };
      const started = performance.now();
      const story: WrittenStory = await writer.write(request);
      if (chapter > 1) ms.push(performance.now() - started);
      const memory = rememberChapter(request);
      if (chapter > 1) {
        chapters += 1;
        const last = before[before.length - 1]!;
        const opening = story.text.split('\n\n')[0] ?? '';
        if (opening.includes(last.happened)) recaps += 1;
        else failures.push(`series ${s} chapter ${chapter}: no recap of "${last.happened}"`);
        const friends = new Map(
          before.flatMap((m) => m.companions).map((c) => [c.name.toLowerCase(), c]),
        );
        for (const friend of friends.values()) {
          companionsChecked += 1;
          const inText = named(story.text, friend.name) && named(story.text, friend.kind);
          if (inText) companionsNamed += 1;
          const kept = memory.companions.some(
            (c) => c.name.toLowerCase() === friend.name.toLowerCase() && c.kind === friend.kind,
          );
          if (kept && inText) companionsKept += 1;
          else
            failures.push(
              `series ${s} chapter ${chapter}: ${friend.name} (${friend.kind}) ${inText ? 'not remembered' : 'not named'}`,
            );
        }
        const runs = repeatedRuns(story.text, texts, seriesNames(request));
        if (runs.length > 0) {
          repeating += 1;
          repeatedRunCount += runs.length;
          failures.push(`series ${s} chapter ${chapter}: repeats "${runs[0]}"`);
        }
        const { min, max } = WORD_RANGES[ageBand(first.age)];
        const length = countWords(story.text);
        if (length >= min && length <= max) inLength += 1;
        else failures.push(`series ${s} chapter ${chapter}: ${length} words (${min}–${max})`);
      }
      before.push(memory);
      texts.push(story.text);
      heard.push(...(story.used ?? []));
    }
  }
  const share = (n: number, of: number) => round((100 * n) / Math.max(1, of), 1);
  const result = {
    bench: 'series',
    series: count,
    chaptersChecked: chapters,
    companionsKeptPercent: share(companionsKept, companionsChecked),
    companionsNamedWithKindPercent: share(companionsNamed, companionsChecked),
    companionsChecked,
    recapPresentPercent: share(recaps, chapters),
    chaptersRepeatingA7WordRunPercent: share(repeating, chapters),
    repeatedRuns: repeatedRunCount,
    insideBandLengthPercent: share(inLength, chapters),
    chapterMs: { median: round(median(ms), 1), p95: round(quantile(ms, 0.95), 1) },
    failures: failures.slice(0, 20),
    machine: machineInfo(),
  };
  writeResult('series', result);
  return result;
}
