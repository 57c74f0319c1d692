import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  uniqueIndex,
  smallint,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { GENRES, LANGUAGES, STORY_STATUSES } from '@sns/contract';
import type { CastMember, Scene } from '../providers/scene/scene';
import type { ChapterMemory } from '../providers/text/types';
import { users } from './schema';

/** `'a', 'b'` for a check constraint, which takes no parameters. The values are our constants. */
const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(', '));

/**
 * A series (docs/decisions/066): a story continued night after night, its chapters the stories that
 * name it. Renamed by the parent; its chapters keep their own rows, so deleting one leaves the rest.
 */
export const series = pgTable(
  'series',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('series_user_idx').on(t.userId, t.createdAt)],
);

export const stories = pgTable(
  'stories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hero: text('hero').notNull(),
    age: smallint('age').notNull(),
    /** "a, b, c" exactly as docs/api.md#spec-3 carries it. */
    elements: text('elements').notNull(),
    genre: text('genre', { enum: GENRES }).notNull(),
    plotTwist: text('plot_twist'),
    lifeLesson: text('life_lesson'),
    seed: integer('seed').notNull(),
    title: text('title'),
    storyText: text('story_text'),
    status: text('status', { enum: STORY_STATUSES }).notNull().default('queued'),
    /** 0–100 while the story is written. */
    progress: smallint('progress').notNull().default(0),
    errorMessage: text('error_message'),
    /** The pg-boss job that writes it: the `workerId` the client polls. */
    jobId: uuid('job_id').notNull(),
    /** Storage key of the main picture. */
    imageKey: text('image_key'),
    audioKey: text('audio_key'),
    shared: boolean('shared').notNull().default(false),
    pdfBookGenerated: boolean('pdf_book_generated').notNull().default(false),
    /**
     * Who the story is about and how they are drawn, copied when it was asked for (the hero
     * first): every later picture and book of the story draws these children, even after a
     * profile is edited or deleted. Null on stories written before child profiles existed.
     */
    cast: jsonb('cast').$type<CastMember[]>(),
    /**
     * The child profiles the story was written for, in order, when it was. No foreign key: the
     * story outlives a deleted profile (docs/decisions/016), and then names a profile no more.
     */
    childIds: uuid('child_ids').array(),
    /**
     * The writer's moment for each passage, in order: what each picture of the story draws. Null
     * on stories written before scenes; they are read from the text when needed.
     */
    scenes: jsonb('scenes').$type<Scene[]>(),
    /**
     * The writer's line keys this story used (docs/decisions/037): the family's next stories pass
     * over them, so a child does not hear the same lines night after night. Null when not known.
     */
    lineKeys: text('line_keys').array(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /**
     * "Read another version" (docs/decisions/020): the first story this one is a version of —
     * always the first, never a version, so the free rewrite can't be chained. Null otherwise.
     */
    versionOf: uuid('version_of').references((): AnyPgColumn => stories.id, {
      onDelete: 'set null',
    }),
    /** This version was the free one of its first story. */
    freeVersion: boolean('free_version').notNull().default(false),
    /** The language the story is written and read aloud in (docs/decisions/070). */
    language: text('language', { enum: LANGUAGES }).notNull().default('en'),
    /** The series it is a chapter of (docs/decisions/066), or null for a story on its own. */
    seriesId: uuid('series_id').references(() => series.id, { onDelete: 'set null' }),
    /** Its place in the series: 1 for the story the series began from. Gaps after a deletion. */
    chapter: smallint('chapter'),
    /** What this chapter leaves for the next (docs/decisions/067); null before series existed. */
    chapterMemory: jsonb('chapter_memory').$type<ChapterMemory>(),
  },
  (t) => [
    index('stories_user_created_idx').on(t.userId, t.createdAt),
    index('stories_job_idx').on(t.jobId),
    // One chapter per place in a series: two "continue" requests at once can't both be chapter 3.
    uniqueIndex('stories_series_chapter_key').on(t.seriesId, t.chapter),
    // One free version per first story: concurrent requests can't both take it. A failed free
    // version (refunded, status 'error') leaves the index, so the parent may try again.
    uniqueIndex('stories_one_free_version_key')
      .on(t.versionOf)
      .where(sql`${t.freeVersion} and ${t.status} <> 'error'`),
    check('stories_age_range', sql`${t.age} between 1 and 15`),
    check('stories_genre_valid', sql`${t.genre} in (${sqlList(GENRES)})`),
    check('stories_status_valid', sql`${t.status} in (${sqlList(STORY_STATUSES)})`),
    check('stories_language_valid', sql`${t.language} in (${sqlList(LANGUAGES)})`),
  ],
);

