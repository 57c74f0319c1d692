import type { Story } from '@sns/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pictureRequests } from '../../src/db/stories-schema';
import { refundAbandonedPictureRequests } from '../../src/modules/media/refund-picture-requests';
import { type Illustrator } from '../../src/providers/image';
import { creditsAndLedger, signedInParent, storedFiles } from '../helpers/factories';
import { createCompletedStory, imageRows } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { EmbeddedIllustrator } from '../../src/providers/image/embedded/embedded-illustrator';

/** The embedded illustrator, except that while held each painting waits (forever, if never let go). */
function holdableIllustrator() {
  const real = new EmbeddedIllustrator();
  let held: Promise<void> | undefined;
  let letGo = () => {};
  const illustrator: Illustrator = {
    async illustrate(request, options) {
      if (held) await held;
      return real.illustrate(request, options);
    },
  };
  return {
    illustrator,
    hold() {
      held = new Promise((resolve) => (letGo = resolve));
    },
    letGo() {
      letGo();
      held = undefined;
    },
  };
}

async function requestsOf(t: TestApp, storyId: string) {
  return t.ctx.database.db
    .select({ id: pictureRequests.id, status: pictureRequests.status })
    .from(pictureRequests)
    .where(eq(pictureRequests.storyId, storyId));
}

async function waitFor(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('timed out');
}

const postgres = process.env.TEST_DB === 'postgres';
const TIMEOUT = { PICTURE_TIMEOUT_SECONDS: '60' };

describe('a "new picture" whose process died', () => {
  it(
    'is refunded exactly once at the next start, with its file; a delivered one is kept',
    { timeout: 120_000 },
    async () => {
      const painter = holdableIllustrator();
      const first = await createTestApp(TIMEOUT, {
        onDisk: true,
        overrides: { illustrator: painter.illustrator },
      });
      const { client, user } = await signedInParent(first);
      const story = await createCompletedStory(client);
      // The free first picture, delivered; then a paid one that dies mid-painting.
      const delivered = await client.post<Story>('/api/generateNewImage', { storyId: story.uuid });
      expect(delivered.status).toBe(200);
      painter.hold();
      void client.post('/api/generateNewImage', { storyId: story.uuid }).catch(() => undefined);
      await waitFor(async () => (await requestsOf(first, story.uuid)).length === 2);
      expect(await creditsAndLedger(first, user.user_uid)).toEqual({ credits: 11, ledgerSum: 11 });
      const [pending] = (await requestsOf(first, story.uuid)).filter((r) => r.status === 'pending');
      if (!pending) throw new Error('no pending request');
      // As if it had died just after writing its file, before recording the picture.
      const orphan = `stories/${user.user_uid}/${story.uuid}/image-orphan.png`;
      await first.ctx.storage.put(orphan, Buffer.from('not yet a picture'), 'image/png');
      await first.ctx.database.db
        .update(pictureRequests)
        .set({ imageKey: orphan })
        .where(eq(pictureRequests.id, pending.id));
      await first.close({ keepData: true });

      let next = await createTestApp(TIMEOUT, { reuse: first });
      if (postgres) {
        // Another process may share PostgreSQL: a request younger than twice the painting's
        // timeout may be alive there, so it is left alone…
        expect(await requestsOf(next, story.uuid)).toContainEqual(pending);
        expect(await creditsAndLedger(next, user.user_uid)).toMatchObject({ credits: 11 });
        // …until it is older than that.
        await next.ctx.database.db
          .update(pictureRequests)
          .set({ createdAt: sql`now() - interval '121 seconds'` })
          .where(eq(pictureRequests.id, pending.id));
        await next.close({ keepData: true });
        next = await createTestApp(TIMEOUT, { reuse: first });
      }
      try {
        expect(await creditsAndLedger(next, user.user_uid)).toEqual({ credits: 12, ledgerSum: 12 });
        expect(await requestsOf(next, story.uuid)).toEqual(
          expect.arrayContaining([
            { id: pending.id, status: 'refunded' },
            { id: expect.any(String) as string, status: 'delivered' },
          ]),
        );
        expect(storedFiles(next)).not.toContain(orphan);
        expect(await imageRows(next, story.uuid)).toHaveLength(2);
        // Started again (and swept again): nothing more is given back.
        await next.close({ keepData: true });
        next = await createTestApp(TIMEOUT, { reuse: first });
        await refundAbandonedPictureRequests(next.ctx, 0);
        expect(await creditsAndLedger(next, user.user_uid)).toEqual({ credits: 12, ledgerSum: 12 });
        // The delivered picture kept its free use: the next one costs a credit
        // (docs/decisions/d1-credits.md).
        const again = next.client();
        for (const [k, v] of client.cookies) again.cookies.set(k, v);
        expect((await again.get('/api/getMediaCosts')).body).toMatchObject({ image: 1 });
      } finally {
        await next.close();
      }
    },
  );
});

describe('a "new picture" in a live process', () => {
  it('that paints for longer than PICTURE_TIMEOUT_SECONDS fails and gives the credit back', async () => {
    const painter = holdableIllustrator();
    const t = await createTestApp(
      { PICTURE_TIMEOUT_SECONDS: '1' },
      { overrides: { illustrator: painter.illustrator } },
    );
    try {
      const { client, user } = await signedInParent(t);
      const story = await createCompletedStory(client);
      painter.hold();
      const res = await client.post('/api/generateNewImage', { storyId: story.uuid });
      expect(res.status).toBe(503);
      expect(await creditsAndLedger(t, user.user_uid)).toEqual({ credits: 12, ledgerSum: 12 });
      expect(await requestsOf(t, story.uuid)).toEqual([
        { id: expect.any(String) as string, status: 'refunded' },
      ]);
      // The free use came back with it.
      expect((await client.get('/api/getMediaCosts')).body).toMatchObject({ image: 0 });
    } finally {
      painter.letGo();
      await t.close();
    }
  });

  it('that another process refunded as dead is not delivered, and stores nothing', async () => {
    const painter = holdableIllustrator();
    const t = await createTestApp(TIMEOUT, { overrides: { illustrator: painter.illustrator } });
    try {
      const { client, user } = await signedInParent(t);
      const story = await createCompletedStory(client);
      const filesBefore = storedFiles(t);
      painter.hold();
      const asked = client.post('/api/generateNewImage', { storyId: story.uuid });
      await waitFor(async () => (await requestsOf(t, story.uuid)).length === 1);
      // Another process's sweep, which took this request for a dead one's.
      expect(await refundAbandonedPictureRequests(t.ctx, 0)).toBe(1);
      painter.letGo();
      const res = await asked;
      expect(res.status).toBe(503);
      expect(await creditsAndLedger(t, user.user_uid)).toEqual({ credits: 12, ledgerSum: 12 });
      expect(await imageRows(t, story.uuid)).toHaveLength(1);
      expect(storedFiles(t)).toEqual(filesBefore);
    } finally {
      painter.letGo();
      await t.close();
    }
  });
});
