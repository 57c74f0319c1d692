import { z } from 'zod';
import { AUDIO_STATUSES, narrationMarkSchema } from './media';

export { narrationVoiceIdSchema } from './media';

/**
 * Streaming narration and voices (docs/decisions/022-streaming-narration.md,
 * docs/api.md#narration-streaming). The original calls (getAudioUrl, getNarrative) are unchanged;
 * these are added beside them.
 */

/** A voice a parent can choose for a narration. */
export const narrationVoiceSchema = z.object({ id: z.string(), label: z.string() });
export type NarrationVoice = z.infer<typeof narrationVoiceSchema>;

/** GET /api/narrationVoices: the voices this server narrates with, the default first. */
export const narrationVoicesSchema = z.object({
  voices: z.array(narrationVoiceSchema).min(1),
  defaultVoice: z.string(),
});
export type NarrationVoices = z.infer<typeof narrationVoicesSchema>;

/**
 * GET /api/narrationProgress/{storyId}: how far the narration is. While `running`, `marks` are
 * the sentences spoken so far (they grow as the stream does); once `completed`, all of them with
 * the file's `audioUrl` and `durationSeconds`, as getNarrative and getAudioUrl give them.
 */
export const narrationProgressSchema = z.object({
  status: z.enum(AUDIO_STATUSES),
  voice: z.string(),
  marks: z.array(narrationMarkSchema),
  durationSeconds: z.number().optional(),
  audioUrl: z.string().optional(),
  message: z.string().optional(),
});
export type NarrationProgress = z.infer<typeof narrationProgressSchema>;

/**
 * GET /api/narrationStream/{storyId}: `audio/mpeg`, sent as it is spoken (chunked, no length),
 * every chunk whole MP3 frames; the bytes are exactly the finished file's. A finished narration
 * answers 302 to its file (which seeks by byte range).
 */
export const narrationStreamSchema = z.unknown().meta({
  description: 'MP3 audio (audio/mpeg), streamed while the narration is made',
});

/** The paths of the streaming calls, for the web player. */
export const narrationStreamPath = (storyId: string) =>
  `/api/narrationStream/${encodeURIComponent(storyId)}`;
