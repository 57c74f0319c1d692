import type { Config } from '../config';
import type { QueueDefinition } from './queue';

export const QUEUES = {
  writeStory: 'write-story',
  narrateStory: 'narrate-story',
  buildBook: 'build-book',
} as const;

/**
 * Retry policy per queue. A story normally takes well under a second with the embedded engines
 * and under a minute from a remote model, so an attempt still active after the expiry is dead.
 */
export function queueDefinitions(jobs: Config['jobs']): QueueDefinition[] {
  return [
    {
      name: QUEUES.writeStory,
      retryLimit: 2,
      retryDelaySeconds: 1,
      expireInSeconds: jobs.storyExpireSeconds,
    },
    {
      // Narration takes seconds embedded and up to minutes from a remote voice for a long story.
      name: QUEUES.narrateStory,
      retryLimit: 2,
      retryDelaySeconds: 2,
      expireInSeconds: jobs.narrationExpireSeconds,
    },
    {
      // A book takes seconds embedded; from a remote image model each page can take many seconds.
      name: QUEUES.buildBook,
      retryLimit: 2,
      retryDelaySeconds: 2,
      expireInSeconds: jobs.bookExpireSeconds,
    },
  ];
}
