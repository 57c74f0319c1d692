import { z } from 'zod';
import { appearanceSchema } from './children';
import { plainText } from './text-safety';

/** docs/api.md#spec-5: the book photo is resized to 512×512 PNG before use. */
export const BOOK_PHOTO_SIDE = 512;
/**
 * docs/api.md#spec-4, docs/api.md#spec-9: while a book is generated its status is polled every 5
 * seconds.
 */
export const BOOK_POLL_MS = 5000;
/** At most this many stories go into one book (each story is a section of ~5–15 pages). */
export const MAX_BOOK_STORIES = 10;

/** The longest dedication a book's first page holds (two lines at the body text size). */
export const DEDICATION_MAX_CHARS = 120;

/** The dedication of a book whose parent wrote none. */
export const dedicationFor = (hero: string) => `For ${hero}, with love`;

/**
 * Book generation states (docs/api.md#spec-4), plus `none` for a story that never had a book
 * (docs/api.md#design-5-3).
 */
export const BOOK_STATUSES = ['none', 'processing', 'running', 'completed', 'error'] as const;
export type BookStatusValue = (typeof BOOK_STATUSES)[number];

const booleanText = z.enum(['true', 'false'], {
  message: 'useImageAsMainImage must be true or false',
});

/** Path of POST /api/generateBookUsingImageAsReference/{userId}/{storyId}/{useImageAsMainImage}. */
export const generateBookParamsSchema = z.object({
  userId: z.string().uuid(),
  storyId: z.string().uuid(),
  useImageAsMainImage: booleanText,
});

/**
 * The text fields of its multipart body (the file field `image` is read separately).
 * `selectedStories` is a JSON array of story uuids, as the payload of docs/api.md#spec-3 carries
 * it; when it is missing the book holds just the story of the path.
 */
export const generateBookFieldsSchema = z.object({
  selectedStories: z
    .string()
    .max(8 * 1024)
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({
          code: 'custom',
          message: 'selectedStories must be a JSON array of story ids',
        });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(z.string().uuid('selectedStories must be a JSON array of story ids'), {
          message: 'selectedStories must be a JSON array of story ids',
        })
        .min(1, 'Please choose at least one story')
        .max(MAX_BOOK_STORIES, `A book can hold at most ${MAX_BOOK_STORIES} stories`)
        .optional(),
    ),
  useImageAsMainImage: booleanText.optional(),
  /**
   * The dedication printed on the book's first page ("For Maya, love Mum & Dad"); plain text of
   * one or two lines. Missing or blank: "For {hero}, with love" (dedicationFor).
   */
  dedication: plainText(
    z
      .string()
      .trim()
      .max(
        DEDICATION_MAX_CHARS,
        `The dedication can be at most ${DEDICATION_MAX_CHARS} characters`,
      ),
    'The dedication',
  )
    .optional()
    .transform((text) => (text ? text.replace(/\s{2,}/g, ' ') : undefined)),
  /**
   * The hero's look for this book, as the parent confirmed it from the photo (POST
   * /api/books/suggestLook): JSON of an Appearance. It replaces the story's hero's look in
   * this book only; missing, the story's own look is drawn.
   */
  appearance: z
    .string()
    .max(1024, 'appearance must be the JSON of a look')
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text.trim() === '') return undefined;
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'appearance must be the JSON of a look' });
        return z.NEVER;
      }
    })
    .pipe(appearanceSchema.optional()),
});
export type GenerateBookFields = z.output<typeof generateBookFieldsSchema>;

/**
 * 202 of generateBookUsingImageAsReference: docs/api.md#spec-4 "reply status 'running' means
 * started".
 */
export const generateBookResponseSchema = z.object({
  status: z.literal('running'),
  jobId: z.string().uuid(),
});
export type GenerateBookResponse = z.infer<typeof generateBookResponseSchema>;

export const bookStoryParamsSchema = z.object({ storyId: z.string().uuid() });
export const bookUserStoryParamsSchema = z.object({
  userId: z.string().uuid(),
  storyId: z.string().uuid(),
});

