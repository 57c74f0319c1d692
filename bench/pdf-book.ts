import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { renderAsync } from '@resvg/resvg-js';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { ART_PIXELS } from '../apps/server/src/modules/books/builder/book-plan';
import type { Illustrator } from '../apps/server/src/providers/image';
import { composeScene } from '../apps/server/src/providers/image/embedded/compose-scene';
import { findBannerFont } from '../apps/server/src/providers/image/embedded/name-banner';
import { machineInfo, writeResult } from './lib/results';
import { writeStory, type BenchClient } from './lib/parents';
import { startBenchServer } from './lib/server';
import { median, round } from './lib/stats';

type Client = BenchClient;

/** A 512×512 PNG, as the PDF page sends the photo after resizing it in the browser. */
async function childPhoto() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
    <rect width="512" height="512" fill="#9fc9f0"/><circle cx="256" cy="240" r="120" fill="#f2c6a0"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** POST generateBookUsingImageAsReference → status completed, in ms; polls every 50 ms. */
async function timeBook(client: Client, userId: string, storyIds: string[], photo: Buffer) {
  const [main] = storyIds;
  if (!main) throw new Error('no story');
  const form = new FormData();
  form.append('selectedStories', JSON.stringify(storyIds));
  form.append('useImageAsMainImage', 'false');
  form.append('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'child.png');
  const start = performance.now();
  const accepted = await client.post(
    `/api/generateBookUsingImageAsReference/${userId}/${main}/false`,
    form,
  );
  if (accepted.status !== 202) throw new Error(`generateBook: ${JSON.stringify(accepted.body)}`);
  for (;;) {
    const status = await client.get(`/api/getBookFromStoryGenerationStatus/${main}`);
    if (status.body.status === 'completed') {
      return { ms: performance.now() - start, pages: status.body.pagesTotal as number };
    }
    if (status.body.status === 'error') throw new Error('a book failed');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Every picture the books asked for: how long the illustrator took and what it delivered. */
interface PictureTiming {
  ms: number;
  start: number;
  end: number;
  askedPixels: number;
  deliveredPixels: number;
}

/** Wraps the server's illustrator so each picture of a book is timed where the job calls it. */
function timeEveryPicture(illustrator: Illustrator, timings: PictureTiming[]): Illustrator {
  return {
    async illustrate(request, options) {
      const start = performance.now();
      const picture = await illustrator.illustrate(request, options);
      const end = performance.now();
      timings.push({
        ms: end - start,
        start,
        end,
        askedPixels: request.size?.width ?? 0,
        deliveredPixels: picture.width,
      });
      return picture;
    },
  };
}

/**
 * One embedded scene rendered from its SVG at the size a full-bleed page is printed (2625² for
 * 8.75 in at 300 ppi), alone: resvg plus the JPEG the book stores. Inside a book three are
 * painted at once on two cores, so each takes longer there (docs/decisions/017).
 */
async function printSizeRenders(count: number) {
  const font = findBannerFont();
  const times: number[] = [];
  for (let i = 0; i < count + 1; i += 1) {
    const start = performance.now();
    const svg = composeScene(
      {
        hero: 'Maya',
        age: 6,
        elements: ['a kite', 'an owl', 'a lantern'],
        genre: 'Fantasy',
        seed: 90 + i,
      },
      font,
    );
    const image = await renderAsync(svg, {
      fitTo: { mode: 'width', value: ART_PIXELS },
      font: font
        ? { loadSystemFonts: false, fontFiles: [font.file], defaultFontFamily: font.family }
        : { loadSystemFonts: false },
      logLevel: 'off',
    });
    await sharp(image.pixels, { raw: { width: image.width, height: image.height, channels: 4 } })
      .removeAlpha()
      .jpeg({ quality: 85 })
      .toBuffer();
    // The first render warms up resvg and the icons; it is not counted.
    if (i > 0) times.push(performance.now() - start);
  }
  return { pixels: ART_PIXELS, medianMs: round(median(times)), runsMs: times.map((t) => round(t)) };
}

/**
 * docs/design.md#design-7: a PDF book with the embedded engines, request → completed (bar: one
 * story ≤ 10 s), and the illustrator's time per picture inside it. A one-story and a five-story
 * book, each timed `rounds` times after one warm-up; median.
 */
export async function benchPdfBook({ rounds = 3 } = {}) {
  const server = await startBenchServer();
  const pictures: PictureTiming[] = [];
  server.ctx.illustrator = timeEveryPicture(server.ctx.illustrator, pictures);
  try {
    const { client, user } = await server.parent(0);
    const stories: string[] = [];
    for (let i = 0; i < 5; i += 1) stories.push(await writeStory(client, 'Maya'));
    // Credits for every book of the run, granted as a purchase would (the ledger stays equal).
    const credits = 10 * 2 * (rounds + 1);
    await server.ctx.database.db.execute(
      sql`update users set credits = credits + ${credits} where id = ${user.user_uid}`,
    );
    await server.ctx.database.db.execute(
      sql`insert into credit_ledger (user_id, delta, reason, ref) values (${user.user_uid}, ${credits}, 'bench', ${randomBytes(6).toString('hex')})`,
    );
    const photo = await childPhoto();

    const measure = async (ids: string[]) => {
      const runs = [];
      const perBook: PictureTiming[][] = [];
      for (let i = 0; i < rounds + 1; i += 1) {
        pictures.length = 0;
        runs.push(await timeBook(client, user.user_uid, ids, photo));
        perBook.push([...pictures]);
      }
      // The first book warms up fonts, icons and the JIT; it is not counted.
      const counted = runs.slice(1);
      const painted = perBook.slice(1);
      const all = painted.flat();
      return {
        pages: counted[0]?.pages,
        medianMs: round(median(counted.map((r) => r.ms))),
        runsMs: counted.map((r) => round(r.ms)),
        pictures: {
          perBook: painted[0]?.length ?? 0,
          askedPixels: all[0]?.askedPixels,
          deliveredPixels: all[0]?.deliveredPixels,
          // Pictures are painted 3 at a time on 2 cores, so one takes longer than alone.
          medianMsPerPicture: round(median(all.map((p) => p.ms))),
          // From the first picture asked to the last one delivered: the illustrator's share of the book.
          medianMsPaintingPerBook: round(
            median(
              painted.map(
                (book) =>
                  Math.max(...book.map((p) => p.end)) - Math.min(...book.map((p) => p.start)),
              ),
            ),
          ),
        },
      };
    };
    const oneStory = await measure(stories.slice(0, 1));
    const fiveStories = await measure(stories);
    const printSize = await printSizeRenders(8);
    const result = {
      bench: 'pdf-book',
      description:
        'embedded illustrator + pdfkit, POST /api/generateBookUsingImageAsReference → getBookFromStoryGenerationStatus completed; pictures timed where the book job asks for them; printSizeRender: one full-bleed page picture rendered from SVG at its printed size',
      rounds,
      unit: 'ms',
      oneStory,
      fiveStories,
      printSizeRender: printSize,
      // Every picture of a one-story book at print size, one after another: an upper bound.
      oneStoryPrintSizePaintingMs: round((oneStory.pictures.perBook ?? 0) * printSize.medianMs),
      bars: { oneStoryMs: 10_000 },
      machine: machineInfo(),
      // The 1-minute load average when the run ended: above the core count, others shared the CPU.
      loadAverage: round(loadavg()[0] ?? 0),
    };
    writeResult('pdf-book', result);
    return result;
  } finally {
    await server.close();
  }
}
