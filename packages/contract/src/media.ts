import { z } from 'zod';

/** docs/api.md#design-5-2 POST /api/generateNewImage: a new AI picture for one of your stories. */
export const generateNewImageBodySchema = z.object({
  storyId: z.string().uuid(),
});

/**
 * docs/api.md#design-5-2 POST /api/changeStoryImageFromExistent: `image` is one of getStoryImages'
 * URLs.
 */
export const changeStoryImageFromExistentBodySchema = z.object({
  storyId: z.string().uuid(),
  image: z
    .string()
    .trim()
    .min(1, 'Please choose a picture')
    .max(4096, 'That is not one of this story’s pictures'),
});

/** Params of POST /api/changeStoryImage/{userId}/{storyId} (multipart, one file field `image`). */
export const changeStoryImageParamsSchema = z.object({
  userId: z.string().uuid(),
  storyId: z.string().uuid(),
});

export const storyIdParamsSchema = z.object({
  storyId: z.string().uuid(),
});

/**
 * docs/api.md#design-5-2 GET /api/getStoryImages/{storyId}: every picture the story has had, oldest
 * first.
 */
export const storyImagesResponseSchema = z.object({
  /** Signed URLs; each works without a session until it expires. */
  images: z.array(z.string()),
});
export type StoryImages = z.infer<typeof storyImagesResponseSchema>;

export const AUDIO_STATUSES = ['running', 'completed', 'error'] as const;
export type AudioStatus = (typeof AUDIO_STATUSES)[number];

/**
 * A narration voice's id, as sent in a query (docs/decisions/022): which ids exist is the
 * server's to say (GET /api/narrationVoices).
 */
export const narrationVoiceIdSchema = z
  .string()
  .regex(/^[a-z0-9_-]{1,40}$/, 'Please choose one of the narration voices');

/**
 * Optional query of GET /api/getAudioUrl/{storyId}: `retry=true` starts again after an error;
 * `voice` (ours, docs/decisions/022) chooses the voice, and a voice other than the narration's is
 * a new narration at the usual price.
 */
export const audioUrlQuerySchema = z.object({
  retry: z.enum(['true', 'false']).optional(),
  voice: narrationVoiceIdSchema.optional(),
});

/** docs/api.md#design-5-2 GET /api/getAudioUrl/{storyId}: the first call starts the narration. */
export const audioUrlResponseSchema = z.object({
  status: z.enum(AUDIO_STATUSES),
  /** The signed MP3 URL, once completed. */
  audioUrl: z.string().optional(),
  /** Why it failed, when status is error (the credit was given back). */
  message: z.string().optional(),
});
export type AudioUrlResponse = z.infer<typeof audioUrlResponseSchema>;

/**
 * GET /api/getNarrative?userId&storyId. The query is read loosely so that a missing or malformed
 * id fails as docs/api.md#spec-8 says — 400 'Invalid User or Story' — and not with zod's per-field
 * message.
 */
export const narrativeQuerySchema = z.object({
  userId: z.string().optional(),
  storyId: z.string().optional(),
});

/** The ids getNarrative needs; anything else is MESSAGES.invalidUserOrStory. */
export const narrativeIdsSchema = z.object({
  userId: z.string().uuid(),
  storyId: z.string().uuid(),
});

/** One sentence of the read-along: when it is spoken and where it is in the text. */
export const narrationMarkSchema = z.object({
  /** Seconds from the start of the audio. */
  start: z.number(),
  end: z.number(),
  /** UTF-16 offsets into `text`: text.slice(charStart, charEnd) is the sentence. */
  charStart: z.number().int(),
  charEnd: z.number().int(),
});
export type NarrationMark = z.infer<typeof narrationMarkSchema>;

/**
 * docs/api.md#design-5-2 GET /api/getNarrative → the story text and the timing of each sentence, in
 * order.
 */
export const narrativeSchema = z.object({
  storyId: z.string().uuid(),
  text: z.string(),
  marks: z.array(narrationMarkSchema),
});
export type Narrative = z.infer<typeof narrativeSchema>;

/**
 * GET /api/getMediaCosts: what the signed-in user's next story, extra picture and narration cost
 * (docs/decisions/d1-credits.md: each user's first one is free) and their balance, so the buttons
 * can say "Free" or "1 credit" — the server decides, the browser never works it out.
 */
export const mediaCostsSchema = z.object({
  story: z.number().int().min(0),
  image: z.number().int().min(0),
  narration: z.number().int().min(0),
  credits: z.number().int().min(0),
});
export type MediaCosts = z.infer<typeof mediaCostsSchema>;

/**
 * docs/decisions/d9-uploaded-images.md, for the client's friendly checks before an upload (the
 * server checks again).
 */
export const UPLOAD_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 40_000_000,
} as const;

/** Story pictures are stored at most this size; uploads are scaled down to fit. */
export const STORY_IMAGE_MAX_SIDE = 1024;
