import { grantCredits } from '../../apps/server/src/modules/credits/credit-ledger';
import { writeStory, type BenchClient } from './parents';
import type { startBenchServer } from './server';
import { median, round } from './stats';

type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

const AGES = [2, 6, 12];

/**
 * Narration as a parent waits for it through the real server: from the first GET
 * /api/getAudioUrl (Narrate) until it answers `completed` (the player appears), polled every
 * 100 ms. One story at a time for each age band, then two stories of one parent asked together —
 * what the phone journey does, and what made it time out when narrations queued behind each other.
 */
export async function timeServedNarrations(server: BenchServer, parentNumber: number, rounds = 2) {
  const parent = await server.parent(parentNumber);
  await server.ctx.database.db.transaction((tx) =>
    grantCredits(tx, parent.user.user_uid, { amount: 1000, reason: 'bench', ref: parent.email }),
  );
  const client = parent.client;

  const single: { age: number; words: number; seconds: number }[] = [];
  for (let round = 0; round < rounds; round += 1) {
    for (const age of AGES) {
      const storyId = await writeStory(client, 'Maya', 50, age);
      const started = performance.now();
      await waitForNarration(client, storyId, started);
      single.push({
        age,
        words: await wordsOf(client, storyId),
        seconds: (performance.now() - started) / 1000,
      });
    }
  }

  const pairs: { firstSeconds: number; bothSeconds: number }[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const stories = [await writeStory(client, 'Omar'), await writeStory(client, 'Kai')];
    const started = performance.now();
    const done = await Promise.all(stories.map((id) => waitForNarration(client, id, started)));
    pairs.push({ firstSeconds: Math.min(...done), bothSeconds: Math.max(...done) });
  }

  return {
    byAge: AGES.map((age) => {
      const runs = single.filter((r) => r.age === age);
      return {
        age,
        words: Math.round(median(runs.map((r) => r.words))),
        medianSeconds: round(median(runs.map((r) => r.seconds)), 2),
        runs: runs.map((r) => round(r.seconds, 2)),
      };
    }),
    twoAtOnce: {
      medianFirstSeconds: round(median(pairs.map((p) => p.firstSeconds)), 2),
      medianBothSeconds: round(median(pairs.map((p) => p.bothSeconds)), 2),
      runs: pairs.map((p) => ({
        firstSeconds: round(p.firstSeconds, 2),
        bothSeconds: round(p.bothSeconds, 2),
      })),
    },
  };
}

/** Seconds from `started` until the story's narration is ready (the first call starts it). */
async function waitForNarration(client: BenchClient, storyId: string, started: number) {
  for (;;) {
    const res = await client.get(`/api/getAudioUrl/${storyId}`);
    if (res.body.status === 'completed') return (performance.now() - started) / 1000;
    if (res.status !== 200 || res.body.status === 'error')
      throw new Error(`narration: ${res.status} ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function wordsOf(client: BenchClient, storyId: string) {
  const story = await client.get(`/api/getStory/${storyId}`);
  return String(story.body.storyText).split(/\s+/).filter(Boolean).length;
}
