import {
  bigserial,
  boolean,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The print lab's own records (docs/decisions/024): what a Lulu account would hold, kept in our
 * database so a restart forgets nothing. Used only while no Lulu keys are configured; nothing
 * here refers to our other tables, as nothing at Lulu would.
 */

/** A print job, whole, as the lab answers it (Lulu's JSON), with what is searched on beside it. */
export const printLabJobs = pgTable(
  'print_lab_jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    externalId: text('external_id'),
    /** The job's status name, kept equal to job.status.name; every change is compare-and-set. */
    status: text('status').notNull(),
    job: jsonb('job').$type<Record<string, unknown>>().notNull(),
    /** When the lab's clock moves the job on by itself (null: it waits for a person or a test). */
    nextStepAt: timestamp('next_step_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('print_lab_jobs_external_id_idx').on(t.externalId),
    index('print_lab_jobs_next_step_idx').on(t.nextStepAt),
  ],
);

/** An interior or cover validation (Lulu's /validate-interior/ and /validate-cover/ records). */
export const printLabValidations = pgTable('print_lab_validations', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** interior | cover */
  kind: text('kind').notNull(),
  record: jsonb('record').$type<Record<string, unknown>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where the lab sends PRINT_JOB_STATUS_CHANGED (Lulu's /webhooks/); one row per URL. */
export const printLabWebhooks = pgTable(
  'print_lab_webhooks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    url: text('url').notNull(),
    topics: jsonb('topics').$type<string[]>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('print_lab_webhooks_url_key').on(t.url)],
);
