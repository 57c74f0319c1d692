import { randomUUID } from 'node:crypto';
import type { PrintOrder } from '@sns/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookJobs } from '../../src/db/books-schema';
import { mergedBooks } from '../../src/db/print-schema';
import { stories } from '../../src/db/stories-schema';
import { createCompletedStory, setCredits, signedInParent } from '../helpers/factories';
import { insertPrintOrder, readyMergedBook } from '../helpers/print-orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * The order card's book (issue 29 point 13): each order carries its book's title and, as a
 * thumbnail, the picture of the story its first book was made from, while that story exists.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/printOrders: the book on the order card', () => {
  it('names the book and shows its cover picture; a deleted story shows none', async () => {
    const me = await signedInParent(t);
    const userId = me.user.user_uid;
    await setCredits(t, userId, 20);
    const story = await createCompletedStory(me.client);
    const bookId = randomUUID();
    await t.ctx.database.db.insert(bookJobs).values({
      id: bookId,
      userId,
      storyId: story.uuid,
      selectedStoryIds: [story.uuid],
      status: 'completed',
      useImageAsMainImage: false,
      seed: 1,
      completedAt: new Date(),
    });
    const mergedBookId = await readyMergedBook(t, userId);
    await t.ctx.database.db
      .update(mergedBooks)
      .set({ bookIds: [bookId], title: 'The Moon Umbrella' })
      .where(eq(mergedBooks.id, mergedBookId));
    const orderId = await insertPrintOrder(t, userId, mergedBookId);
    const untitled = await insertPrintOrder(t, userId, await readyMergedBook(t, userId));

    const list = (await me.client.get<PrintOrder[]>('/api/printOrders')).body;
    const order = list.find((o) => o.orderId === orderId);
    expect(order).toMatchObject({ title: 'The Moon Umbrella', currency: 'USD' });
    expect(order?.coverThumbnailUrl).toBeTruthy();
    const picture = await t.app.inject({ method: 'GET', url: String(order?.coverThumbnailUrl) });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\//);
    expect(list.find((o) => o.orderId === untitled)).toMatchObject({
      title: null,
      coverThumbnailUrl: null,
    });
    // The single order reads the same.
    const one = (await me.client.get<PrintOrder>(`/api/printOrders/${orderId}`)).body;
    expect(one.title).toBe('The Moon Umbrella');
    expect(one.coverThumbnailUrl).toBeTruthy();

    await t.ctx.database.db.delete(stories).where(eq(stories.id, story.uuid));
    const after = (await me.client.get<PrintOrder>(`/api/printOrders/${orderId}`)).body;
    expect(after).toMatchObject({ title: 'The Moon Umbrella', coverThumbnailUrl: null });
  });
});
