import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import { transactionSql, type Transaction } from '../../db/transaction';
import { longestJobLifetimeSeconds, QUEUES } from '../../jobs/queue-names';
import { deleteExpiredRetainedReceipts } from './account-deletion-repository';

/**
 * The files of a deleted account, recorded in the same transaction that deleted its rows
 * (docs/decisions/012): the queue holds this until it has run, so a crash between the commit and
 * the files' deletion is finished after the restart.
 */
export interface PurgeAccountFilesJob {
  userId: string;
  /** Every key the account's rows pointed at. */
  keys: string[];
  /** The account's folders (accountFolders), for files no row points at any more. */
  folders: string[];
}

/**
 * Queues the purge within the transaction that deletes the rows (docs/decisions/012): once now,
 * and once more after every job that may still be running for those rows has run out of time, so
 * a file such a job writes late is still found. Used for an account and for a single story.
 */
export async function queueFilesPurge(ctx: AppContext, tx: Transaction, job: PurgeAccountFilesJob) {
  const sql = transactionSql(tx);
  await ctx.queue.send(QUEUES.purgeAccountFiles, job, { id: randomUUID(), sql });
  await ctx.queue.send(QUEUES.purgeAccountFiles, job, {
    id: randomUUID(),
    sql,
    startAfterSeconds: longestJobLifetimeSeconds(ctx.config.jobs),
  });
}

/** Several deletions at once: a local disk or a bucket takes them in parallel, within reason. */
const PARALLEL_DELETES = 16;

/** Deletes the files of a deleted account. Idempotent: a file already gone is fine. */
export async function purgeAccountFiles(ctx: AppContext, job: PurgeAccountFilesJob) {
  for (let i = 0; i < job.keys.length; i += PARALLEL_DELETES) {
    await Promise.all(
      job.keys.slice(i, i + PARALLEL_DELETES).map((key) => ctx.storage.delete(key)),
    );
  }
  for (const folder of job.folders) await ctx.storage.deleteFolder(folder);
}

/** The queue's handler: the files, then receipts kept past their time (no scheduler needed). */
export async function runPurgeAccountFilesJob(ctx: AppContext, job: PurgeAccountFilesJob) {
  await purgeAccountFiles(ctx, job);
  await deleteExpiredRetainedReceipts(ctx.database.db);
}
