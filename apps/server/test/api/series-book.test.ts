import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ContinueStoryResponse, Series, Story } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBookContent } from '../../src/modules/books/book-content';
import { buildPrintFiles } from '../../src/modules/books/print/build-print-files';
import { estimateCoverSize } from '../../src/modules/books/print/cover-size';
import { bookRow, download, startBook, waitForBook } from '../helpers/books';
import { setCredits, signedInParent } from '../helpers/factories';
import { POPPLER_MISSING } from '../helpers/print-preflight';
import { createCompletedStory } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitForWorker } from '../helpers/wait';

/**
 * A series as one book (docs/decisions/077): its chapters in order under the series' name, each
 * opening on "Chapter n", with a contents page that gives the page each begins on — in the PDF
 * book and in the printed book built from it.
 */
let t: TestApp;
const dir = mkdtempSync(join(tmpdir(), 'sns-series-book-'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

type Client = Awaited<ReturnType<typeof signedInParent>>['client'];

/** Each page's words, as poppler reads them (pages counted from 1 at index 1). */
function pagesOf(pdf: Buffer): string[] {
  const file = join(dir, `${Math.random().toString(36).slice(2)}.pdf`);
  writeFileSync(file, pdf);
  // SERIES_BOOK_OUT=dir keeps the PDFs, to render their pages and look at them (pdftoppm).
  if (process.env.SERIES_BOOK_OUT)
    writeFileSync(join(process.env.SERIES_BOOK_OUT, `${pdf.length}.pdf`), pdf);
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  return ['', ...text.split('\f').map((page) => page.replace(/\s+/g, ' ').trim())];
}

async function nextChapter(client: Client, storyId: string) {
  const accepted = await client.post<ContinueStoryResponse>(`/api/stories/${storyId}/continue`, {});
  expect(accepted.status).toBe(202);
  expect((await waitForWorker(client, accepted.body.workerId)).status).toBe('completed');
  return (await client.get<Story>(`/api/getStory/${accepted.body.storyId}`)).body;
}

/** "Chapter 2 … title … 13": the page the contents gives for a chapter (the number after it). */
function pageGiven(contents: string, chapter: number) {
  const after = contents.split(`Chapter ${chapter} `)[1] ?? '';
  return Number(/\b(\d+)\b/.exec(after)?.[1]);
}

describe('a series book', () => {
  it(
    'puts the chapters in order under the series’ name, with a contents page, in the PDF and in print',
    { timeout: 300_000 },
    async () => {
      const { client, user } = await signedInParent(t);
      const first = await createCompletedStory(client, {
        hero: 'Ife',
        elements: 'a brave dog called Colonel, the duck pond, a lost duckling',
      });
      await setCredits(t, user.user_uid, 30);
      const second = await nextChapter(client, first.uuid);
      const third = await nextChapter(client, second.uuid);
      const seriesId = second.series?.id ?? '';
      expect(
        (
          await client.request<Series>({
            method: 'PATCH',
            url: `/api/series/${seriesId}`,
            payload: { title: 'Ife and Colonel' },
          })
        ).status,
      ).toBe(200);

      const chapters = [first, second, third];
      const accepted = await startBook(client, user.user_uid, first.uuid, {
        selectedStories: JSON.stringify(chapters.map((c) => c.uuid)),
      });
      expect(accepted.status).toBe(202);
      const { final } = await waitForBook(client, first.uuid, 240_000);
      expect(final.status).toBe('completed');

      const content = await loadBookContent(t.ctx, (await bookRow(t, accepted.body.jobId))!);
      expect(content).toMatchObject({ title: 'Ife and Colonel', series: 'Ife and Colonel' });
      expect(content.stories.map((s) => s.title)).toEqual(chapters.map((c) => c.title));

      const files = await buildPrintFiles(
        { books: [content] },
        { illustrator: t.ctx.illustrator, coverSize: (n) => estimateCoverSize(n) },
      );
      if (POPPLER_MISSING.length > 0) return;

      // The PDF: the series' name on the cover, the contents on page 3, and each chapter's title
      // page where the contents says it is.
      const book = pagesOf((await download(t, final.pdfUrl as string)).rawPayload);
      expect(book[1]).toContain('Ife and Colonel');
      expect(book[3]).toContain('Contents');
      expect(book[3]).toContain('Ife and Colonel');
      chapters.forEach((chapter, i) => {
        const page = pageGiven(book[3] ?? '', i + 1);
        expect(page % 2, `chapter ${i + 1} opens on a right-hand page`).toBe(1);
        expect(book[page]).toContain(`Chapter ${i + 1}`);
        expect(book[page]).toContain(chapter.title);
      });

      // The print: its own page numbers (a bookplate and the dedication first) in its contents.
      const printed = pagesOf(files.interior);
      expect(printed[3]).toContain('Contents');
      chapters.forEach((chapter, i) => {
        const page = pageGiven(printed[3] ?? '', i + 1);
        expect(page % 2).toBe(1);
        expect(printed[page]).toContain(`Chapter ${i + 1}`);
        expect(printed[page]).toContain(chapter.title);
      });
      expect(files.pageCount % 2).toBe(0);
    },
  );

  it('is not a series book when the chapters are out of order or not of one series', async () => {
    const { client, user } = await signedInParent(t);
    const first = await createCompletedStory(client, { hero: 'Ife' });
    await setCredits(t, user.user_uid, 30);
    const second = await nextChapter(client, first.uuid);
    const other = await createCompletedStory(client, { hero: 'Ife' });
    for (const order of [
      [second.uuid, first.uuid],
      [first.uuid, other.uuid],
    ]) {
      const accepted = await startBook(client, user.user_uid, order[0]!, {
        selectedStories: JSON.stringify(order),
      });
      expect(accepted.status).toBe(202);
      expect((await waitForBook(client, order[0]!, 240_000)).final.status).toBe('completed');
      const content = await loadBookContent(t.ctx, (await bookRow(t, accepted.body.jobId))!);
      expect(content.series).toBeUndefined();
      expect(content.title).toBe("Ife's bedtime stories");
    }
  }, 300_000);
});
