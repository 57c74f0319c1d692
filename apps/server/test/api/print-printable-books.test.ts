import type { MergedBook, PrintableBook, Story } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completedBook, setCredits, signedInParent } from '../helpers/factories';
import { setStoryTitle } from '../helpers/library';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * GET /api/printableBooks (docs/api.md#printed-books): the parent's finished PDF books to pick
 * for print, and that what it lists is what mergePDFsForPrinting takes.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const pathOf = (url: string | null) => (url ? new URL(url).pathname : null);

describe('GET /api/printableBooks', () => {
  it(
    "lists the parent's own finished books, newest first, that merge by id; a deleted story's books go",
    {
      timeout: 300_000,
    },
    async () => {
      expect((await t.client().get('/api/printableBooks')).status).toBe(401);

      const me = await signedInParent(t);
      const other = await signedInParent(t);
      const userId = me.user.user_uid;
      await setCredits(t, userId, 40);
      await setCredits(t, other.user.user_uid, 20);
      expect((await me.client.get('/api/printableBooks')).body).toEqual([]);

      const first = await completedBook(me.client, userId, { hero: 'Maya' });
      await setStoryTitle(t, first.story.uuid, 'The Moon Umbrella');
      const second = await completedBook(me.client, userId, { hero: 'Leo', genre: 'Adventure' });
      await setStoryTitle(t, second.story.uuid, null);
      const theirs = await completedBook(other.client, other.user.user_uid);

      const res = await me.client.get<PrintableBook[]>('/api/printableBooks');
      expect(res.status).toBe(200);
      expect(res.body.map((b) => b.bookId)).toEqual([second.bookId, first.bookId]);
      const [newest, oldest] = res.body as [PrintableBook, PrintableBook];
      expect(oldest).toMatchObject({
        bookId: first.bookId,
        storyId: first.story.uuid,
        title: 'The Moon Umbrella',
        heroName: 'Maya',
        generatedDate: first.generatedDate,
      });
      // Untitled, it is named as My Stories names it.
      expect(newest).toMatchObject({
        storyId: second.story.uuid,
        heroName: 'Leo',
        title: "Leo's bedtime story",
      });
      // Signed as the story's own calls sign the PDF and the picture.
      expect(pathOf(oldest.url)).toBe(pathOf(first.url));
      const story = (await me.client.get<Story>(`/api/getStory/${first.story.uuid}`)).body;
      expect(story.image).not.toBeNull();
      expect(pathOf(oldest.thumbnailUrl)).toBe(pathOf(story.image));
      expect(
        (await me.client.get(`${new URL(oldest.url).pathname}${new URL(oldest.url).search}`))
          .status,
      ).toBe(200);

      // Another parent's books are not listed, and they see only theirs.
      const theirList = await other.client.get<PrintableBook[]>('/api/printableBooks');
      expect(theirList.body.map((b) => b.bookId)).toEqual([theirs.bookId]);

      // What is listed is what the merge takes.
      const merged = await me.client.post<MergedBook>('/api/mergePDFsForPrinting', {
        bookIds: res.body.map((b) => b.bookId),
      });
      expect(merged.status).toBe(200);
      expect(merged.body.bookIds).toEqual([second.bookId, first.bookId]);

      // Deleting a story takes its books off the list.
      expect(
        (await me.client.request({ method: 'DELETE', url: `/api/stories/${first.story.uuid}` }))
          .status,
      ).toBe(204);
      const after = await me.client.get<PrintableBook[]>('/api/printableBooks');
      expect(after.body.map((b) => b.bookId)).toEqual([second.bookId]);
    },
  );
});
