import { countWords } from '../apps/server/src/providers/speech/embedded/bedtime-pace';
import { listFrames } from '../apps/server/src/providers/speech/mp3-frames';
import { writeStory, type BenchClient } from './lib/parents';
import { machineInfo, writeResult } from './lib/results';
import { startServerProcess } from './lib/server-process';
import { median, round } from './lib/stats';

/** Short, middle and long stories: the embedded writer's length for each age band. */
const BANDS = [
  { name: 'short', age: 2, wpmTarget: 100 },
  { name: 'middle', age: 6, wpmTarget: 115 },
  { name: 'long', age: 12, wpmTarget: 125 },
];

interface Run {
  words: number;
  firstByteMs: number;
  firstSecondMs: number;
  recordedMs: number;
  wpm: number;
}

/**
 * docs/decisions/022: Listen → first sound, from outside the server process over HTTP, as the
 * player does it: GET /api/getAudioUrl (the claim) and GET /api/narrationStream at the same
 * moment; the time to the first audio bytes and to the first decodable second of audio (whole
 * MP3 frames adding up to 1 s), for short, middle and long stories; and the pace each band's
 * narration comes out at (words over the time to the end of the last sentence).
 */
export async function benchNarrationFirstSound({ runs = 5 } = {}) {
  // As in production: the narrator loads while the server starts (NODE_ENV=test turns that off).
  const server = await startServerProcess(undefined, { NARRATOR_WARM_UP: 'on' });
  try {
    const bands = [];
    let parentNumber = 0;
    for (const band of BANDS) {
      const results: Run[] = [];
      // A parent's 12 credits cover five stories and their narrations (the first of each free).
      let parent = await server.parent((parentNumber += 1));
      for (let i = 0; i < runs; i += 1) {
        if (i > 0 && i % 5 === 0) parent = await server.parent((parentNumber += 1));
        results.push(await measureOnce(`http://127.0.0.1:${server.port}`, parent.client, band.age));
      }
      bands.push({
        band: band.name,
        age: band.age,
        words: Math.round(median(results.map((r) => r.words))),
        medianFirstByteMs: round(median(results.map((r) => r.firstByteMs)), 0),
        medianFirstSecondMs: round(median(results.map((r) => r.firstSecondMs)), 0),
        medianRecordedMs: round(median(results.map((r) => r.recordedMs)), 0),
        wordsPerMinute: {
          target: band.wpmTarget,
          measured: round(median(results.map((r) => r.wpm)), 1),
        },
        runs: results.map((r) => ({
          firstByteMs: round(r.firstByteMs, 0),
          firstSecondMs: round(r.firstSecondMs, 0),
          recordedMs: round(r.recordedMs, 0),
          wpm: round(r.wpm, 1),
        })),
      });
    }
    // Four parents at once, three rounds: more listeners than the narrator has threads.
    const together: Run[] = [];
    for (let round = 0; round < 3; round += 1) {
      together.push(...(await measureTogether(server, 100 + round * 10, 4)));
    }
    const longTexts = await measureLongTexts(runs);
    const result = {
      bench: 'narration-first-sound',
      description:
        'Narrate → first audio bytes and first decodable second of the stream, from outside the server process over HTTP (embedded Flite, PGlite, in-process worker), median of runs',
      bar: 'first sound ≤ 1 s for any story length (docs/design.md#design-7)',
      machine: machineInfo(),
      bands,
      longTexts,
      // The very first Listen after the server started (a parent signed up and wrote a story first).
      firstListenAfterStartMs: bands[0]?.runs[0]?.firstSecondMs,
      fourListenersAtOnce: {
        story: 'long (age 12)',
        rounds: 3,
        medianFirstByteMs: round(median(together.map((r) => r.firstByteMs)), 0),
        medianFirstSecondMs: round(median(together.map((r) => r.firstSecondMs)), 0),
        slowestFirstSecondMs: round(Math.max(...together.map((r) => r.firstSecondMs)), 0),
        medianRecordedMs: round(median(together.map((r) => r.recordedMs)), 0),
      },
    };
    writeResult('narration-first-sound', result);
    return result;
  } finally {
    await server.close();
  }
}

async function measureOnce(baseUrl: string, client: BenchClient, age: number): Promise<Run> {
  const storyId = await writeStory(client, 'Maya', 50, age);
  return listen(baseUrl, client, storyId);
}

/**
 * Several parents press Listen on long stories at the same moment: each one's time to a playable
 * second, with the narrator's threads shared between them (docs/decisions/022).
 */
