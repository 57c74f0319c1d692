import { z } from 'zod';
import { languageSchema } from './language-schema';
import { plainText } from './text-safety';

/** The five genres of docs/api.md#spec-3, spelled as the original client sends them. */
export const GENRES = ['Fantasy', 'Adventure', 'Mystery', 'Sci-Fi', 'Comedy'] as const;
export type Genre = (typeof GENRES)[number];

export const MIN_AGE = 1;
export const MAX_AGE = 15;
export const ELEMENT_MAX_CHARS = 40;

/**
 * Splits the comma-separated elements string (docs/api.md#spec-3) into trimmed, non-empty items.
 */
export function splitElements(elements: string): string[] {
  return elements
    .split(',')
    .map((e) => e.trim())
    .filter((e) => e.length > 0);
}

const elementsSchema = plainText(z.string(), 'The story elements').pipe(
  z
    .string()
    .trim()
    .min(1, 'Please give three story elements')
    .max(3 * ELEMENT_MAX_CHARS + 10)
    .refine((s) => splitElements(s).length === 3 && s.split(',').length === 3, {
      message: 'Please give exactly three story elements, separated by commas',
    })
    .refine((s) => splitElements(s).every((e) => e.length <= ELEMENT_MAX_CHARS), {
      message: `Each story element can be at most ${ELEMENT_MAX_CHARS} characters`,
    })
    .transform((s) => splitElements(s).join(', ')),
);

/** docs/api.md#design-5-1 POST /api/generateStory. */
export const generateStoryBodySchema = z.object({
  hero: plainText(
    z.string().trim().min(1, "Please give the hero's name").max(40, 'The name is too long'),
    "The hero's name",
  ),
  age: z
    .number({ message: 'Age must be a number from 1 to 15' })
    .int('Age must be a whole number')
    .min(MIN_AGE, 'Age must be from 1 to 15')
    .max(MAX_AGE, 'Age must be from 1 to 15'),
  elements: elementsSchema,
  genre: z.enum(GENRES, { message: `Genre must be one of ${GENRES.join(', ')}` }),
  plotTwist: plainText(
    z.string().trim().max(200, 'The plot twist is too long'),
    'The plot twist',
  ).optional(),
  lifeLesson: plainText(
    z.string().trim().max(200, 'The life lesson is too long'),
    'The life lesson',
  ).optional(),
  /**
   * Not in the original specification: the parent's child profiles in the story (up to three, the
   * first is the hero), drawn as their profiles say. Without it the hero's look follows from the
   * parent and `hero`.
   */
  childIds: z
    .array(z.string().uuid('Invalid child'))
    .min(1, 'Please choose a child')
    .max(3, 'At most three children in one story')
    .refine((list) => new Set(list).size === list.length, 'Each child can be chosen once')
    .optional(),
  /**
   * Not in the original specification: the language the story is written (and read aloud) in
   * (docs/decisions/070). The create page sends the one it shows; without it, the hero's profile's
   * language, else English.
   */
  language: languageSchema.optional(),
});
export type GenerateStoryBody = z.input<typeof generateStoryBodySchema>;

export const generateStoryResponseSchema = z.object({
  workerId: z.string().uuid(),
  storyId: z.string().uuid(),
  /** Set when an input looks like a trademarked name: the story is still written. */
  warning: z.string().optional(),
});

export const STORY_STATUSES = ['queued', 'running', 'completed', 'error'] as const;
export const workerStatusSchema = z.object({
  status: z.enum(STORY_STATUSES),
  storyId: z.string().uuid(),
  /** 0–100 */
  progress: z.number().int().optional(),
  message: z.string().optional(),
});
export type WorkerStatus = z.infer<typeof workerStatusSchema>;

/**
 * The stages of writing a story as workerStatus `progress` reports them: the words are written
 * from `started` up to `writtenUpTo`, then the picture is painted from `paintingFrom`. The server
 * sets them and the progress bar reads them, from this one place.
 */
export const STORY_PROGRESS = { started: 5, writtenUpTo: 80, paintingFrom: 85 } as const;

