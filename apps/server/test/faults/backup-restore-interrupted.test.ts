import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpParent, writeStory } from '../../../../bench/lib/parents';
import {
  ROOT,
  freePort,
  freshDataDir,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from './server-process';

const SERVER = ['node', '--import', 'tsx', 'apps/server/src/main.ts'];

const started: ServerProcess[] = [];
afterEach(() => {
  for (const server of started.splice(0)) server.stop();
});

/** `npm run backup` / `npm run restore` as one process, so kill -9 reaches the one doing the work. */
function operation(args: string[], env: Record<string, string>) {
  const child = spawn('node', ['--import', 'tsx', 'apps/server/src/operations.ts', ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<{ status: number | null; output: string }>((resolve) =>
    child.once('exit', (status) => resolve({ status, output })),
  );
  return { child, done };
}

/** Resolves once `seen()` holds (checked every 5 ms), or false when `done` comes first. */
async function whenSeen(seen: () => boolean, done: Promise<unknown>, ms = 120_000) {
  let finished = false;
  void done.then(() => (finished = true));
  const until = Date.now() + ms;
  while (!finished && Date.now() < until) {
    if (seen()) return true;
    await new Promise((r) => setTimeout(r, 5));
  }
  return false;
}

const entries = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);
const isCompleteBackup = (dir: string) =>
  ['backup.json', 'database.tar.gz', 'files'].every((name) => existsSync(join(dir, name)));

async function serverWithAStory(dataDir: string) {
  const port = await freePort();
  const server = startServerProcess(SERVER, { DATA_DIR: dataDir, RATE_LIMITS: 'off' }, port);
  started.push(server);
  expect(await waitForHealth(port), server.output()).toBe(true);
  return { server, port };
}

/** Issue 33, point 4: a backup or a restore killed half-way leaves a whole result or nothing. */
describe('npm run backup and npm run restore, interrupted by kill -9', () => {
  it(
    'a server killed during a backup: nothing half-written is kept, the message says so, and the next backup succeeds',
    { timeout: 400_000 },
    async () => {
      const dataDir = freshDataDir();
      const backups = join(dataDir, 'backups');
      const outcomes: string[] = [];
      let { server, port } = await serverWithAStory(dataDir);
      const parent = await signUpParent(`http://127.0.0.1:${port}`, dataDir, 1);
      await writeStory(parent.client, 'Maya');
      for (const delayMs of [0, 150]) {
        const env = { DATA_DIR: dataDir, PORT: String(port) };
        const backup = operation(['backup'], env);
        const writing = await whenSeen(
          () => entries(backups).some((name) => name.endsWith('.incomplete')),
          backup.done,
        );
        await new Promise((r) => setTimeout(r, delayMs));
        server.child.kill('SIGKILL');
        await server.exited;
        const result = await backup.done;
        // A whole backup, or nothing: no folder left that could be taken for one.
        const left = entries(backups);
        for (const name of left) expect(isCompleteBackup(join(backups, name)), name).toBe(true);
        if (result.status === 0) {
          outcomes.push('completed before the kill');
        } else {
          expect(writing).toBe(true);
          expect(result.output).toContain('stopped while writing the backup; nothing was kept');
          expect(result.output).not.toContain('set PORT');
          outcomes.push(`killed mid-backup after ${delayMs} ms: nothing kept`);
        }

        ({ server, port } = await serverWithAStory(dataDir));
        const again = await operation(['backup'], { DATA_DIR: dataDir, PORT: String(port) }).done;
        expect(again.status, again.output).toBe(0);
        expect(again.output).toContain('Backup written to');
        expect(entries(backups).filter((name) => name.endsWith('.incomplete'))).toEqual([]);
      }
      console.log(`backup killed: ${outcomes.join('; ')}`);
    },
  );

  it(
    'a restore killed half-way leaves a whole database or none; a server refuses the half-restored folder; the next restore succeeds with the backup’s secret',
    { timeout: 400_000 },
    async () => {
      const sourceDir = freshDataDir();
      const { server, port } = await serverWithAStory(sourceDir);
      const parent = await signUpParent(`http://127.0.0.1:${port}`, sourceDir, 1);
      await writeStory(parent.client, 'Omar');
      const backupDir = join(freshDataDir(), 'backup');
      const made = await operation(['backup', '--to', backupDir], {
        DATA_DIR: sourceDir,
        PORT: String(port),
      }).done;
      expect(made.status, made.output).toBe(0);
      server.child.kill('SIGTERM');
      await server.exited;

      const outcomes: string[] = [];
      for (const delayMs of [0, 300, 1000]) {
        const dataDir = freshDataDir();
        const env = { DATA_DIR: dataDir };
        const restore = operation(['restore', backupDir], env);
        const staging = join(dataDir, 'restore-in-progress');
        const writing = await whenSeen(() => existsSync(staging), restore.done);
        await new Promise((r) => setTimeout(r, delayMs));
        restore.child.kill('SIGKILL');
        const result = await restore.done;
        const database = join(dataDir, 'db', 'PG_VERSION');
        const whole = existsSync(database) && !existsSync(staging);
        if (whole) {
          outcomes.push(`${delayMs} ms: complete`);
        } else {
          expect(writing, result.output).toBe(true);
          // Nothing in place: no database, no files.
          expect(entries(join(dataDir, 'db')).filter((n) => n !== 'sns-server.lock')).toEqual([]);
          expect(entries(join(dataDir, 'files'))).toEqual([]);
          outcomes.push(`${delayMs} ms: nothing in place`);
          if (delayMs === 0) {
            // A server started here now would begin with an empty database: it says why it won't.
            const refused = startServerProcess(SERVER, env, await freePort());
            started.push(refused);
            expect(await refused.exited).toBe(1);
            expect(refused.output()).toContain('did not finish');
            expect(refused.output()).toContain('npm run restore');
          }
          const again = await operation(['restore', backupDir], env).done;
          expect(again.status, again.output).toBe(0);
          expect(again.output).toContain('Restored the backup');
        }
        expect(existsSync(staging)).toBe(false);
        expect(readFileSync(join(dataDir, 'session-secret'), 'utf8')).toBe(
          readFileSync(join(backupDir, 'session-secret'), 'utf8'),
        );
        if (delayMs === 1000) {
          const restoredPort = await freePort();
          const restored = startServerProcess(SERVER, env, restoredPort);
          started.push(restored);
          expect(await waitForHealth(restoredPort), restored.output()).toBe(true);
          parent.client.rebase(`http://127.0.0.1:${restoredPort}`);
          const stories = await parent.client.get(`/api/getUserStories/${parent.user.user_uid}`);
          expect(stories.status).toBe(200);
          expect(stories.body).toHaveLength(1);
        }
      }
      console.log(`restore killed: ${outcomes.join('; ')}`);
    },
  );
});
