import { describe, expect, it } from 'vitest';
import { seriesNames, writeChapter } from './embedded/plot/write-chapter';
import { repeatedRuns } from './embedded/plot/repeated-runs';
import { writeEmbeddedStory } from './embedded/write-story';
import { ageBand, countWords, WORD_RANGES } from './embedded/age-band';
import { rememberChapter } from './series-memory';
import { buildStoryMessages } from './story-prompt';
import type { ChapterMemory, StoryRequest } from './types';

const FIRST: StoryRequest = {
  hero: 'Ife',
  age: 6,
  elements: ['a grumpy goose called Colonel', 'the duck pond', 'her yellow wellies'],
  genre: 'Mystery',
  seed: 7,
};

/** Three chapters as the job writes them: each with what the ones before left. */
function threeChapters(first: StoryRequest) {
  const before: ChapterMemory[] = [];
  const texts: string[] = [];
  const chapters: { request: StoryRequest; text: string }[] = [];
  // The family's line memory, as the job gives it (docs/decisions/037).
  const heard: string[] = [];
  for (let chapter = 1; chapter <= 3; chapter++) {
    const request: StoryRequest = {
      ...first,
      seed: first.seed + chapter,
      avoid: [...heard],
      ...(chapter > 1
        ? { series: { chapter, before: [...before], earlierTexts: [...texts] } }
        : {}),
    };
    const { text, used } =
      chapter > 1 ? writeChapter(request, writeEmbeddedStory) : writeEmbeddedStory(request);
    chapters.push({ request, text });
    before.push(rememberChapter(request));
    texts.push(text);
    heard.push(...(used ?? []));
  }
  return { chapters, before };
}

describe('a chapter of a series (docs/decisions/067)', () => {
  it('opens with a recap of last night, names the friends with their qualities, and repeats no run of seven words', () => {
    for (const age of [2, 6, 11]) {
      const { chapters, before } = threeChapters({ ...FIRST, age });
      for (let i = 1; i < 3; i++) {
        const { text } = chapters[i]!;
        const opening = text.split('\n\n')[0] ?? '';
        expect(opening).toContain(before[i - 1]!.happened);
        expect(text).toMatch(/Colonel,? the grumpy goose/);
        expect(before[i]!.problem).not.toBe(before[i - 1]!.problem);
        const earlier = chapters.slice(0, i).map((c) => c.text);
        expect(
          repeatedRuns(text, earlier, seriesNames(chapters[i]!.request)),
          `age ${age}`,
        ).toEqual([]);
        const { min, max } = WORD_RANGES[ageBand(age)];
        expect(countWords(text)).toBeGreaterThanOrEqual(min);
        expect(countWords(text)).toBeLessThanOrEqual(max);
      }
      expect(
        before.every((m) => m.companions.some((c) => c.name === 'Colonel' && c.kind === 'goose')),
      ).toBe(true);
    }
  });

  it('gives the real-model writer the series memory: the recap, the friends and the places', () => {
    const { chapters } = threeChapters(FIRST);
    const third = chapters[2]!.request;
    const prompt = buildStoryMessages(third)[1]?.content ?? '';
    expect(prompt).toContain('This is chapter 3 of a series');
    expect(prompt).toContain(
      `Open with a one-line recap of the chapter before, in which they ${third.series?.before[1]?.happened}.`,
    );
    expect(prompt).toContain('"Colonel" (grumpy goose)');
    expect(prompt).toContain('Places from before: the pond');
    expect(prompt).toContain('no cliffhanger at bedtime');
    expect(buildStoryMessages(FIRST)[1]?.content).not.toContain('of a series');
  });
});
