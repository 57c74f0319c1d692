import { z } from 'zod';
import { GENRES, STORY_STATUSES, thumbnailsSchema } from './stories';

/** How many stories a page of the library holds unless the client asks for another number. */
export const LIBRARY_PAGE_SIZE = 12;
/** The most a client may ask for in one page: enough for a wide screen, small for a phone. */
export const LIBRARY_MAX_PAGE_SIZE = 50;
/** Widths (px) of a story picture's thumbnails: one card on a phone, and the same at 2x. */
export const THUMBNAIL_WIDTHS = [400, 800] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

/** The words the library shows that tests and the original client rely on. */
export const LIBRARY_MESSAGES = {
  deleteConfirm: 'Delete this story? Its pictures, narration and books go too.',
  badCursor: 'That page of your library is out of date: please start again from the top.',
} as const;

/** GET /api/library query: every field optional; unknown fields dropped. */
export const libraryQuerySchema = z.object({
  /** Only stories written for this child profile. */
  child: z.string().uuid('Invalid child').optional(),
  /** Words in the title, hero or elements; case-insensitive, taken literally (no wildcards). */
  q: z.string().trim().max(100, 'Please search with at most 100 characters').optional(),
  /** The `nextCursor` of the page before; opaque to the client. */
  cursor: z.string().max(200).optional(),
  limit: z.coerce
    .number()
    .int('The page size must be a whole number')
    .min(1, 'The page size must be at least 1')
    .max(LIBRARY_MAX_PAGE_SIZE, `The page size must be at most ${LIBRARY_MAX_PAGE_SIZE}`)
    .optional(),
});
export type LibraryQuery = z.input<typeof libraryQuerySchema>;

/** One card of the library. */
export const libraryStorySchema = z.object({
  uuid: z.string().uuid(),
  /** The writer's title, or the story page's title when it has none yet. */
  title: z.string(),
  hero: z.string(),
  elements: z.string(),
  genre: z.enum(GENRES),
  status: z.enum(STORY_STATUSES),
  createdAt: z.string(),
  /** The child profiles it was written for, in order (the hero first); empty for a typed hero. */
  childIds: z.array(z.string().uuid()),
  /** Those children's names as the story knows them, even after a profile is deleted. */
  childNames: z.array(z.string()),
  /** It has a narration (audio). */
  narrated: z.boolean(),
  /** A PDF book of it has been built. */
  hasBook: z.boolean(),
  shared: z.boolean(),
  thumbnails: thumbnailsSchema.nullable(),
});
export type LibraryStory = z.infer<typeof libraryStorySchema>;

/** A child profile as the library's filter shows it. */
export const libraryChildSchema = z.object({ id: z.string().uuid(), name: z.string() });

export const libraryResponseSchema = z.object({
  stories: z.array(libraryStorySchema),
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: z.string().nullable(),
  /** The parent's child profiles, oldest first, to filter by. */
  children: z.array(libraryChildSchema),
});
export type LibraryResponse = z.infer<typeof libraryResponseSchema>;

export const thumbnailParamsSchema = z.object({
  storyId: z.string().uuid('Invalid story'),
  width: z.coerce
    .number()
    .refine((w): w is ThumbnailWidth => (THUMBNAIL_WIDTHS as readonly number[]).includes(w), {
      message: `The width must be one of ${THUMBNAIL_WIDTHS.join(', ')}`,
    }),
});
