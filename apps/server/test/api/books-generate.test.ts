import type { GeneratedBook, Story } from '@sns/contract';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditsOf, signedInParent, storedFiles } from '../helpers/factories';
import {
  bookLedger,
  bookRow,
  bookStatus,
  download,
  startBook,
  waitForBook,
} from '../helpers/books';
import { waitUntil } from '../helpers/wait';
import { createCompletedStory, imageRows } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('a PDF book from a photo', () => {
  it(
    'is accepted for 10 credits, shows its pages, and can be downloaded once completed',
    { timeout: 90_000 },
    async () => {
      const { client, user } = await signedInParent(t);
      const story = await createCompletedStory(client);
      expect((await bookStatus(client, story.uuid)).body).toEqual({ status: 'none' });
      expect(
        (await client.get(`/api/checkUserCreditsForBook/${user.user_uid}/${story.uuid}`)).body,
      ).toEqual({
        hasEnoughCredits: true,
        totalCreditsAvailable: 12,
      });

      const accepted = await startBook(client, user.user_uid, story.uuid);
      expect(accepted.status).toBe(202);
      expect(accepted.body).toEqual({
        status: 'running',
        jobId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      });
      // The first story was free (docs/decisions/d1-credits.md): 12 − 10.
      expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 2, ledgerSum: 2 });

      const { final, seen } = await waitForBook(client, story.uuid);
      expect(final.status).toBe('completed');
      expect(final.jobId).toBe(accepted.body.jobId);
      expect(final.progress).toBe(100);
      expect(final.pagesTotal).toBeGreaterThan(3);
      expect(final.pagesDone).toBe(final.pagesTotal);
      for (const s of seen) expect(['processing', 'running', 'completed']).toContain(s.status);

      const file = await download(t, final.pdfUrl as string);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      const pdf = await PDFDocument.load(file.rawPayload);
      expect(pdf.getPageCount()).toBe(final.pagesTotal);

      const books = await client.post<GeneratedBook[]>(
        `/api/getGeneratedPdfBooksForThisStory/${user.user_uid}/${story.uuid}`,
      );
      expect(books.status).toBe(200);
      expect(books.body).toHaveLength(1);
      expect(new Date(books.body[0]?.generatedDate ?? '').getTime()).toBeGreaterThan(
        Date.now() - 120_000,
      );
      expect((await download(t, books.body[0]?.url ?? '')).statusCode).toBe(200);

      const after = await client.get<Story>(`/api/getStory/${story.uuid}`);
      expect(after.body.pdfBookGenerated).toBe(true);
      // Not used as the main image: the picture is unchanged and the photo is gone
      // (docs/decisions/d9-uploaded-images.md).
      expect(after.body.images).toHaveLength(1);
      // The photo is deleted right after the book is marked completed.
      await waitUntil(async () => (await bookRow(t, accepted.body.jobId))?.photoKey === null);
      expect(storedFiles(t).filter((f) => f.startsWith(`books/${user.user_uid}/`))).toEqual([
        `books/${user.user_uid}/${accepted.body.jobId}/book.pdf`,
      ]);
      expect(await bookLedger(t, user.user_uid)).toEqual([
        { delta: -10, reason: 'pdf_book', ref: accepted.body.jobId },
      ]);
      expect(
        (await client.get(`/api/checkUserCreditsForBook/${user.user_uid}/${story.uuid}`)).body,
      ).toEqual({
        hasEnoughCredits: false,
        totalCreditsAvailable: 2,
      });
    },
  );

  it(
    'makes the photo the story main image when asked, keeping it with the story pictures',
    { timeout: 90_000 },
    async () => {
      const { client, user } = await signedInParent(t);
      const story = await createCompletedStory(client);
      const accepted = await startBook(client, user.user_uid, story.uuid, {
        useImageAsMainImage: true,
      });
      expect(accepted.status).toBe(202);
      expect((await waitForBook(client, story.uuid)).final.status).toBe('completed');

      const after = (await client.get<Story>(`/api/getStory/${story.uuid}`)).body;
      expect(after.images).toHaveLength(2);
      expect(after.image).not.toBe(story.image);
      const rows = await imageRows(t, story.uuid);
      expect(rows.at(-1)).toMatchObject({
        source: 'uploaded',
        key: expect.stringMatching(/^stories\/.+\/book-photo-.+\.png$/),
      });
      const image = await download(t, after.image as string);
      expect(image.headers['content-type']).toBe('image/png');
      // The book's own copy of the photo is deleted; only the story's picture remains.
      await waitUntil(async () => (await bookRow(t, accepted.body.jobId))?.photoKey === null);
      expect(
        storedFiles(t).filter((f) => f.startsWith(`books/${user.user_uid}/`) && f.endsWith('.png')),
      ).toEqual([]);
    },
  );

  it(
    'puts several stories in one book, lists books newest first, and refuses a second book while one is made',
    { timeout: 120_000 },
    async () => {
      const { client, user } = await signedInParent(t);
      const first = await createCompletedStory(client);
      const second = await createCompletedStory(client, {
        hero: 'Leo',
        genre: 'Sci-Fi',
        elements: 'a robot, a kite, two owls',
      });
      // 12 credits − 1 for the second story + 20 more: enough for both books.
      await t.ctx.database.executeSql(`update users set credits = credits + 20 where id = $1`, [
        user.user_uid,
      ]);
      await t.ctx.database.executeSql(
        `insert into credit_ledger (user_id, delta, reason, ref) values ($1, 20, 'test_adjustment', 'books')`,
        [user.user_uid],
      );

      const one = await startBook(client, user.user_uid, first.uuid, {
        selectedStories: JSON.stringify([first.uuid, second.uuid]),
      });
      expect(one.status).toBe(202);
      const again = await startBook(client, user.user_uid, first.uuid);
      expect(again.status).toBe(409);
      const single = await waitForBook(client, first.uuid);
      expect(single.final.status).toBe('completed');
      const pdf = await PDFDocument.load(
        (await download(t, single.final.pdfUrl as string)).rawPayload,
      );
      expect(pdf.getTitle()).toBe("Maya's bedtime stories");

      // The story of the page leads the book even when the list leaves it out.
      const two = await startBook(client, user.user_uid, first.uuid, {
        selectedStories: JSON.stringify([second.uuid]),
      });
      expect(two.status).toBe(202);
      expect((await bookRow(t, two.body.jobId))?.selectedStoryIds).toEqual([
        first.uuid,
        second.uuid,
      ]);
      expect((await waitForBook(client, first.uuid)).final.status).toBe('completed');

      const books = (
        await client.post<GeneratedBook[]>(
          `/api/getGeneratedPdfBooksForThisStory/${user.user_uid}/${first.uuid}`,
        )
      ).body;
      expect(books).toHaveLength(2);
      expect((books[0]?.generatedDate ?? '') >= (books[1]?.generatedDate ?? '')).toBe(true);
      expect(await creditsOf(t, user.user_uid)).toEqual({ balance: 11, ledgerSum: 11 });
      // The second story's page has no book of its own.
      expect((await bookStatus(client, second.uuid)).body.status).toBe('none');
    },
  );
});
