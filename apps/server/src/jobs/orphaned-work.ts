import { sql, type SQL } from 'drizzle-orm';
import type { AppContext } from '../context';
import { failBuildBookJob } from '../modules/books/build-book-job';
import { failNarrateStoryJob } from '../modules/media/narrate-story-job';
import { failBuildMergedBookJob } from '../modules/print-orders/build-merged-book-job';
import { failWriteStoryJob } from '../modules/stories/write-story-job';
import { QUEUES } from './queue-names';

/** Younger than this, a row's job may still be on its way (sent in the same transaction). */
const GRACE = sql.raw(`interval '10 minutes'`);

/** No job of `queue` (or its dead-letter queue) with these data is still to be run. */
const noPendingJob = (queue: string, key: string, value: SQL) => sql`not exists (
  select 1 from pgboss.job j
  where j.name in (${queue}, ${`${queue}-failed`})
    and j.state in ('created', 'retry', 'active')
    and j.data->>${key} = ${value}::text)`;

/**
 * Paid work whose job left the queue without settling it: pg-boss archives a job still waiting
 * after its retention (14 days, e.g. with no worker running), and a dead-letter job can be
 * archived unrun. Such a story, narration or book would stay "queued" with its credit taken
 * forever; here it is failed and refunded as its dead-letter handler would do (each handler is
 * idempotent, so one that runs late refunds nothing twice). Returns how many were given up.
 */
export async function failOrphanedWork(ctx: AppContext): Promise<number> {
  // Both drivers answer raw SQL with `{ rows }`; the shared query-builder type cannot say so.
  const select = async <T>(query: SQL) =>
    ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
  const stories = await select<{ id: string }>(sql`
    select s.id from stories s
    where s.status in ('queued', 'running') and s.created_at < now() - ${GRACE}
      and ${noPendingJob(QUEUES.writeStory, 'storyId', sql`s.id`)}`);
  for (const { id } of stories) await failWriteStoryJob(ctx, { storyId: id });

  const narrations = await select<{ story_id: string; job_id: string }>(sql`
    select n.story_id, n.job_id from story_narrations n
    where n.status = 'running' and n.created_at < now() - ${GRACE}
      and ${noPendingJob(QUEUES.narrateStory, 'jobId', sql`n.job_id`)}`);
  for (const n of narrations) {
    await failNarrateStoryJob(ctx, { storyId: n.story_id, jobId: n.job_id });
  }

  const books = await select<{ id: string }>(sql`
    select b.id from book_jobs b
    where b.status in ('processing', 'running') and b.created_at < now() - ${GRACE}
      and ${noPendingJob(QUEUES.buildBook, 'bookId', sql`b.id`)}`);
  for (const { id } of books) await failBuildBookJob(ctx, { bookId: id });

  // A merged book for print (docs/decisions/027) costs nothing yet, but would show "building"
  // forever; its dead-letter handler marks it failed and deletes its files.
  const merged = await select<{ id: string }>(sql`
    select m.id from merged_books m
    where m.status = 'building' and m.created_at < now() - ${GRACE}
      and ${noPendingJob(QUEUES.buildMergedBook, 'mergedBookId', sql`m.id`)}`);
  for (const { id } of merged) await failBuildMergedBookJob(ctx, { mergedBookId: id });

  return stories.length + narrations.length + books.length + merged.length;
}
