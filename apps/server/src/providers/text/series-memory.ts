import { chapterMemoryOf } from './embedded/plot/chapter-memory';
import { planFromRequest } from './embedded/write-story';
import type { ChapterMemory, StoryRequest } from './types';

/**
 * What a story leaves for a next chapter (docs/decisions/067), read from the plan its request
 * gives — the plan every writer is given — so it is the same whichever writer wrote the words.
 */
export function rememberChapter(request: StoryRequest): ChapterMemory {
  return chapterMemoryOf(planFromRequest(request).plan, request.elements);
}
