import { describe, expect, it } from 'vitest';
import { createStoryWriter } from '..';
import { type StoryRequest } from '../types';
import { EmbeddedStoryWriter } from './embedded-story-writer';

const request: StoryRequest = {
  hero: 'Leo',
  age: 6,
  elements: ['robot', 'an umbrella', 'stars'],
  genre: 'Sci-Fi',
  seed: 42,
};

describe('EmbeddedStoryWriter', () => {
  it('is what the factory builds for the embedded kind', async () => {
    expect(await createStoryWriter({ kind: 'embedded' })).toBeInstanceOf(EmbeddedStoryWriter);
  });

  it('writes a titled story and reports progress from 0 to 1', async () => {
    const progress: number[] = [];
    const story = await new EmbeddedStoryWriter().write(request, {
      onProgress: (f) => progress.push(f),
    });
    expect(story.title).toMatch(/^Leo/);
    expect(story.text).toContain('robot');
    expect(progress).toEqual([0, 1]);
  });

  it('stops when the job is cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(
      new EmbeddedStoryWriter().write(request, { signal: controller.signal }),
    ).rejects.toThrow(/abort/i);
  });
});
