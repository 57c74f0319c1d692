import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every process that runs jobs, with the last time it said it was alive. A process that stops
 * saying so (killed, frozen, cut off) is dead, and the jobs it held are taken back at once rather
 * than after their expiry (docs/decisions/015).
 */
export const jobProcesses = pgTable('job_processes', {
  id: uuid('id').primaryKey(),
  /** Host and pid, for an operator reading the table. */
  label: text('label').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Which process is running which job; the row lives from a job's start to its settling. */
export const jobClaims = pgTable(
  'job_claims',
  {
    jobId: uuid('job_id').primaryKey(),
    queue: text('queue').notNull(),
    processId: uuid('process_id').notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_claims_process_idx').on(t.processId)],
);