async function measureTogether(
  server: Awaited<ReturnType<typeof startServerProcess>>,
  firstParent: number,
  listeners: number,
) {
  const parents = await Promise.all(
    Array.from({ length: listeners }, (_, i) => server.parent(firstParent + i)),
  );
  const stories = await Promise.all(parents.map((p) => writeStory(p.client, 'Maya', 50, 12)));
  const baseUrl = `http://127.0.0.1:${server.port}`;
  return Promise.all(parents.map((p, i) => listen(baseUrl, p.client, stories[i]!)));
}

/**
 * Stories of 600 and 1,000 words, the lengths the issue names: the embedded writer's middle band
 * comes out near 500 words and its 8–15 band ends near 900, so the story's text is replaced in the
 * database before Listen — which needs a PostgreSQL server the bench can write to beside the
 * server process (`BENCH_DATABASE_URL`; PGlite has one process). The text is the writer's own
 * story, its paragraphs repeated up to the length.
 */
async function measureLongTexts(runs: number) {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (!databaseUrl)
    return { skipped: 'set BENCH_DATABASE_URL to a PostgreSQL database to measure it' };
  const { default: pg } = await import('pg');
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const server = await startServerProcess(databaseUrl, { NARRATOR_WARM_UP: 'on' });
  try {
    const lengths: Record<string, object> = {};
    let parentNumber = 900;
    for (const length of [600, 1000]) {
      const results: Run[] = [];
      for (let i = 0; i < runs; i += 1) {
        const parent = await server.parent((parentNumber += 1));
        const storyId = await writeStory(parent.client, 'Maya', 50, 12);
        const story = await parent.client.get(`/api/getStory/${storyId}`);
        await db.query('update stories set story_text = $1 where id = $2', [
          wordsOf(String(story.body.storyText), length),
          storyId,
        ]);
        results.push(await listen(`http://127.0.0.1:${server.port}`, parent.client, storyId));
      }
      lengths[`words${length}`] = {
        words: Math.round(median(results.map((r) => r.words))),
        database: 'PostgreSQL',
        medianFirstByteMs: round(median(results.map((r) => r.firstByteMs)), 0),
        medianFirstSecondMs: round(median(results.map((r) => r.firstSecondMs)), 0),
        medianRecordedMs: round(median(results.map((r) => r.recordedMs)), 0),
        wordsPerMinute: { target: 125, measured: round(median(results.map((r) => r.wpm)), 1) },
      };
    }
    return lengths;
  } finally {
    await server.close();
    await db.end();
  }
}

/** Whole paragraphs of `text`, repeated, up to about `length` words (within 5 % under). */
function wordsOf(text: string, length: number): string {
  const paragraphs = text.split(/\n\n+/);
  const out: string[] = [];
  let words = 0;
  for (let i = 0; words < length; i += 1) {
    const paragraph = paragraphs[i % paragraphs.length]!;
    const count = countWords(paragraph);
    if (words + count > length && words >= length * 0.95) break;
    out.push(paragraph);
    words += count;
  }
  return out.join('\n\n');
}

async function listen(baseUrl: string, client: BenchClient, storyId: string): Promise<Run> {
  const cookie = client.cookieHeader();
  const started = performance.now();
  const [claim, stream] = await Promise.all([
    client.get(`/api/getAudioUrl/${storyId}`),
    fetch(`${baseUrl}/api/narrationStream/${storyId}`, {
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    }),
  ]);
  if (claim.body.status !== 'running') throw new Error(`claim: ${JSON.stringify(claim.body)}`);
  if (!stream.ok || !stream.body) throw new Error(`stream: ${stream.status}`);
  let firstByteMs = NaN;
  let firstSecondMs = NaN;
  let bytes = Buffer.alloc(0);
  for await (const piece of stream.body) {
    if (Number.isNaN(firstByteMs)) firstByteMs = performance.now() - started;
    if (Number.isNaN(firstSecondMs)) {
      bytes = Buffer.concat([bytes, piece]);
      const seconds = listFrames(bytes).reduce((sum, f) => sum + f.samples / f.sampleRate, 0);
      if (seconds >= 1) firstSecondMs = performance.now() - started;
    }
  }
  const recordedMs = performance.now() - started;
  const story = await client.get(`/api/getStory/${storyId}`);
  const progress = await client.get(`/api/narrationProgress/${storyId}`);
  const marks = progress.body.marks as { end: number }[];
  const words = countWords(String(story.body.storyText));
  return {
    words,
    firstByteMs,
    firstSecondMs,
    recordedMs,
    wpm: (words * 60) / (marks.at(-1)?.end ?? NaN),
  };
}
