import { z } from 'zod';
import { ELEMENT_MAX_CHARS, STORY_STATUSES } from './stories';
import { plainText } from './text-safety';

/**
 * A series (docs/decisions/066): "Continue tomorrow" on a story writes its next chapter — the same
 * hero, companions and places, a recap of the night before and a new problem — as a new story that
 * costs what a story costs. Not in the original specification.
 */
export const SERIES_TITLE_MAX_CHARS = 80;

/** POST /api/stories/{storyId}/continue. */
export const continueStoryBodySchema = z.object({
  /** One new thing for tonight's chapter (a place, a friend, a thing), or nothing. */
  newElement: plainText(
    z
      .string()
      .trim()
      .max(ELEMENT_MAX_CHARS, `The new element can be at most ${ELEMENT_MAX_CHARS} characters`)
      .refine((s) => !s.includes(','), 'Please give one new element, without commas'),
    'The new element',
  ).optional(),
});
export type ContinueStoryBody = z.input<typeof continueStoryBodySchema>;

export const continueStoryResponseSchema = z.object({
  workerId: z.string().uuid(),
  /** The new chapter: a story of its own, written like any story. */
  storyId: z.string().uuid(),
  seriesId: z.string().uuid(),
  /** Its number in the series (the story continued from is chapter 1). */
  chapter: z.number().int().min(2),
});
export type ContinueStoryResponse = z.infer<typeof continueStoryResponseSchema>;

/** One chapter as the shelf shows it. */
export const seriesChapterSchema = z.object({
  /** Its place among the chapters still there, from 1: deleting one renumbers the rest. */
  chapter: z.number().int().min(1),
  storyId: z.string().uuid(),
  title: z.string().nullable(),
  status: z.enum(STORY_STATUSES),
  createdAt: z.string(),
});
export type SeriesChapter = z.infer<typeof seriesChapterSchema>;

export const seriesSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  hero: z.string(),
  createdAt: z.string(),
  /** In the order they were written; a failed chapter is left out. */
  chapters: z.array(seriesChapterSchema),
});
export type Series = z.infer<typeof seriesSchema>;

/** GET /api/series: the parent's series with at least one chapter, newest first. */
export const seriesListSchema = z.object({ series: z.array(seriesSchema) });
export type SeriesList = z.infer<typeof seriesListSchema>;

/** PATCH /api/series/{seriesId}. */
export const renameSeriesBodySchema = z.object({
  title: plainText(
    z
      .string()
      .trim()
      .min(1, 'Please give the series a name')
      .max(SERIES_TITLE_MAX_CHARS, `The name can be at most ${SERIES_TITLE_MAX_CHARS} characters`),
    'The series name',
  ),
});
export type RenameSeriesBody = z.input<typeof renameSeriesBodySchema>;

/** What the story page says about a chapter's price. */
export const chapterCostNote = (storyCredits: number) =>
  `A new chapter costs ${storyCredits} credit${storyCredits === 1 ? '' : 's'}, like a new story.`;
