import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpParent, writeStory, type BenchClient } from '../../../../bench/lib/parents';
import { createFreshDatabase } from '../helpers/test-database';
import {
  freePort,
  freshDataDir,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from './server-process';

const SERVER = ['node', '--import', 'tsx', 'apps/server/src/main.ts'];
const WORKER = ['node', '--import', 'tsx', 'apps/server/src/worker.ts'];
const serverUrl = process.env.TEST_DATABASE_URL;

const started: ServerProcess[] = [];
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const p of started) p.stop();
  for (const drop of drops) await drop().catch(() => {});
});

type Settled = 'completed' | 'error';
const settled = (status: unknown): status is Settled =>
  status === 'completed' || status === 'error';

async function until<T>(what: string, read: () => Promise<T | undefined>, ms = 150_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A story, a narration and a book, all running when the process running them is killed. */
async function startWork(client: BenchClient, userId: string, storyIds: string[]) {
  const photo = await sharp({
    create: { width: 512, height: 512, channels: 3, background: '#8ab' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'child.png');
  form.set('selectedStories', JSON.stringify(storyIds));
  form.set('useImageAsMainImage', 'false');
  const book = await client.post(
    `/api/generateBookUsingImageAsReference/${userId}/${storyIds[0]}/false`,
    form,
  );
  expect(book.status, JSON.stringify(book.body)).toBe(202);
  const narration = await client.get(`/api/getAudioUrl/${storyIds[1]}`);
  expect(narration.status).toBe(200);
  const story = await client.post('/api/generateStory', {
    hero: 'Zoe',
    age: 10,
    elements: 'a lighthouse, a cat, the sea',
    genre: 'Adventure',
  });
  expect(story.status).toBe(202);
  return { workerId: story.body.workerId as string, storyId: story.body.storyId as string };
}

/** Waits for all three to finish; returns what each ended as, and the balance after. */
async function outcome(client: BenchClient, userId: string, storyIds: string[], workerId: string) {
  const book = await until('the book', async () => {
    const s = await client.get(`/api/getBookFromStoryGenerationStatus/${storyIds[0]}`);
    return settled(s.body.status) ? s.body.status : undefined;
  });
  const narration = await until('the narration', async () => {
    const s = await client.get(`/api/getAudioUrl/${storyIds[1]}`);
    return settled(s.body.status) ? s.body.status : undefined;
  });
  const story = await until('the story', async () => {
    const s = await client.get(`/api/workerStatus/${workerId}`);
    return settled(s.body.status) ? s.body.status : undefined;
  });
  const profile = await client.get(`/api/getUserProfile/${userId}`);
  const credits = (profile.body.user as { storiesRemaining: number }).storiesRemaining;
  return { book, narration, story, credits };
}

/**
 * docs/decisions/d1-credits.md: 12 credits at sign-up; the first story and first narration free; a
 * story 1, a book 10. Before the kill: two stories (one paid) → 11.
 */
function expectedCredits(o: { book: Settled; story: Settled }) {
  return 11 - (o.book === 'completed' ? 10 : 0) - (o.story === 'completed' ? 1 : 0);
}

async function parentWithTwoStories(baseUrl: string, dataDir: string) {
  const parent = await signUpParent(baseUrl, dataDir, 1);
  // Long ones (age 10), so narrating one takes seconds.
  const storyIds = [
    await writeStory(parent.client, 'Maya', 100, 10),
    await writeStory(parent.client, 'Omar', 100, 10),
  ];
  return { ...parent, storyIds };
}

describe('SIGKILL during stories, narration and books', () => {
  it(
    'PGlite: after a restart the work resumes within seconds; balance = what was delivered',
    {
      timeout: 300_000,
    },
    async () => {
      const dataDir = freshDataDir();
      const env = { DATA_DIR: dataDir, RATE_LIMITS: 'off' };
      const first = startServerProcess(SERVER, env, await freePort());
      started.push(first);
      expect(await waitForHealth(first.port), first.output()).toBe(true);
      const { client, user, storyIds } = await parentWithTwoStories(
        `http://127.0.0.1:${first.port}`,
        dataDir,
      );

      const { workerId } = await startWork(client, user.user_uid, storyIds);
      await new Promise((r) => setTimeout(r, 300));
      first.child.kill('SIGKILL');
      await first.exited;

      const port = await freePort();
      const second = startServerProcess(SERVER, env, port);
      started.push(second);
      expect(await waitForHealth(port), second.output()).toBe(true);
      const restarted = Date.now();
      // The parent's session survives the restart: the same client goes on.
      client.rebase(`http://127.0.0.1:${port}`);
      const o = await outcome(client, user.user_uid, storyIds, workerId);
      // Before reclaiming, the killed jobs waited for their expiry: 2 minutes, books 10.
      expect(Date.now() - restarted).toBeLessThan(45_000);
      expect(o).toEqual({
        book: 'completed',
        narration: 'completed',
        story: 'completed',
        credits: 0,
      });
      expect(o.credits).toBe(expectedCredits(o));
    },
  );

  it.skipIf(!serverUrl)(
    'PostgreSQL: a killed worker’s jobs are taken back by another worker within a minute',
    { timeout: 300_000 },
    async () => {
      const db = await createFreshDatabase(serverUrl as string, 'sns_faults');
      drops.push(db.drop);
      const dataDir = freshDataDir();
      const env = { DATA_DIR: dataDir, DATABASE_URL: db.url, RATE_LIMITS: 'off' };
      const webPort = await freePort();
      const web = startServerProcess(SERVER, { ...env, WORKER: 'off' }, webPort);
      const doomed = startServerProcess(WORKER, env, await freePort());
      started.push(web, doomed);
      expect(await waitForHealth(webPort), web.output()).toBe(true);
      const { client, user, storyIds } = await parentWithTwoStories(
        `http://127.0.0.1:${webPort}`,
        dataDir,
      );

      const { workerId } = await startWork(client, user.user_uid, storyIds);
      await new Promise((r) => setTimeout(r, 300));
      doomed.child.kill('SIGKILL');
      await doomed.exited;
      const survivor = startServerProcess(WORKER, env, await freePort());
      started.push(survivor);
      const restarted = Date.now();
      const o = await outcome(client, user.user_uid, storyIds, workerId).catch((e: Error) => {
        throw new Error(`${e.message}\n${survivor.output().slice(-4000)}`);
      });
      // The dead worker is silent for 30 s before its jobs are taken; expiry was 2–10 minutes.
      expect(Date.now() - restarted).toBeLessThan(120_000);
      expect(o.credits).toBe(expectedCredits(o));
      expect(o).toEqual({
        book: 'completed',
        narration: 'completed',
        story: 'completed',
        credits: 0,
      });
    },
  );
});
