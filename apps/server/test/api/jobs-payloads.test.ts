import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_KINDS } from '../../src/jobs/job-registry';
import { QUEUES } from '../../src/jobs/queue-names';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitUntil } from '../helpers/wait';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const stateOf = async (id: string) => t.ctx.queue.state(QUEUES.writeStory, id);

describe('the job registry', () => {
  it('has one entry for every queue', () => {
    expect(JOB_KINDS.map((k) => k.queue).sort()).toEqual(Object.values(QUEUES).sort());
  });

  it('cancels a job whose payload is malformed, reports it, and never runs it', async () => {
    const id = crypto.randomUUID();
    // The report is the point: the operator hears of the malformed job.
    t.allowErrorLogs(
      new RegExp(
        `^job queue error: A ${QUEUES.writeStory} job with a malformed payload was cancelled: ${id}`,
      ),
    );
    await t.ctx.queue.send(QUEUES.writeStory, { storyId: 'not-a-story' }, { id });
    t.ctx.queue.wake(QUEUES.writeStory);
    await waitUntil(async () => (await stateOf(id)) === 'cancelled', {
      what: 'the malformed job to be cancelled',
    });
    expect(t.loggedErrors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          err: expect.objectContaining({
            message: `A ${QUEUES.writeStory} job with a malformed payload was cancelled: ${id}`,
          }),
        }),
      ]),
    );
    // Cancelled, not failed: it is not retried and its dead-letter queue (which refunds) never
    // hears of it.
    expect(await t.ctx.queue.state(`${QUEUES.writeStory}-failed`, id)).toBeUndefined();
  });
});