/** docs/api.md#design-5-1 Story. URLs are signed and work without a session until they expire. */
/** A story's main picture at card sizes (WebP), for `src` and `srcset`; null without a picture. */
export const thumbnailsSchema = z.object({
  /** 400 px wide. */
  small: z.string(),
  /** 800 px wide, for screens with two pixels to a point. */
  large: z.string(),
});
export type Thumbnails = z.infer<typeof thumbnailsSchema>;

export const storySchema = z.object({
  uuid: z.string().uuid(),
  hero: z.string(),
  age: z.number().int(),
  elements: z.string(),
  genre: z.enum(GENRES),
  plotTwist: z.string().nullable(),
  lifeLesson: z.string().nullable(),
  title: z.string().nullable(),
  storyText: z.string().nullable(),
  image: z.string().nullable(),
  images: z.array(z.string()),
  audioUrl: z.string().nullable(),
  pdfBookGenerated: z.boolean(),
  shared: z.boolean(),
  status: z.enum(STORY_STATUSES),
  createdAt: z.string(),
  /**
   * Not in the original specification: for a "Read another version" story, the story it is a
   * version of (docs/decisions/020-another-version.md). Sent by GET /api/getStory only.
   */
  versionOf: z.object({ uuid: z.string().uuid(), title: z.string().nullable() }).nullish(),
  /**
   * Not in the original specification: the picture as 400 and 800 px WebP for the owner's pages
   * (`srcset`, with `image` as the full 1024 px), so a phone is not sent the PNG
   * (docs/decisions/019). Null without a picture; absent where only `image` is needed.
   */
  thumbnails: thumbnailsSchema.nullish(),
  /**
   * Not in the original specification: what the picture shows, as its alt text ("Ife in her
   * yellow wellies at the duck pond with Colonel the goose", docs/decisions/043). Sent by GET
   * /api/getStory only; absent where it is not known.
   */
  imageAlt: z.string().nullish(),
  /**
   * Not in the original specification: the story is written and its first picture is still being
   * painted (its own job, docs/decisions/047); the page shows a painting placeholder and asks
   * again. Absent otherwise.
   */
  picturePending: z.boolean().optional(),
  /** Not in the original specification: the story's language (docs/decisions/070). */
  language: languageSchema.optional(),
  /**
   * Not in the original specification: the series the story is a chapter of (docs/decisions/066),
   * with its place among the chapters still there and how many there are. Sent by GET
   * /api/getStory only; absent for a story on its own.
   */
  series: z
    .object({
      id: z.string().uuid(),
      title: z.string(),
      chapter: z.number().int().min(1),
      chapters: z.number().int().min(1),
    })
    .nullish(),
});
export type Story = z.infer<typeof storySchema>;

export const sharedStorySchema = z.object({
  uuid: z.string().uuid(),
  hero: z.string(),
  elements: z.string(),
  storyText: z.string(),
  image: z.string().nullable(),
  user_uid: z.string().uuid(),
  audioUrl: z.string().nullable(),
  /**
   * Not in the original specification: the story's own title, the share page's heading (og:title
   * stays as docs/product.md#share-page has it).
   */
  title: z.string().nullable(),
  /** Not in the original specification: what the picture shows, as its alt text (as Story's). */
  imageAlt: z.string().nullish(),
  /** Not in the original specification: the story's language, the share page's (decision 070). */
  language: languageSchema.optional(),
});
export type SharedStory = z.infer<typeof sharedStorySchema>;

export const shareStoryBodySchema = z.object({
  storyId: z.string().uuid(),
  shared: z.boolean(),
});

export const storiesByIdsBodySchema = z.object({
  ids: z.array(z.string().uuid()).max(100),
});

/** docs/product.md#share-page: the share page's og:title. */
export const shareTitle = (hero: string, elements: string) =>
  `${hero}'s bedtime story with ${elements}`;
/** The loadedstory page's title. */
export const storyPageTitle = (hero: string) => `${hero}'s bedtime story`;
