import type { Config } from '../config';
import type { QueueDefinition } from './queue';

export const QUEUES = {
  writeStory: 'write-story',
  paintStoryPicture: 'paint-story-picture',
  narrateStory: 'narrate-story',
  buildBook: 'build-book',
  buildMergedBook: 'build-merged-book',
  purgeAccountFiles: 'purge-account-files',
  sendReceipt: 'send-receipt',
  submitPrintOrder: 'submit-print-order',
  sendPrintOrderMail: 'send-print-order-mail',
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
      // A story's first picture, after its text (docs/decisions/047): a picture service that is
      // down is waited for a little, then the embedded painter draws it.
      name: QUEUES.paintStoryPicture,
      retryLimit: 2,
      retryDelaySeconds: 2,
      expireInSeconds: jobs.pictureTimeoutSeconds,
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
    {
      // Print files take seconds of CPU, then the printer's file check fetches and reads them.
      name: QUEUES.buildMergedBook,
      retryLimit: 2,
      retryDelaySeconds: 5,
      expireInSeconds: jobs.bookExpireSeconds,
    },
    {
      // A receipt is one e-mail: a mail server that is down is waited for, patiently.
      name: QUEUES.sendReceipt,
      retryLimit: 10,
      retryDelaySeconds: 60,
      expireInSeconds: 120,
    },
    {
      // One call to the printer, which fetches the files itself: a printer that is down is waited
      // for. Each retry finds a job already made by our order id (docs/decisions/027).
      name: QUEUES.submitPrintOrder,
      retryLimit: 10,
      retryDelaySeconds: jobs.printSubmitRetrySeconds,
      expireInSeconds: jobs.printSubmitExpireSeconds,
    },
    {
      // One e-mail, as the receipts: a mail server that is down is waited for, patiently.
      name: QUEUES.sendPrintOrderMail,
      retryLimit: 10,
      retryDelaySeconds: 60,
      expireInSeconds: 120,
    },
    {
      // Deleting files is quick; a storage that is down is waited for with many patient retries.
      name: QUEUES.purgeAccountFiles,
      retryLimit: 20,
      retryDelaySeconds: 30,
      expireInSeconds: 15 * 60,
    },
  ];
}

/**
 * How long a job (or a "new picture", bounded by its timeout) already running when an account is
 * deleted may still write a file: its expiry and its retries. The second sweep of a deleted
 * account's folders waits this long (docs/decisions/012), so a file such a job wrote just before
 * a crash is still found.
 */
export function longestJobLifetimeSeconds(jobs: Config['jobs']): number {
  return queueDefinitions(jobs)
    .filter(
      (d) =>
        d.name !== QUEUES.purgeAccountFiles &&
        d.name !== QUEUES.sendReceipt &&
        d.name !== QUEUES.submitPrintOrder &&
        d.name !== QUEUES.sendPrintOrderMail,
    )
    .reduce(
      (longest, d) =>
        Math.max(longest, (d.expireInSeconds + d.retryDelaySeconds) * (d.retryLimit + 1)),
      2 * jobs.pictureTimeoutSeconds,
    );
}
