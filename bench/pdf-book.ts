import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
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

/**
 * DESIGN §7: a PDF book with the embedded engines, request → completed (bar: one story ≤ 10 s).
 * A one-story and a five-story book, each timed `rounds` times after one warm-up; median.
 */
export async function benchPdfBook({ rounds = 3 } = {}) {
  const server = await startBenchServer();
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
      for (let i = 0; i < rounds + 1; i += 1)
        runs.push(await timeBook(client, user.user_uid, ids, photo));
      // The first book warms up fonts, icons and the JIT; it is not counted.
      const counted = runs.slice(1);
      return {
        pages: counted[0]?.pages,
        medianMs: round(median(counted.map((r) => r.ms))),
        runsMs: counted.map((r) => round(r.ms)),
      };
    };
    const oneStory = await measure(stories.slice(0, 1));
    const fiveStories = await measure(stories);
    const result = {
      bench: 'pdf-book',
      description:
        'embedded illustrator + pdfkit, POST /api/generateBookUsingImageAsReference → getBookFromStoryGenerationStatus completed',
      rounds,
      unit: 'ms',
      oneStory,
      fiveStories,
      bars: { oneStoryMs: 10_000 },
      machine: machineInfo(),
    };
    writeResult('pdf-book', result);
    return result;
  } finally {
    await server.close();
  }
}
