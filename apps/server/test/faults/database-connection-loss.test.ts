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

const serverUrl = process.env.TEST_DATABASE_URL;
const started: ServerProcess[] = [];
const drops: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const p of started) p.stop();
  for (const drop of drops) await drop().catch(() => {});
});

/** Ends every connection to `database` from the server side, as a restart or a network cut does. */
async function terminateConnections(database: string) {
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const { rows } = await admin.query(
    'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
    [database],
  );
  await admin.end();
  return rows.length;
}

/**
 * A story as a parent gets it through a connection cut: a request caught by the cut answers
 * "try again" (5xx) and the parent does; polling goes on. Whatever was accepted must finish.
 */
async function storyThroughCuts(client: BenchClient, hero: string) {
  const acceptBy = Date.now() + 30_000;
  while (Date.now() < acceptBy) {
    const accepted = await client.post('/api/generateStory', {
      hero,
      age: 6,
      elements: 'a dragon, an umbrella, the moon',
      genre: 'Fantasy',
    });
    if (accepted.status >= 500) {
      await new Promise((r) => setTimeout(r, 250));
      continue;
    }
    expect(accepted.status).toBe(202);
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const status = await client.get(`/api/workerStatus/${accepted.body.workerId as string}`);
      if (status.body.status === 'completed') return;
      expect(status.body.status).not.toBe('error');
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error(`the story of ${hero} was accepted but never finished`);
  }
  throw new Error(`the story of ${hero} was never accepted`);
}

describe.skipIf(!serverUrl)('PostgreSQL connections dropped under load', () => {
  it('a web process and a worker process survive and keep working; every story is paid once', async () => {
    const db = await createFreshDatabase(serverUrl as string, 'sns_faults');
    drops.push(db.drop);
    const name = new URL(db.url).pathname.slice(1);
    const dataDir = freshDataDir();
    const env = { DATA_DIR: dataDir, DATABASE_URL: db.url, RATE_LIMITS: 'off' };
    const webPort = await freePort();
    const web = startServerProcess(
      ['node', '--import', 'tsx', 'apps/server/src/main.ts'],
      { ...env, WORKER: 'off' },
      webPort,
    );
    const worker = startServerProcess(
      ['node', '--import', 'tsx', 'apps/server/src/worker.ts'],
      env,
      await freePort(),
    );
    started.push(web, worker);
    expect(await waitForHealth(webPort), web.output()).toBe(true);
    const { client, user } = await signUpParent(`http://127.0.0.1:${webPort}`, dataDir, 1);
    await writeStory(client, 'Maya', 100);

    // Stories in flight while every connection of both processes is cut, three times.
    const inFlight = Promise.all(
      ['Omar', 'Kai', 'Zoe', 'Ada', 'Ben'].map((hero) => storyThroughCuts(client, hero)),
    );
    for (let cut = 0; cut < 3; cut += 1) {
      await new Promise((r) => setTimeout(r, 300));
      expect(await terminateConnections(name)).toBeGreaterThan(0);
    }
    await inFlight;

    expect(web.child.exitCode, web.output()).toBeNull();
    expect(worker.child.exitCode, worker.output()).toBeNull();
    // Later work still flows.
    await writeStory(client, 'Leo', 200);
    const profile = await client.get(`/api/getUserProfile/${user.user_uid}`);
    const stories = await client.get(`/api/getUserStories/${user.user_uid}`);
    const count = (stories.body as unknown as unknown[]).length;
    expect(count).toBeGreaterThanOrEqual(7);
    // docs/decisions/d1-credits.md: the first story free, then one credit each — every story kept
    // is paid for once.
    expect((profile.body.user as { storiesRemaining: number }).storiesRemaining).toBe(
      12 - (count - 1),
    );
  });
});
