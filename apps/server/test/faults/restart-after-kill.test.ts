import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUpParent } from '../../../../bench/lib/parents';
import {
  ROOT,
  freePort,
  freshDataDir,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from './server-process';

/** The compiled server, as `npm start` runs it: what a supervisor restarts. */
const SERVER = ['node', 'apps/server/dist/server/main.js'];
/** The server under a parent that does not reap it for two minutes (a killed one stays a zombie). */
const UNREAPED_SERVER = ['node', 'apps/server/test/faults/unreaping-parent.mjs', '120', ...SERVER];

const TRIES = 3;

beforeAll(() => {
  const build = spawnSync(process.execPath, ['apps/server/build.mjs'], { cwd: ROOT });
  expect(build.status, build.stderr.toString()).toBe(0);
});

const started: ServerProcess[] = [];
afterEach(() => {
  for (const server of started.splice(0)) server.stop();
});

const lockHolder = (dataDir: string) =>
  (JSON.parse(readFileSync(join(dataDir, 'db', 'sns-server.lock'), 'utf8')) as { pid: number }).pid;

const processState = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
};

/**
 * Issue 33, point 2: a server killed with kill -9 stays a zombie until its parent reaps it, and
 * the data-folder lock took the zombie for a live server, refusing the restart.
 */
describe.skipIf(process.platform !== 'linux')('a restart right after kill -9', () => {
  it(
    `serves within 10 s (or as soon as a restart after a reaped crash does, on a busier machine), though the killed server is still a zombie (${TRIES} kills)`,
    { timeout: 300_000 },
    async () => {
      const dataDir = freshDataDir();
      const env = { DATA_DIR: dataDir, RATE_LIMITS: 'off' };
      const first = startServerProcess(SERVER, env, await freePort());
      started.push(first);
      expect(await waitForHealth(first.port), first.output()).toBe(true);
      // The yardstick: a restart after kill -9 whose server was reaped at once (this test's
      // process is its parent). It includes the database's crash recovery; 10 s is the bound,
      // unless the machine is so busy that this restart alone takes longer.
      first.child.kill('SIGKILL');
      await first.exited;
      const restartedAt = Date.now();
      let current = startServerProcess(UNREAPED_SERVER, env, await freePort());
      started.push(current);
      expect(await waitForHealth(current.port), current.output()).toBe(true);
      const reapedRestart = Date.now() - restartedAt;
      const limit = Math.max(10_000, 2 * reapedRestart);
      const servedAfter: number[] = [];
      for (let kill = 0; kill < TRIES; kill += 1) {
        const pid = lockHolder(dataDir);
        process.kill(pid, 'SIGKILL');
        const killedAt = Date.now();
        while (processState(pid) !== 'Z') await new Promise((r) => setTimeout(r, 20));

        // At once, as a supervisor would: the zombie is not a server using the folder.
        const next = startServerProcess(
          kill === TRIES - 1 ? SERVER : UNREAPED_SERVER,
          env,
          await freePort(),
        );
        started.push(next);
        const served = await waitForHealth(next.port, limit);
        expect(processState(pid), 'still a zombie').toBe('Z');
        expect(served, next.output()).toBe(true);
        servedAfter.push(Date.now() - killedAt);
        expect(servedAfter.at(-1)).toBeLessThan(limit);
        expect(next.output()).not.toContain('Another Starry Night Story server');
        current = next;
      }
      console.log(
        `restart after kill -9, reaped: served after ${reapedRestart} ms; still a zombie: ${servedAfter.join(', ')} ms`,
      );
      expect(current.child.exitCode).toBeNull();
    },
  );
});

const child = (n: number) => ({
  name: `Maya ${n}`,
  age: 5,
  pronouns: 'she',
  appearance: {
    skinTone: 'brown',
    hairColour: 'black',
    hairStyle: 'coily',
    eyeColour: 'dark-brown',
    glasses: false,
    freckles: true,
  },
  favouriteColour: 'purple',
});

/**
 * Issue 33, point 2 (docs/decisions/063): killed in the middle of writes, the server restarts —
 * its database's crash recovery included — and has every write it acknowledged. How long that
 * took is reported, not asserted (the bar, 10 s, is `npm run bench -- restart`'s).
 */
describe.skipIf(process.platform !== 'linux')('a restart after kill -9 under writes', () => {
  it(
    `serves again with every acknowledged write (${TRIES} kills)`,
    { timeout: 600_000 },
    async () => {
      const dataDir = freshDataDir();
      const env = { DATA_DIR: dataDir, RATE_LIMITS: 'off' };
      const port = await freePort();
      let server = startServerProcess(SERVER, env, port);
      started.push(server);
      expect(await waitForHealth(server.port), server.output()).toBe(true);
      const baseUrl = `http://127.0.0.1:${port}`;
      const parent = await signUpParent(baseUrl, dataDir, 0);
      const added = await parent.client.post('/api/children', child(0));
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const path = `/api/children/${added.body.id as string}`;
      let saved = 0;
      const servedAfter: number[] = [];
      for (let kill = 0; kill < TRIES; kill += 1) {
        // One writer, so the last acknowledged save is the one to find again.
        let writing = true;
        const writer = (async () => {
          while (writing) {
            const reply = await parent.client.put(path, child(saved + 1)).catch(() => undefined);
            if (!writing) break;
            if (reply?.status === 200) saved += 1;
          }
        })();
        await new Promise((r) => setTimeout(r, 5_000));
        const acknowledged = saved;
        writing = false;
        server.child.kill('SIGKILL');
        const killedAt = Date.now();
        await server.exited;
        await writer;
        server = startServerProcess(SERVER, env, port);
        started.push(server);
        expect(await waitForHealth(server.port), server.output()).toBe(true);
        servedAfter.push(Date.now() - killedAt);
        const after = await parent.client.get(path);
        expect(after.status).toBe(200);
        // The save in flight at the kill may have committed too.
        const found = Number(/\d+$/.exec(String(after.body.name))?.[0]);
        expect(found).toBeGreaterThanOrEqual(acknowledged);
        expect(found).toBeLessThanOrEqual(acknowledged + 1);
        saved = found;
        expect(acknowledged).toBeGreaterThan(0);
      }
      console.log(`restart after kill -9 under writes: served after ${servedAfter.join(', ')} ms`);
    },
  );
});
