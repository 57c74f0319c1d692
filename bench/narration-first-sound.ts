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
  const server = await startServerProcess(undefined);
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
    const result = {
      bench: 'narration-first-sound',
      description:
        'Narrate → first audio bytes and first decodable second of the stream, from outside the server process over HTTP (embedded Flite, PGlite, in-process worker), median of runs',
      bar: 'first sound ≤ 1 s for any story length (docs/design.md#design-7)',
      machine: machineInfo(),
      bands,
    };
    writeResult('narration-first-sound', result);
    return result;
  } finally {
    await server.close();
  }
}

async function measureOnce(baseUrl: string, client: BenchClient, age: number): Promise<Run> {
  const storyId = await writeStory(client, 'Maya', 50, age);
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
