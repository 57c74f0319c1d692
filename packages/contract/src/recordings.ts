import { z } from 'zod';
import { narrationMarkSchema } from './media';
import { plainText } from './text-safety';

/**
 * "Read it in your own voice" (docs/decisions/023): a parent, or someone they invite with a
 * private link, records a story sentence by sentence; the recording plays like the narration,
 * with a read-along mark per sentence. Recording is free.
 */
export const RECORDING_LIMITS = {
  /** One sentence's clip, as uploaded: a minute of Opus at a browser's highest bitrate fits. */
  maxClipBytes: 2 * 1024 * 1024,
  /** The longest one sentence may take to read. */
  maxClipSeconds: 60,
  /** Shorter than this is a click of the button, not a sentence read. */
  minClipSeconds: 0.25,
  /** Voices (finished or not) one story may have. */
  maxVoicesPerStory: 8,
  voiceNameMaxChars: 30,
} as const;

/** How long an invitation link lasts, in days; 7 unless the parent picks another. */
export const INVITE_DAYS = [1, 3, 7, 30] as const;
export const DEFAULT_INVITE_DAYS = 7;

/** The containers a browser's MediaRecorder makes, as we store and serve them. */
export const RECORDED_AUDIO_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;
export type RecordedAudioType = (typeof RECORDED_AUDIO_TYPES)[number];

/** What the pages say, and what the server answers when a clip is refused. */
export const RECORDING_MESSAGES = {
  privacy:
    'Recordings are kept privately with this story: only you can play them. They are deleted with the story (or your account) and never used for anything else.',
  free: 'Recording is free: it costs no credits.',
  notAudio:
    'That is not a recording we can play. Please record the sentence here in the browser again.',
  unreadable: 'That recording is empty or damaged. Please record the sentence again.',
  tooShort: 'That recording is too short to hold the sentence. Please record it again.',
  tooLong: `A sentence can take at most ${RECORDING_LIMITS.maxClipSeconds} seconds to read. Please record it again.`,
  tooLarge: 'That recording is too large (at most 2 MB a sentence). Please record it again.',
  inviteInvalid: 'This recording link has expired or was withdrawn. Please ask for a new link.',
  notFinished: 'Some sentences are not recorded yet. Please record every sentence, then save.',
  tooManyVoices: `A story can have at most ${RECORDING_LIMITS.maxVoicesPerStory} voices. Please delete one first.`,
  sentenceMissing: 'That sentence is not in this story.',
} as const;

/** "Read by Grandma": how a voice is named wherever it is offered. */
export const voiceLabel = (name: string) => `Read by ${name}`;

const voiceName = plainText(
  z
    .string()
    .trim()
    .min(1, 'Please say who is reading, e.g. Grandma')
    .max(RECORDING_LIMITS.voiceNameMaxChars, 'The name is too long (at most 30 characters)'),
  'The name',
);

/** POST /api/stories/{storyId}/voices: a new voice the parent records themself. */
export const createVoiceBodySchema = z.object({ name: voiceName });
export type CreateVoiceBody = z.infer<typeof createVoiceBodySchema>;

/** POST /api/stories/{storyId}/voiceInvites: a link for someone else to record one voice. */
export const createVoiceInviteBodySchema = z.object({
  name: voiceName,
  expiresInDays: z
    .number({ message: 'Please choose how long the link lasts' })
    .refine((days) => (INVITE_DAYS as readonly number[]).includes(days), {
      message: 'Please choose how long the link lasts',
    })
    .default(DEFAULT_INVITE_DAYS),
});
export type CreateVoiceInviteBody = z.input<typeof createVoiceInviteBodySchema>;

export const VOICE_STATUSES = ['recording', 'ready'] as const;

/** One voice of a story, as its owner sees it. */
export const storyVoiceSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** "Read by Grandma". */
  label: z.string(),
  /** `ready` once every sentence is recorded and it was saved: only then can it be played. */
  status: z.enum(VOICE_STATUSES),
  sentencesRecorded: z.number().int().min(0),
  sentencesTotal: z.number().int().min(0),
  /** Seconds of what is recorded so far. */
  durationSeconds: z.number().min(0),
  /** Recorded through an invitation link rather than by the parent. */
  invited: z.boolean(),
  createdAt: z.string(),
});
export type StoryVoice = z.infer<typeof storyVoiceSchema>;

