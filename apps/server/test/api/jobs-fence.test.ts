import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobClaims, jobProcesses } from '../../src/db/jobs-schema';
import { ClaimLostError } from '../../src/jobs/claim-lost';
import { fencedContext } from '../../src/jobs/job-fence';
import { QUEUES } from '../../src/jobs/queue-names';
import { createTestApp, type TestApp } from '../helpers/test-app';

// No job workers: this test plays a job's run by hand, as the process that claimed it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
  await t.ctx.jobProcess.start(t.ctx.queue, { soleProcess: false });
});
afterAll(async () => t.close());

const rowWith = async (id: string) =>
  t.ctx.database.db.select().from(jobProcesses).where(eq(jobProcesses.id, id));

/**
 * Issue 33, point 3: a job's run writes only while its process holds the job's claim; once
 * another process has taken the job over, every kind of write is refused, before it is made.
 */
describe('a job run whose claim another process took over', () => {
  it('writes while it holds the claim, and nothing — rows, files, mail, jobs, printer — after', async () => {
    const jobId = randomUUID();
    await t.ctx.jobProcess.claim(QUEUES.buildBook, jobId);
    const run = fencedContext(t.ctx, jobId);
    const db = run.database.db;

    // Held: rows and files are written, in and out of transactions.
    const written = randomUUID();
    await db.insert(jobProcesses).values({ id: written, label: 'written while held' });
    await db.transaction(async (tx) => {
      await tx.update(jobProcesses).set({ label: 'updated' }).where(eq(jobProcesses.id, written));
    });
    await run.storage.put('fence-test/held.txt', Buffer.from('held'), 'text/plain');
    expect((await rowWith(written))[0]?.label).toBe('updated');
    expect((await t.ctx.storage.get('fence-test/held.txt'))?.data.toString()).toBe('held');

    // Another process takes the job over (its claim replaces this one's).
    await t.ctx.database.db
      .update(jobClaims)
      .set({ processId: randomUUID() })
      .where(eq(jobClaims.jobId, jobId));

    const late = randomUUID();
    const refusals: [string, () => Promise<unknown>][] = [
      ['insert', async () => db.insert(jobProcesses).values({ id: late, label: 'late' })],
      [
        'update',
        async () =>
          db.update(jobProcesses).set({ label: 'late' }).where(eq(jobProcesses.id, written)),
      ],
      [
        'update, run with execute',
        () =>
          db
            .update(jobProcesses)
            .set({ label: 'late' })
            .where(eq(jobProcesses.id, written))
            .execute(),
      ],
      [
        'update, run with catch',
        () =>
          db
            .update(jobProcesses)
            .set({ label: 'late' })
            .where(eq(jobProcesses.id, written))
            .catch((error: unknown) => Promise.reject(error)),
      ],
      ['delete', async () => db.delete(jobProcesses).where(eq(jobProcesses.id, written))],
      [
        'transaction',
        () =>
          db.transaction(async (tx) => {
            await tx.delete(jobProcesses).where(eq(jobProcesses.id, written));
          }),
      ],
      ['file', () => run.storage.put('fence-test/late.txt', Buffer.from('late'), 'text/plain')],
      ['file deletion', () => run.storage.delete('fence-test/held.txt')],
      ['folder deletion', () => run.storage.deleteFolder('fence-test/')],
      [
        'e-mail',
        () =>
          run.mailer.send({ to: 'late@example.com', subject: 'late', text: 'late', html: 'late' }),
      ],
      [
        'queued job',
        () => run.queue.send(QUEUES.sendReceipt, { late: true }, { id: randomUUID() }),
      ],
      ['printer', () => run.print.createOrder({} as never)],
    ];
    for (const [what, write] of refusals) {
      await expect(write(), what).rejects.toBeInstanceOf(ClaimLostError);
    }
    expect(await rowWith(late)).toEqual([]);
    expect((await rowWith(written))[0]?.label).toBe('updated');
    expect(await t.ctx.storage.get('fence-test/late.txt')).toBeUndefined();
    expect((await t.ctx.storage.get('fence-test/held.txt'))?.data.toString()).toBe('held');

    // Reads go on: a stale run may still look, it only may not write.
    expect(await db.select().from(jobProcesses).where(eq(jobProcesses.id, written))).toHaveLength(
      1,
    );
    expect(await run.storage.get('fence-test/held.txt')).toBeDefined();
  });
});
