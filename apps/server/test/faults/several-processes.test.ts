import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpParent, type BenchClient } from '../../../../bench/lib/parents';
import { startS3Server, type S3TestServer } from '../helpers/s3-server';
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

const PARENTS = 10;
const STORIES_EACH = 6;

const started: ServerProcess[] = [];
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const p of started) p.stop();
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function until<T>(what: string, read: () => Promise<T | undefined>, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/**
 * The production layout of docs/design.md (several processes): web processes with WORKER=off and
 * `npm run worker` processes on one PostgreSQL and one S3 bucket, sharing only those (and the
 * session secret, as a deployment would).
 */
describe.skipIf(!serverUrl)('two web processes and two workers on PostgreSQL and S3', () => {
  it(
    'every one of 60 stories is written once and charged once, though a worker is killed mid-way, and its files are read through either web process',
    { timeout: 600_000 },
    async () => {
      const database = await createFreshDatabase(serverUrl as string, 'sns_layout');
      cleanups.push(database.drop);
      const s3: S3TestServer = await startS3Server();
      cleanups.push(s3.close);
      const bucket = await s3.createBucket();
      const sql = new pg.Pool({ connectionString: database.url, max: 2 });
      cleanups.push(() => sql.end());
      const count = async (text: string) =>
        Number((await sql.query<{ n: string }>(text)).rows[0]?.n ?? 0);

      // One outbox folder for all: the sign-up e-mails are read from it, whoever sent them.
      const dataDir = freshDataDir();
      const env = {
        DATA_DIR: dataDir,
        DATABASE_URL: database.url,
        SESSION_SECRET: 'c'.repeat(64),
        RATE_LIMITS: 'off',
        ...s3.env(bucket),
      };
      const webPorts = [await freePort(), await freePort()];
      const webs = webPorts.map((port) =>
        startServerProcess(SERVER, { ...env, WORKER: 'off' }, port),
      );
      started.push(...webs);
      for (const web of webs) expect(await waitForHealth(web.port), web.output()).toBe(true);
      const workers = [
        startServerProcess(WORKER, env, await freePort()),
        startServerProcess(WORKER, env, await freePort()),
      ];
      started.push(...workers);
      const baseUrls = webPorts.map((port) => `http://127.0.0.1:${port}`);
      const at = (client: BenchClient, i: number) => {
        client.rebase(baseUrls[i % 2] as string);
        return client;
      };

      // Parents sign up on one web process or the other; each sends six stories, alternating.
      const parents = [];
      for (let i = 0; i < PARENTS; i += 1) {
        parents.push(await signUpParent(baseUrls[i % 2] as string, dataDir, i));
      }
      const sent = await Promise.all(
        parents.map(async (parent, p) => {
          const ids: string[] = [];
          for (let s = 0; s < STORIES_EACH; s += 1) {
            const accepted = await at(parent.client, p + s).post('/api/generateStory', {
              hero: `Hero${p}x${s}`,
              age: 5,
              elements: 'a kite, a fox, the hill',
              genre: 'Adventure',
            });
            expect(accepted.status, JSON.stringify(accepted.body)).toBe(202);
            ids.push(accepted.body.storyId as string);
          }
          return ids;
        }),
      );
      const total = PARENTS * STORIES_EACH;
      expect(sent.flat()).toHaveLength(total);

      // A quarter done, one worker dies without a word; the other takes its jobs back.
      await until(
        'a quarter of the stories',
        async () =>
          (await count(`select count(*) n from stories where status = 'completed'`)) >= total / 4
            ? true
            : undefined,
        240_000,
      );
      const doomed = workers[0] as ServerProcess;
      doomed.child.kill('SIGKILL');
      await doomed.exited;
      expect(await count(`select count(*) n from stories where status = 'completed'`)).toBeLessThan(
        total,
      );
      await until(
        'every story, with its picture (which follows the words)',
        async () =>
          (await count(
            `select count(*) n from stories where status = 'completed' and image_key is not null`,
          )) === total
            ? true
            : undefined,
        300_000,
      ).catch((error: Error) => {
        throw new Error(`${error.message}\n${workers[1]?.output().slice(-3000)}`);
      });

      // Written once: one stored picture row each; charged once: 12 credits, the first story
      // free (docs/decisions/d1-credits.md), five paid, nothing refunded.
      expect(
        await count(`select count(*) n from (select story_id from story_images
          group by story_id having count(*) <> 1) twice`),
      ).toBe(0);
      expect(
        await count(`select count(*) n from credit_ledger where reason = 'story' and delta < 0`),
      ).toBe(total - PARENTS);
      expect(
        await count(`select count(*) n from credit_ledger where reason = 'story_refund'`),
      ).toBe(0);
      for (const [p, parent] of parents.entries()) {
        const profile = await at(parent.client, p).get(
          `/api/getUserProfile/${parent.user.user_uid}`,
        );
        expect((profile.body.user as { storiesRemaining: number }).storiesRemaining).toBe(
          12 - (STORIES_EACH - 1),
        );
        // Each story and its picture, through both web processes (the picture from the bucket).
        for (const storyId of sent[p] ?? []) {
          for (const web of [0, 1]) {
            const story = await at(parent.client, web).get(`/api/getStory/${storyId}`);
            expect(story.body.status).toBe('completed');
            const picture = await fetch(String(story.body.image));
            expect(picture.status).toBe(200);
            expect(picture.headers.get('content-type')).toMatch(/^image\//);
          }
        }
      }
      expect(
        (await s3.keys(bucket)).filter((k) => k.startsWith('stories/')).length,
      ).toBeGreaterThanOrEqual(total);
    },
  );
});
