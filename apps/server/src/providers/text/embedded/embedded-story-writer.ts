import type { StoryRequest, StoryWriter, WrittenStory } from '../types';
import { writeChapter } from './plot/write-chapter';
import { writeEmbeddedStory } from './write-story';

/**
 * The offline story writer: no network, no key, a few milliseconds per story. It still honours
 * the interface's progress and cancellation so jobs treat it exactly like a streamed writer.
 */
export class EmbeddedStoryWriter implements StoryWriter {
  // The Spanish teller (es/) has no recap or returning friends yet: its chapter would be a new
  // story that forgets last night (docs/decisions/076).
  readonly chapterLanguages = ['en'] as const;

  async write(
    request: StoryRequest,
    options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
  ): Promise<WrittenStory> {
    options.signal?.throwIfAborted();
    options.onProgress?.(0);
    const story = request.series
      ? writeChapter(request, writeEmbeddedStory)
      : writeEmbeddedStory(request);
    options.signal?.throwIfAborted();
    options.onProgress?.(1);
    return story;
  }
}

export function createEmbeddedStoryWriter(): StoryWriter {
  return new EmbeddedStoryWriter();
}
