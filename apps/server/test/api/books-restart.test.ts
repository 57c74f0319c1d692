import { describe, expect, it } from 'vitest';
import type { Illustrator } from '../../src/providers/image';
import { EmbeddedIllustrator } from '../../src/providers/image/embedded/embedded-illustrator';
import { bookLedger, bookRow, bookStatus, startBook, waitForBook } from '../helpers/books';
import { waitUntil } from '../helpers/wait';
import { creditsOf, signedInParent, storedFiles } from '../helpers/factories';
import { createCompletedStory } from '../helpers/stories';
import { createTestApp } from '../helpers/test-app';

/**
 * Short expiry and maintenance, so a crashed attempt is noticed within seconds — but long enough
 * for a whole book on a loaded machine: an attempt that outlives it is taken for dead too, and a
 * book whose every attempt does so fails, which is not what these tests are about.
 */
const fastRecovery = { BOOK_JOB_EXPIRE_SECONDS: '10', JOB_MAINTENANCE_SECONDS: '1' };

/**
 * Paints the cover's first pictures, then hangs as a worker whose process is killed mid-book:
 * the book is visibly `running` with some pages done when the "crash" comes.
 */
function hangingAfter(pictures: number): Illustrator {
  const real = new EmbeddedIllustrator();
  let painted = 0;
  return {
    illustrate: (request) =>
      painted++ < pictures ? real.illustrate(request) : new Promise(() => {}),
  };
}
/** Paints the story's own picture, then fails every book picture (the image model went down). */
function failingAfter(pictures: number): Illustrator {
  const real = new EmbeddedIllustrator();
  let painted = 0;
  return {
    illustrate: async (request) => {
      if (painted++ < pictures) return real.illustrate(request);
      throw new Error('the image model is unavailable');
    },
  };
}

describe('book jobs survive a crash', () => {
  it(
    'a book whose worker died mid-book is finished after the restart, charged once',
    { timeout: 180_000 },
    async () => {
      const first = await createTestApp(fastRecovery, {
        onDisk: true,
        overrides: { illustrator: hangingAfter(3) },
      });
      const parent = await signedInParent(first);
      const story = await createCompletedStory(parent.client);
      const accepted = await startBook(parent.client, parent.user.user_uid, story.uuid);
      expect(accepted.status).toBe(202);
      await waitUntil(async () => {
        const s = (await bookStatus(parent.client, story.uuid)).body;
        return s.status === 'running' && (s.pagesDone ?? 0) >= 1;
      });
      const cookies = new Map(parent.client.cookies);
      await first.close({ keepData: true });

      const second = await createTestApp(fastRecovery, { reuse: first });
      try {
        const client = second.client();
        for (const [k, v] of cookies) client.cookies.set(k, v);
        const { final } = await waitForBook(client, story.uuid, 120_000);
        expect(final.status).toBe('completed');
        expect(final.jobId).toBe(accepted.body.jobId);
        // The first story was free; the book took 10 credits exactly once.
        expect(await creditsOf(second, parent.user.user_uid)).toEqual({ balance: 2, ledgerSum: 2 });
        expect(await bookLedger(second, parent.user.user_uid)).toEqual([
          { delta: -10, reason: 'pdf_book', ref: accepted.body.jobId },
        ]);
        // The photo is deleted right after the book is marked completed.
        await waitUntil(
          async () => (await bookRow(second, accepted.body.jobId))?.photoKey === null,
        );
        expect(storedFiles(second).filter((f) => f.startsWith('books/'))).toEqual([
          `books/${parent.user.user_uid}/${accepted.body.jobId}/book.pdf`,
        ]);
      } finally {
        await second.close();
      }
    },
  );

  it(
    'a book that fails every attempt is marked failed, refunded once, and its photo deleted',
    { timeout: 90_000 },
    async () => {
      const t = await createTestApp(fastRecovery, { overrides: { illustrator: failingAfter(1) } });
      try {
        const parent = await signedInParent(t, { firstName: 'Zoe' });
        const story = await createCompletedStory(parent.client);
        const accepted = await startBook(parent.client, parent.user.user_uid, story.uuid, {
          useImageAsMainImage: true,
        });
        expect(accepted.status).toBe(202);
        expect(await creditsOf(t, parent.user.user_uid)).toEqual({ balance: 2, ledgerSum: 2 });
        const { final } = await waitForBook(parent.client, story.uuid);
        expect(final).toMatchObject({ status: 'error', jobId: accepted.body.jobId });
        expect(final.pdfUrl).toBeUndefined();
        await waitUntil(async () => (await creditsOf(t, parent.user.user_uid)).balance === 12);
        expect(await creditsOf(t, parent.user.user_uid)).toEqual({ balance: 12, ledgerSum: 12 });
        expect(await bookLedger(t, parent.user.user_uid)).toEqual([
          { delta: -10, reason: 'pdf_book', ref: accepted.body.jobId },
          { delta: 10, reason: 'pdf_book_refund', ref: accepted.body.jobId },
        ]);
        await waitUntil(async () => (await bookRow(t, accepted.body.jobId))?.photoKey === null);
        expect(storedFiles(t).filter((f) => f.startsWith('books/'))).toEqual([]);
        // The story keeps its own picture: the photo only replaces it when the book is made.
        const after = await parent.client.get<{ images: string[] }>(`/api/getStory/${story.uuid}`);
        expect(after.body.images).toHaveLength(1);
        // Failed books are not listed, and a new book can be asked for straight away.
        const books = await parent.client.post<unknown[]>(
          `/api/getGeneratedPdfBooksForThisStory/${parent.user.user_uid}/${story.uuid}`,
        );
        expect(books.body).toEqual([]);
        expect((await startBook(parent.client, parent.user.user_uid, story.uuid)).status).toBe(202);
      } finally {
        await t.close();
      }
    },
  );
});
