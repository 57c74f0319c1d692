import type { MergedBook } from '@sns/contract';
import { count } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { mergedBooks } from '../../src/db/print-schema';
import type { Illustrator } from '../../src/providers/image';
import { EmbeddedIllustrator } from '../../src/providers/image/embedded/embedded-illustrator';
import { download } from '../helpers/books';
import { waitUntil } from '../helpers/wait';
import { completedBook, setCredits, signedInParent } from '../helpers/factories';
import { freePort } from '../helpers/print-orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Merged books for print (docs/decisions/027), with the print lab for real: the app listens on
 * 127.0.0.1 at its PUBLIC_URL, so the Lulu adapter reaches the lab over HTTP and the lab fetches
 * our signed print files and checks them as Lulu would.
 */

/**
 * The embedded illustrator, until `hang` is set: then every picture waits forever, as a worker
 * whose process is killed while painting the print pictures.
 */
function switchableIllustrator() {
  const real = new EmbeddedIllustrator();
  const state = { hang: false, hungOnce: false };
  const illustrator: Illustrator = {
    illustrate: (request, options) => {
      if (!state.hang) return real.illustrate(request, options);
      state.hungOnce = true;
      return new Promise(() => {});
    },
  };
  return { illustrator, state };
}

const mergedRows = async (t: TestApp) =>
  (await t.ctx.database.db.select({ n: count() }).from(mergedBooks))[0]?.n;

/** A crashed attempt is noticed in seconds; a whole print build still fits in one attempt. */
const recovery = { BOOK_JOB_EXPIRE_SECONDS: '60', JOB_MAINTENANCE_SECONDS: '1' };

describe('merging PDF books for print', () => {
  it(
    "merges a parent's two books into checked print files, across a restart, and refuses anyone else",
    { timeout: 480_000 },
    async () => {
      const port = await freePort();
      const env = { ...recovery, PUBLIC_URL: `http://127.0.0.1:${port}` };
      const { illustrator, state } = switchableIllustrator();
      const first = await createTestApp(env, { onDisk: true, overrides: { illustrator } });
      await first.app.listen({ port, host: '127.0.0.1' });
      const parent = await signedInParent(first);
      const userId = parent.user.user_uid;
      await setCredits(first, userId, 40);
      const one = await completedBook(parent.client, userId);
      const two = await completedBook(parent.client, userId, { genre: 'Adventure' });

      // Another parent may not print them: 403, and nothing is stored.
      const stranger = await signedInParent(first);
      const refused = await stranger.client.post('/api/mergePDFsForPrinting', {
        books: [one.url, two.url],
      });
      expect(refused.status).toBe(403);
      const byId = await stranger.client.post('/api/mergePDFsForPrinting', {
        books: [],
        bookIds: [one.bookId],
      });
      expect(byId.status).toBe(403);
      const notABook = await parent.client.post('/api/mergePDFsForPrinting', {
        books: [one.url, `http://127.0.0.1:${port}/files/users/${userId}/photo.png`],
      });
      expect(notABook.status).toBe(403);
      const empty = await parent.client.post('/api/mergePDFsForPrinting', { books: [] });
      expect(empty.status).toBe(400);
      // A gift message in a script the book cannot draw yet is refused (docs/decisions/041).
      const unprintable = await parent.client.post<{ error?: string }>(
        '/api/mergePDFsForPrinting',
        { books: [one.url, two.url], giftMessage: '사랑해, Maya' },
      );
      expect(unprintable.status).toBe(400);
      expect(unprintable.body.error).toContain("A book can't print these characters yet: 사 랑 해");
      expect(await mergedRows(first)).toBe(0);

      // The owner merges them; the answer comes at once with the planned page count.
      state.hang = true;
      const merged = await parent.client.post<MergedBook>('/api/mergePDFsForPrinting', {
        books: [two.url, one.url],
        giftMessage: 'For Maya, from Grandma',
      });
      expect(merged.status).toBe(200);
      const { mergedBookId, pageCount, url } = merged.body;
      expect(merged.body).toMatchObject({
        status: 'building',
        bookIds: [two.bookId, one.bookId],
        giftMessage: 'For Maya, from Grandma',
        proofUrl: null,
      });
      expect(url).toBe(`/api/mergedBooks/${mergedBookId}`);
      expect(pageCount % 2).toBe(0);
      expect(pageCount).toBeGreaterThanOrEqual(24);

      // The worker dies while painting the print pictures.
      await waitUntil(async () => state.hungOnce, { timeoutMs: 120_000 });
      const cookies = new Map(parent.client.cookies);
      const strangerCookies = new Map(stranger.client.cookies);
      await first.close({ keepData: true });

      const second = await createTestApp(env, { reuse: first });
      try {
        await second.app.listen({ port, host: '127.0.0.1' });
        const client = second.client();
        for (const [k, v] of cookies) client.cookies.set(k, v);
        let book = merged.body;
        await waitUntil(
          async () => {
            book = (await client.get<MergedBook>(url)).body;
            return book.status !== 'building';
          },
          { timeoutMs: 300_000 },
        );
        // Built once after the restart, and the lab's file check passed.
        expect(book.problems).toEqual([]);
        expect(book.status).toBe('ready');
        expect(book.pageCount).toBe(pageCount);
        expect(book.url).toBe(book.proofUrl);
        const proof = await PDFDocument.load((await download(second, book.url)).rawPayload);
        expect(proof.getPageCount()).toBe(pageCount);
        const { width, height } = proof.getPage(0).getSize();
        expect([width, height]).toEqual([630, 630]);
        expect((await download(second, book.coverUrl!)).statusCode).toBe(200);

        const pages = await client.post<{ pageCount: number }>(
          '/api/getQuantityOfPagesToBePrinted/',
          { mergedBookId },
        );
        expect(pages.body).toEqual({ pageCount });
        const list = await client.get<MergedBook[]>(`/api/getMergedBooks/${userId}`);
        expect(list.body.map((b) => [b.mergedBookId, b.pageCount, b.status])).toEqual([
          [mergedBookId, pageCount, 'ready'],
        ]);

        // Another parent sees none of it.
        const other = second.client();
        for (const [k, v] of strangerCookies) other.cookies.set(k, v);
        expect((await other.get(`/api/getMergedBooks/${userId}`)).status).toBe(403);
        expect((await other.get(url)).status).toBe(403);
        expect(
          (await other.post('/api/getQuantityOfPagesToBePrinted', { mergedBookId })).status,
        ).toBe(403);
      } finally {
        await second.close();
      }
    },
  );
});