/** GET /api/getBookFromStoryGenerationStatus/{storyId}: the latest book job of that story. */
export const bookStatusSchema = z.object({
  status: z.enum(BOOK_STATUSES),
  /** Signed download URL, once completed. */
  pdfUrl: z.string().optional(),
  /** 0–100, from the pages done. */
  progress: z.number().int().optional(),
  /** Pages of the book drawn so far and in all (0 of 0 until the book is planned). */
  pagesDone: z.number().int().optional(),
  pagesTotal: z.number().int().optional(),
  /** The job this status is about. */
  jobId: z.string().uuid().optional(),
});
export type BookStatus = z.infer<typeof bookStatusSchema>;

/** Generated book (docs/api.md#spec-3): one entry of POST /api/getGeneratedPdfBooksForThisStory. */
export const generatedBookSchema = z.object({
  /** Signed download URL of the PDF. */
  url: z.string(),
  /** ISO 8601: when the book was finished. */
  generatedDate: z.string(),
});
export type GeneratedBook = z.infer<typeof generatedBookSchema>;
export const generatedBooksSchema = z.array(generatedBookSchema);

/**
 * Credit check result (docs/api.md#spec-3): GET /api/checkUserCreditsForBook/{userId}/{storyId}.
 */
export const bookCreditsSchema = z.object({
  hasEnoughCredits: z.boolean(),
  totalCreditsAvailable: z.number().int(),
});
export type BookCredits = z.infer<typeof bookCreditsSchema>;

/** Pages of text a passage may fill: one illustrated page holds about this many characters. */
export const PASSAGE_MAX_CHARS = 560;

/**
 * Splits a story into the passages of its book pages: whole paragraphs, one to three per page,
 * up to about PASSAGE_MAX_CHARS; a paragraph longer than a page is split between sentences.
 * Shared by the PDF builder and the printable /generatePdf view so both show the same pages.
 */
export function splitIntoPassages(text: string, maxChars = PASSAGE_MAX_CHARS): string[] {
  const paragraphs = text
    .split(/\n\s*\n|\r?\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0)
    .flatMap((p) => (p.length > maxChars ? splitLongParagraph(p, maxChars) : [p]));
  const passages: string[] = [];
  let current: string[] = [];
  let length = 0;
  for (const paragraph of paragraphs) {
    const fits = current.length < 3 && length + paragraph.length + 2 * current.length <= maxChars;
    if (current.length > 0 && !fits) {
      passages.push(current.join('\n\n'));
      current = [];
      length = 0;
    }
    current.push(paragraph);
    length += paragraph.length;
  }
  if (current.length > 0) passages.push(current.join('\n\n'));
  return passages;
}

/** Sentences packed greedily into pieces of at most `maxChars` (a single long sentence stays whole). */
function splitLongParagraph(paragraph: string, maxChars: number): string[] {
  const sentences = paragraph.match(/[^.!?…]+(?:[.!?…]+["'”’)]*\s*|$)/g) ?? [paragraph];
  const pieces: string[] = [];
  let piece = '';
  for (const sentence of sentences) {
    if (piece && piece.length + sentence.length > maxChars) {
      pieces.push(piece.trim());
      piece = '';
    }
    piece += sentence;
  }
  if (piece.trim()) pieces.push(piece.trim());
  return pieces;
}

/**
 * POST /api/books/suggestLook: the look a photo suggests for the hero (skin tone and hair colour
 * sampled from it; the rest is the story hero's own look), for the parent to confirm or change
 * before the book is made. The photo is read and forgotten.
 */
export const suggestLookFieldsSchema = z.object({
  /** The story whose hero the photo shows: its look fills in what a photo cannot tell. */
  storyId: z.string().uuid('Invalid story').optional(),
});
export const suggestLookResponseSchema = z.object({
  /**
   * The look to pre-select: the child profile's saved look when the story's hero has one (issue
   * 28: the profile wins), otherwise the photo's colours over the story's hero.
   */
  appearance: appearanceSchema,
  /** What in `appearance` was read from the photo (empty when the profile's look is kept). */
  sampled: z.array(z.enum(['skinTone', 'hairColour'])),
  /** `appearance` is the child profile's saved look. */
  fromProfile: z.boolean(),
  /** What the photo suggests, offered as a choice (not pre-selected when the profile wins). */
  photo: appearanceSchema.pick({ skinTone: true, hairColour: true }),
});
export type SuggestLookResponse = z.infer<typeof suggestLookResponseSchema>;
