import {
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './schema';
import { stories } from './stories-schema';

/**
 * A voice reading one story: the parent's own, or one recorded through an invitation
 * (docs/decisions/023). Deleted with its story and with its account.
 */
export const storyVoices = pgTable(
  'story_voices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** The story's owner: the only one who may play it or manage it. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who reads ("Grandma"): shown as "Read by Grandma". */
    name: text('name').notNull(),
    /** recording | ready (every sentence recorded, and saved: only then can it be played) */
    status: text('status').notNull().default('recording'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
  },
  (t) => [index('story_voices_story_idx').on(t.storyId, t.createdAt)],
);

/** One sentence of a voice: the clip as uploaded (checked, never changed) and how long it plays. */
export const storyVoiceClips = pgTable(
  'story_voice_clips',
  {
    voiceId: uuid('voice_id')
      .notNull()
      .references(() => storyVoices.id, { onDelete: 'cascade' }),
    /** The sentence's index in the story's sentences (media/split-sentences.ts). */
    sentence: smallint('sentence').notNull(),
    key: text('key').notNull(),
    contentType: text('content_type').notNull(),
    durationSeconds: real('duration_seconds').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.voiceId, t.sentence] })],
);

/**
 * An invitation to record one voice of one story, through a signed link that expires
 * (modules/recordings/invite-token.ts). Saving the reading spends it; revoking it, deleting its
 * voice or its story ends it.
 */
export const voiceInvites = pgTable(
  'voice_invites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    voiceId: uuid('voice_id')
      .notNull()
      .references(() => storyVoices.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** When the invitee saved their reading: the link then works no more (docs/decisions/023). */
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('voice_invites_story_idx').on(t.storyId, t.createdAt)],
);
