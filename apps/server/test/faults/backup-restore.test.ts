import { spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { signUpParent, writeStory, type BenchClient } from '../../../../bench/lib/parents';
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

/** `npm run <script> -- …args` with the environment a parent's machine would have. */
function npmRun(script: string, args: string[], env: Record<string, string>) {
  const child = spawn('npm', ['run', '--silent', script, '--', ...args], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ status: number | null; output: string }>((done) =>
    child.once('exit', (status) => done({ status, output })),
  );
}

async function allCompleted(client: BenchClient, userId: string, count: number) {
  const deadline = Date.now() + 120_000;
  for (;;) {
    const list = (await client.get(`/api/getUserStories/${userId}`)).body as unknown as {
      status: string;
      image: string | null;
    }[];
    // Written, and painted: the picture follows the words (its own job).
    if (list.length === count && list.every((s) => s.status === 'completed' && s.image)) return;
    if (Date.now() > deadline) throw new Error(`stories not completed: ${JSON.stringify(list)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** What a parent sees of their account: stories, pictures (as bytes) and credits. */
async function whatTheParentSees(client: BenchClient, baseUrl: string, userId: string) {
  const stories = await client.get(`/api/getUserStories/${userId}`);
  const list = stories.body as unknown as { uuid: string; title: string; image: string }[];
  const pictures = await Promise.all(
    list.map(async (s) => {
      const res = await fetch(new URL(s.image, baseUrl));
      return { status: res.status, bytes: Buffer.from(await res.arrayBuffer()).toString('base64') };
    }),
  );
  const profile = await client.get(`/api/getUserProfile/${userId}`);
  return {
    stories: list.map((s) => ({ uuid: s.uuid, title: s.title })),
    pictures,
    credits: (profile.body.user as { storiesRemaining: number }).storiesRemaining,
  };
}

describe('npm run backup and npm run restore (docs/decisions/032)', () => {
  it(
    'a backup taken while the server runs restores to a server showing the same stories, pictures and credits',
    { timeout: 300_000 },
    async () => {
      const dataDir = freshDataDir();
      const port = await freePort();
      const env = { DATA_DIR: dataDir, PORT: String(port), RATE_LIMITS: 'off' };
      const first = startServerProcess(SERVER, env, port);
      started.push(first);
      expect(await waitForHealth(port), first.output()).toBe(true);
      const baseUrl = `http://127.0.0.1:${port}`;
      const parent = await signUpParent(baseUrl, dataDir, 1);
      await writeStory(parent.client, 'Maya');
      await writeStory(parent.client, 'Omar');
      await allCompleted(parent.client, parent.user.user_uid, 2);
      const before = await whatTheParentSees(parent.client, baseUrl, parent.user.user_uid);
      expect(before.stories).toHaveLength(2);
      expect(before.credits).toBe(11);

      // While it runs, and while a third story is being written: the copy is of one moment.
      const third = await parent.client.post('/api/generateStory', {
        hero: 'Kai',
        age: 6,
        elements: 'a kite, a fox, the hill',
        genre: 'Adventure',
      });
      expect(third.status).toBe(202);
      const target = join(freshDataDir(), 'backup');
      const backup = await npmRun('backup', ['--to', target], env);
      expect(backup.status, backup.output).toBe(0);
      expect(backup.output).toContain(`Backup written to ${target}`);
      expect(readdirSync(target).sort()).toEqual([
        'backup.json',
        'database.tar.gz',
        'files',
        'session-secret',
      ]);
      await allCompleted(parent.client, parent.user.user_uid, 3);
      const atBackup = await whatTheParentSees(parent.client, baseUrl, parent.user.user_uid);
      expect(atBackup.credits).toBe(10);
      first.child.kill('SIGTERM');
      await first.exited;

      // Restored into a new, empty DATA_DIR (never over one in use); a server there shows the
      // same account, and finishes the story that was being written when the copy was taken.
      const restoredDir = freshDataDir();
      const restoredPort = await freePort();
      const restoredEnv = { DATA_DIR: restoredDir, PORT: String(restoredPort), RATE_LIMITS: 'off' };
      const restore = await npmRun('restore', [target], restoredEnv);
      expect(restore.status, restore.output).toBe(0);
      expect((await npmRun('restore', [target], restoredEnv)).output).toMatch(/is not empty/);

      const second = startServerProcess(SERVER, restoredEnv, restoredPort);
      started.push(second);
      expect(await waitForHealth(restoredPort), second.output()).toBe(true);
      const restoredUrl = `http://127.0.0.1:${restoredPort}`;
      // The same session cookie works: the session secret and the sessions came along.
      parent.client.rebase(restoredUrl);
      await allCompleted(parent.client, parent.user.user_uid, 3);
      const after = await whatTheParentSees(parent.client, restoredUrl, parent.user.user_uid);
      expect(after.stories.map((s) => s.uuid).sort()).toEqual(
        atBackup.stories.map((s) => s.uuid).sort(),
      );
      expect(after.credits).toBe(10);
      for (const picture of after.pictures) expect(picture.status).toBe(200);
      // The two stories finished before the backup come back with the very same pictures.
      const bytesAtBackup = new Map(atBackup.stories.map((s, i) => [s.uuid, atBackup.pictures[i]]));
      for (const story of before.stories) {
        const i = after.stories.findIndex((s) => s.uuid === story.uuid);
        expect(after.pictures[i]?.bytes).toBe(bytesAtBackup.get(story.uuid)?.bytes);
      }
      expect(existsSync(join(restoredDir, 'db'))).toBe(true);
    },
  );
});
