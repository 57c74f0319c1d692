import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Appearance } from '@sns/contract';
import { users } from './schema';
import { stories } from './stories-schema';

/**
 * One PDF book request (docs/api.md#design-5-3). The id is also the pg-boss job id and the
 * ledger ref of the 10 credits it reserved, so accepting, building and refunding all point at
 * the same row.
 */
export const bookJobs = pgTable(
  'book_jobs',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The story whose page asked for the book; its status and list of books are read by it. */
    storyId: uuid('story_id')
      .notNull()
      .references(() => stories.id, { onDelete: 'cascade' }),
    /** Every story of the book in order (the main story included), one section each. */
    selectedStoryIds: jsonb('selected_story_ids').$type<string[]>().notNull(),
    /**
     * processing (queued) | running | completed | error — the book states of docs/api.md#spec-4.
     */
    status: text('status').notNull().default('processing'),
    pagesDone: smallint('pages_done').notNull().default(0),
    pagesTotal: smallint('pages_total').notNull().default(0),
    /**
     * The child's photo while the book is built; null once it has been deleted
     * (docs/decisions/d9-uploaded-images.md).
     */
    photoKey: text('photo_key'),
    pdfKey: text('pdf_key'),
    /** Whether the photo becomes the main story's picture once the book is built. */
    useImageAsMainImage: boolean('use_image_as_main_image').notNull(),
    /** The first page's words as the parent wrote them; null: "For {hero}, with love". */
    dedication: text('dedication'),
    /** The hero's look the parent confirmed from the photo, for this book only; null: the story's. */
    appearance: jsonb('appearance').$type<Appearance>(),
    /** Chooses each page's illustration; a retried attempt draws the same book. */
    seed: integer('seed').notNull(),
    errorMessage: text('error_message'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('book_jobs_story_created_idx').on(t.storyId, t.createdAt),
    index('book_jobs_user_idx').on(t.userId),
    // One book in the making per story: a double-clicked Generate cannot queue (and charge) twice.
    uniqueIndex('book_jobs_one_active_per_story')
      .on(t.storyId)
      .where(sql`${t.status} in ('processing', 'running')`),
    check('book_jobs_status', sql`${t.status} in ('processing', 'running', 'completed', 'error')`),
  ],
);
