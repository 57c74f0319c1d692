import { splitElements } from '@sns/contract';
import type { Database } from '../../db/client';
import { rememberChapter } from '../../providers/text/series-memory';
import type { SeriesMemory, StoryRequest } from '../../providers/text/types';
import { writerCastOf } from '../children/story-cast';
import type { StoryRow } from '../stories/story-repository';
import { earlierChapters } from './series-repository';

/** What the writer is asked for, read from a story's row (the request of a story or a chapter). */
export function requestOfRow(
  story: StoryRow,
): Omit<StoryRequest, 'safetyIdentifier' | 'series' | 'avoid'> {
  return {
    hero: story.hero,
    age: story.age,
    elements: splitElements(story.elements) as [string, string, string],
    genre: story.genre,
    plotTwist: story.plotTwist ?? undefined,
    lifeLesson: story.lifeLesson ?? undefined,
    seed: story.seed,
    cast: writerCastOf(story),
  };
}

/**
 * The series memory a chapter is written with (docs/decisions/067): what every chapter before it
 * left (a chapter from before memories were kept is read again from its plan), their texts, and
 * their line keys for the writer to pass over. Undefined for a story that is not a later chapter.
 */
export async function seriesMemoryOf(
  db: Database,
  story: StoryRow,
): Promise<{ series: SeriesMemory; lineKeys: string[] } | undefined> {
  if (!story.seriesId || !story.chapter || story.chapter < 2) return undefined;
  const before = await earlierChapters(db, story.seriesId, story.chapter);
  if (before.length === 0) return undefined;
  return {
    series: {
      chapter: before.length + 1,
      before: before.map((row) => row.chapterMemory ?? rememberChapter(requestOfRow(row))),
      earlierTexts: before.map((row) => row.storyText ?? ''),
    },
    lineKeys: before.flatMap((row) => row.lineKeys ?? []),
  };
}
