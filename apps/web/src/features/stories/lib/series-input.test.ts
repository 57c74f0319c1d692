import type { SeriesChapter } from '@sns/contract';
import { describe, expect, it } from 'vitest';
import { chapterForTonight, newElementProblem, seriesTitleProblem } from './series-input';

const chapter = (n: number, status: SeriesChapter['status']): SeriesChapter => ({
  chapter: n,
  storyId: `00000000-0000-4000-8000-00000000000${n}`,
  title: `Chapter ${n}`,
  status,
  createdAt: '2026-11-27T00:00:00.000Z',
});

describe('the series inputs', () => {
  it('takes one new element, or none, and says what is wrong with two', () => {
    expect(newElementProblem('')).toBeUndefined();
    expect(newElementProblem('  a silver kite ')).toBeUndefined();
    expect(newElementProblem('a kite, a boat')).toBe('series.continue.noComma');
    expect(newElementProblem('x'.repeat(500))).toBe('series.continue.tooLong');
  });

  it('needs a name for a series, not too long', () => {
    expect(seriesTitleProblem('   ')).toBe('series.rename.empty');
    expect(seriesTitleProblem('Ife and Colonel')).toBeUndefined();
    expect(seriesTitleProblem('x'.repeat(81))).toBe('series.rename.tooLong');
  });

  it('offers the latest written chapter tonight, never one still being written', () => {
    expect(chapterForTonight([chapter(1, 'completed'), chapter(2, 'running')])?.chapter).toBe(1);
    expect(
      chapterForTonight([chapter(1, 'completed'), chapter(2, 'completed'), chapter(3, 'queued')])
        ?.chapter,
    ).toBe(2);
    expect(chapterForTonight([chapter(1, 'queued')])).toBeUndefined();
  });
});
