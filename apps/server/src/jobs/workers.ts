import type { AppContext } from '../context';
import { failWriteStoryJob, runWriteStoryJob, type WriteStoryJob } from '../modules/stories/write-story-job';
import { QUEUES } from './queue-names';

/** Job handlers call the same use-case functions the routes do; the queue adds retries. */
export async function startWorkers(ctx: AppContext, concurrency = 4) {
  await ctx.queue.work<WriteStoryJob>(QUEUES.writeStory, concurrency, (job) =>
    runWriteStoryJob(ctx, job.data),
  );
  await ctx.queue.work<WriteStoryJob>(`${QUEUES.writeStory}-failed`, 1, (job) =>
    failWriteStoryJob(ctx, job.data),
  );
}