/** Every picture a story has had, so the parent can go back to an earlier one. */
export const storyImages = pgTable(
  'story_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** generated | uploaded */
    source: text('source').notNull(),
    /** The passage whose moment a generated picture shows, so a new one draws another. */
    passage: smallint('passage'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('story_images_story_idx').on(t.storyId, t.createdAt)],
);

/**
 * How many times a parent's story list has changed (docs/decisions/096): bumped by triggers on
 * `stories` and `story_images` (migration 0030) as each writing transaction commits, whatever the
 * process. Read with the session, it tells a web process on PostgreSQL whether the list it
 * remembers is still the list. No foreign key (a deleted account's stories are deleted at its
 * commit, after the account): a trigger on `users` deletes the account's row instead.
 */
export const storyListVersions = pgTable('story_list_versions', {
  userId: uuid('user_id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * "First one free" (docs/decisions/d1-credits.md) for stories, extra images and narration: one row
 * per user and kind, inserted when the free use is taken (deleted again if that job is refunded).
 */
export const freeUses = pgTable(
  'free_uses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** story | image | narration */
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/** One read-along sentence: seconds into the audio and UTF-16 offsets into the story text. */
export interface NarrationMarkRow {
  start: number;
  end: number;
  charStart: number;
  charEnd: number;
}

/**
 * A story's narration (docs/api.md#design-5-2). Keyed by story: the insert that claims it is also
 * the guard that makes two simultaneous "narrate" calls queue one job and take one credit.
 */
export const storyNarrations = pgTable(
  'story_narrations',
  {
    storyId: uuid('story_id')
      .primaryKey()
      .references(() => stories.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** running | completed | error */
    status: text('status').notNull().default('running'),
    /** The pg-boss job of the current attempt; also the ledger ref of what it cost. */
    jobId: uuid('job_id').notNull(),
    audioKey: text('audio_key'),
    marks: jsonb('marks').$type<NarrationMarkRow[]>(),
    durationSeconds: real('duration_seconds'),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The narrator's voice the parent chose (docs/decisions/022); null: the default, from before voices. */
    voice: text('voice'),
    /**
     * The run of the job that is writing `narration_chunks` now (a retried job is a new run), so
     * a stream follows one run's bytes and never splices two.
     */
    streamRun: uuid('stream_run'),
  },
  (t) => [
    index('story_narrations_job_idx').on(t.jobId),
    check('story_narrations_status', sql`${t.status} in ('running', 'completed', 'error')`),
  ],
);

const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  // node-postgres gives a Buffer, PGlite a Uint8Array: the same bytes either way.
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * A narration's MP3 while it is being made (docs/decisions/022-streaming-narration.md): the job
 * appends each piece with the read-along marks that became known with it, and a stream in any
 * process follows them. `byte_start` is where the piece sits in the finished file, which is the
 * pieces joined. Deleted when the narration completes or fails; never the narration itself.
 */
export const narrationChunks = pgTable(
  'narration_chunks',
  {
    run: uuid('run').notNull(),
    seq: integer('seq').notNull(),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    byteStart: integer('byte_start').notNull(),
    audio: bytea('audio').notNull(),
    marks: jsonb('marks').$type<NarrationMarkRow[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.run, t.seq] }),
    index('narration_chunks_story_idx').on(t.storyId),
  ],
);

/**
 * A paid "new picture" (POST /api/generateNewImage) from the moment its credit is taken until it
 * is settled: written in the spend's transaction, then either `delivered` (in the transaction that
 * records the picture) or `refunded` (in the refund's). The status update guards both, so a
 * request is settled once — by its own process, or by the sweep when that process died.
 */
export const pictureRequests = pgTable(
  'picture_requests',
  {
    /** Also the ledger ref of what it cost and the id of the story_images row it delivers. */
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** pending | delivered | refunded */
    status: text('status').notNull().default('pending'),
    /** Noted before the file is written, so whoever refunds the request can delete the file. */
    imageKey: text('image_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('picture_requests_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    index('picture_requests_user_idx').on(t.userId),
    check('picture_requests_status', sql`${t.status} in ('pending', 'delivered', 'refunded')`),
  ],
);
