import type { StoryRequest, WrittenStory } from '../../types';
import { ageBand, countWords, WORD_RANGES } from '../age-band';
import { planFromRequest } from '../write-story';
import { repeatedRuns, runWords, RUN_WORDS } from './repeated-runs';

/** Tries of a chapter with other seeds before the one repeating least is kept. */
const CHAPTER_TRIES = 30;

/**
 * A chapter of a series (docs/decisions/067): written like any story from its chapter plan; a line
 * that says seven words in a row an earlier chapter said is left out where the paragraph and the
 * band's length allow; and while a run is still repeated (or the chapter is outside its band's
 * length) it is written again with another seed. The best of the tries is kept.
 */
export function writeChapter(
  request: StoryRequest,
  write: (request: StoryRequest) => WrittenStory,
): WrittenStory {
  const series = request.series;
  if (!series || series.earlierTexts.length === 0) return write(request);
  const names = seriesNames(request);
  const { min, max } = WORD_RANGES[ageBand(request.age)];
  let best: { story: WrittenStory; score: number } | undefined;
  const short = new Map<string, number>();
  for (let attempt = 0; attempt < CHAPTER_TRIES; attempt++) {
    const seed = ((request.seed + attempt * 104_729) % (2 ** 31 - 2)) + 1;
    // A problem that came out too short for the band twice is left for another.
    const skipProblems = [...short].filter(([, n]) => n >= 2).map(([problem]) => problem);
    const tryRequest: StoryRequest = {
      ...request,
      ...(attempt === 0 ? {} : { seed }),
      ...(skipProblems.length > 0 ? { series: { ...series, skipProblems } } : {}),
    };
    const written = write(tryRequest);
    const story = leaveOutRepeats(written, series.earlierTexts, names, min);
    const words = countWords(story.text);
    // Outside the band's length counts for more than any number of repeated runs.
    const score =
      repeatedRuns(story.text, series.earlierTexts, names).length +
      (words < min || words > max ? 10_000 : 0);
    if (score === 0) return story;
    if (words < min) {
      const problem = planFromRequest(tryRequest).plan.problem;
      short.set(problem, (short.get(problem) ?? 0) + 1);
    }
    if (!best || score < best.score) best = { story, score };
  }
  return best?.story ?? write(request);
}

/**
 * The names a comparison masks: the heroes', the friends', and the parent's own words for the
 * story's things ("her yellow wellies"), which are what a series is about and come back by name.
 */
export function seriesNames(request: StoryRequest): string[] {
  const series = request.series;
  return [
    request.hero,
    ...(request.cast ?? []).map((c) => c.name),
    ...request.elements,
    ...(series?.before ?? []).flatMap((m) => [
      ...m.elements,
      ...m.companions.flatMap((c) => [c.name, ...(c.typed ? [c.typed] : [])]),
    ]),
  ];
}

const SENTENCE = /(?<=[.!?]["”’]?)\s+(?=["“]?\p{Lu})/u;

/**
 * Leaves out sentences that take part in a run of seven words an earlier chapter said — never the
 * recap that opens the chapter, never a paragraph's only sentence, and never below the band's
 * shortest length — one at a time, the run's last sentence first, until no run is left or none
 * can go.
 */
function leaveOutRepeats(
  story: WrittenStory,
  earlier: readonly string[],
  names: readonly string[],
  minWords: number,
): WrittenStory {
  const before = new Set<string>();
  for (const text of earlier) {
    const words = runWords(text, names);
    for (let i = 0; i + RUN_WORDS <= words.length; i++)
      before.add(words.slice(i, i + RUN_WORDS).join(' '));
  }
  const paragraphs = story.text.split('\n\n').map((p) => p.split(SENTENCE));
  const tried = new Set<string>();
  for (let round = 0; round < 200; round++) {
    // Every word of the chapter, with the sentence it is in.
    const words: { word: string; p: number; s: number }[] = [];
    paragraphs.forEach((sentences, p) =>
      sentences.forEach((sentence, s) => {
        for (const word of runWords(sentence, names)) words.push({ word, p, s });
      }),
    );
    let removed = false;
    for (let i = 0; i + RUN_WORDS <= words.length && !removed; i++) {
      const run = words.slice(i, i + RUN_WORDS);
      if (!before.has(run.map((w) => w.word).join(' '))) continue;
      const seen = new Set<string>();
      for (const { p, s } of [...run].reverse()) {
        const key = `${p}:${s}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const sentences = paragraphs[p] ?? [];
        const sentence = sentences[s] ?? '';
        if ((p === 0 && s === 0) || sentences.length <= 1) continue;
        const total = paragraphs.reduce((n, ss) => n + countWords(ss.join(' ')), 0);
        if (total - countWords(sentence) < minWords || tried.has(sentence)) continue;
        sentences.splice(s, 1);
        removed = true;
        break;
      }
      if (!removed) tried.add(run.map((w) => w.word).join(' '));
    }
    if (!removed) break;
  }
  const text = paragraphs.map((sentences) => sentences.join(' ')).join('\n\n');
  return text === story.text ? story : { ...story, text };
}
