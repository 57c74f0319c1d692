import type { Appearance } from '@sns/contract';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadBookContent } from '../../src/modules/books/book-content';
import { readCoverPortrait } from '../../src/modules/books/print/book-pdf-portrait';
import { buildPrintFiles } from '../../src/modules/books/print/build-print-files';
import { estimateCoverSize } from '../../src/modules/books/print/cover-size';
import { derivedCastMember } from '../../src/modules/children/derived-cast';
import type { IllustrationRequest } from '../../src/providers/image';
import { EmbeddedIllustrator } from '../../src/providers/image/embedded/embedded-illustrator';
import { bookRow, download, startBook, waitForBook } from '../helpers/books';
import { setCredits, signedInParent } from '../helpers/factories';
import { createCompletedStory } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * docs/decisions/025: what gets printed is the book the parent made — its stories in order, its
 * dedication, the look they confirmed, the same pictures asked again at print size, and the
 * photo's portrait read back from the book's PDF once the photo itself is gone.
 */
const asked: IllustrationRequest[] = [];
const embedded = new EmbeddedIllustrator();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      overrides: {
        illustrator: {
          illustrate: (request, options) => {
            asked.push(request);
            return embedded.illustrate(request, options);
          },
        },
      },
    },
  );
});
afterAll(() => t.close());

const look: Appearance = {
  skinTone: 'deep',
  hairColour: 'red',
  hairStyle: 'braids',
  eyeColour: 'green',
  glasses: true,
  freckles: true,
};

describe("a finished book's print content", () => {
  it(
    'is the book: its stories, dedication, confirmed look, pictures and portrait',
    { timeout: 180_000 },
    async () => {
      const { client, user } = await signedInParent(t);
      const first = await createCompletedStory(client);
      const second = await createCompletedStory(client, {
        genre: 'Adventure',
        elements: 'a kite, an owl, a lantern',
      });
      await setCredits(t, user.user_uid, 20);
      asked.length = 0;
      const accepted = await startBook(client, user.user_uid, first.uuid, {
        selectedStories: JSON.stringify([second.uuid, first.uuid]),
        // The parent chose to use the photo: only then is its portrait on the cover (issue 28).
        useImageAsMainImage: true,
        fields: { dedication: 'For Maya, love Mum & Dad', appearance: JSON.stringify(look) },
      });
      expect(accepted.status).toBe(202);
      const { final } = await waitForBook(client, first.uuid, 120_000);
      expect(final.status).toBe('completed');
      const bookPdf = (await download(t, final.pdfUrl as string)).rawPayload;
      const inBook = [...asked];

      const row = await bookRow(t, accepted.body.jobId);
      expect(row?.photoKey).toBeNull();
      const content = await loadBookContent(t.ctx, row!);
      expect(content.dedication).toBe('For Maya, love Mum & Dad');
      // The story whose page asked for the book first, then the others as chosen.
      expect(content.stories.map((s) => s.title)).toEqual([first.title, second.title]);
      const hero = { ...derivedCastMember(user.user_uid, first.hero), appearance: look };
      expect(content.cast).toEqual([hero]);
      for (const story of content.stories) expect(story.cast).toEqual([hero]);

      const portrait = await readCoverPortrait(bookPdf);
      expect(await sharp(portrait).metadata()).toMatchObject({ width: 512, height: 512 });

      asked.length = 0;
      const files = await buildPrintFiles(
        { books: [{ ...content, portrait }], giftMessage: 'Happy birthday!' },
        { illustrator: t.ctx.illustrator, coverSize: (n) => estimateCoverSize(n) },
      );
      // The same pictures (the pages' and the cover's scene), asked again at their printed size
      // — a page 2625², the cover's front with its wrap 3000² — without the (deleted) photo.
      const same = (r: IllustrationRequest) => ({ seed: r.seed, scene: r.scene, cast: r.cast });
      const inOrder = (rs: IllustrationRequest[]) => rs.map(same).sort((a, b) => a.seed - b.seed);
      expect(inOrder(asked)).toEqual(inOrder(inBook));
      for (const request of asked) {
        expect([2625, 3000]).toContain(request.size?.width);
        expect(request.references).toBeUndefined();
      }
      // The book's pages less its cover, back cover and colophon, plus the first two print
      // pages, padded to 24 or more.
      const bookPages = (await PDFDocument.load(bookPdf)).getPageCount();
      expect(files.pageCount).toBe(Math.max(24, bookPages - 4 + 2));
      // The portrait is on the printed cover.
      const coverPdf = await PDFDocument.load(files.cover);
      expect(coverPdf.getPageCount()).toBe(1);
      expect(await readCoverPortrait(files.cover)).toEqual(portrait);
    },
  );
});