/** `used`: the invitee saved their reading, which spends the link (docs/decisions/023). */
export const INVITE_STATES = ['active', 'expired', 'revoked', 'used'] as const;
export type InviteState = (typeof INVITE_STATES)[number];

/** An invitation to record one voice of one story. */
export const voiceInviteSchema = z.object({
  id: z.string().uuid(),
  voiceId: z.string().uuid(),
  name: z.string(),
  /** The page to open: the token rides in the fragment, so it never reaches a server log. */
  url: z.string(),
  expiresAt: z.string(),
  state: z.enum(INVITE_STATES),
});
export type VoiceInvite = z.infer<typeof voiceInviteSchema>;

/** GET /api/stories/{storyId}/voices: the story's voices, and the invitations made for it. */
export const storyVoicesResponseSchema = z.object({
  voices: z.array(storyVoiceSchema),
  invites: z.array(voiceInviteSchema),
});
export type StoryVoices = z.infer<typeof storyVoicesResponseSchema>;

export const voiceParamsSchema = z.object({
  storyId: z.string().uuid('Invalid story'),
  voiceId: z.string().uuid('Invalid voice'),
});

export const inviteParamsSchema = z.object({
  storyId: z.string().uuid('Invalid story'),
  inviteId: z.string().uuid('Invalid invitation'),
});

/** Which sentence a clip reads: its index in the story, from 0. */
export const sentenceIndexSchema = z.coerce
  .number({ message: 'Invalid sentence' })
  .int('Invalid sentence')
  .min(0, 'Invalid sentence')
  .max(9999, 'Invalid sentence');

export const voiceSentenceParamsSchema = voiceParamsSchema.extend({ index: sentenceIndexSchema });
export const inviteSentenceParamsSchema = z.object({ index: sentenceIndexSchema });

/** The header that carries an invitation's token on the invitee's calls. */
export const VOICE_INVITE_HEADER = 'voice-invite';

/** What the recorder needs: the sentences to read, and which are recorded already. */
export const recordingScriptSchema = z.object({
  storyId: z.string().uuid(),
  title: z.string(),
  voice: z.object({ id: z.string().uuid(), name: z.string(), label: z.string() }),
  status: z.enum(VOICE_STATUSES),
  sentences: z.array(
    z.object({
      index: z.number().int(),
      text: z.string(),
      /** The last sentence of its paragraph: the recorder lays the story out as it is written. */
      endsParagraph: z.boolean().optional(),
    }),
  ),
  recorded: z.array(z.object({ index: z.number().int(), durationSeconds: z.number() })),
  /** On an invitation: when its link stops working. Null for the parent. */
  expiresAt: z.string().nullable(),
});
export type RecordingScript = z.infer<typeof recordingScriptSchema>;

/** PUT …/sentences/{index}: the clip as stored. */
export const recordedClipSchema = z.object({
  index: z.number().int(),
  durationSeconds: z.number(),
  sentencesRecorded: z.number().int(),
  sentencesTotal: z.number().int(),
});
export type RecordedClip = z.infer<typeof recordedClipSchema>;

/**
 * GET /api/stories/{storyId}/voices/{voiceId}/playback: a finished voice as a queue of clips, one
 * per sentence, with read-along marks on the queue's timeline (each sentence starts where the
 * clips before it end).
 */
export const voicePlaybackSchema = z.object({
  voiceId: z.string().uuid(),
  label: z.string(),
  text: z.string(),
  clips: z.array(
    z.object({
      /** Signed, expiring, like every stored file. */
      url: z.string(),
      start: z.number(),
      durationSeconds: z.number(),
    }),
  ),
  marks: z.array(narrationMarkSchema),
});
export type VoicePlayback = z.infer<typeof voicePlaybackSchema>;
