import { rmSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpParent, writeStory, type BenchClient } from '../../../../bench/lib/parents';
import { openDatabase } from '../../src/db/client';
import { DatabaseUnavailableError } from '../../src/db/database-unavailable';
import { createFreshDatabase } from '../helpers/test-database';
import { fillDisk, mountSmallDisk, unmountSmallDisk } from './small-disk';
import {
  answers,
  freePort,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from './server-process';

const SERVER = ['node', '--import', 'tsx', 'apps/server/src/main.ts'];
const disk = mountSmallDisk(160);
const started: ServerProcess[] = [];
const drops: (() => Promise<void>)[] = [];
const serverUrl = process.env.TEST_DATABASE_URL;

async function until<T>(what: string, read: () => Promise<T | undefined>, ms = 90_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

async function credits(client: BenchClient, userId: string) {
  const profile = await client.get(`/api/getUserProfile/${userId}`);
  return (profile.body.user as { storiesRemaining: number }).storiesRemaining;
}

const storyRequest = {
  hero: 'Maya',
  age: 6,
  elements: 'a dragon, an umbrella, the moon',
  genre: 'Fantasy',
};

/** Asks /api/health every 200 ms until stopped; counts the times nothing answered. */
function watchHealth(port: number) {
  let unanswered = 0;
  let running = true;
  const loop = (async () => {
    while (running) {
      if (!(await answers(port))) unanswered += 1;
      await new Promise((r) => setTimeout(r, 200));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return unanswered;
    },
  };
}

describe.skipIf('reason' in disk)(
  `a full disk${'reason' in disk ? ` (skipped: ${disk.reason})` : ''}`,
  () => {
    const dir = 'dir' in disk ? disk.dir : '';
    afterAll(async () => {
      for (const server of started) {
        server.child.kill('SIGKILL');
        await server.exited;
      }
      for (const drop of drops) await drop().catch(() => {});
      unmountSmallDisk(dir);
    });

    // On PostgreSQL the database lives elsewhere; the small disk holds the files and the log.
    const databases = [
      { name: 'PGlite', url: undefined as string | undefined },
      ...(serverUrl ? [{ name: 'PostgreSQL', url: serverUrl }] : []),
    ];
    it.each(databases)(
      '$name: fails the book being made (refunded, the parent told), keeps the server up, and recovers by itself',
      { timeout: 240_000 },
      async ({ name, url }) => {
        const dataDir = join(dir, `server-${name}`);
        const database = url ? await createFreshDatabase(url, 'sns_faults') : undefined;
        if (database) drops.push(database.drop);
        const port = await freePort();
        const server = startServerProcess(
          SERVER,
          {
            ...(database ? { DATABASE_URL: database.url } : {}),
            DATA_DIR: dataDir,
            RATE_LIMITS: 'off',
            DISK_RESERVE_MB: '32',
            // The book is still being drawn when the disk fills.
            BOOK_PAGE_DELAY_MS: '400',
          },
          port,
          // Its log goes to the same small disk, as `npm start >> server.log` would.
          { logFile: join(dir, `server-${name}.log`) },
        );
        started.push(server);
        expect(await waitForHealth(port), server.output()).toBe(true);
        const { client, user } = await signUpParent(`http://127.0.0.1:${port}`, dataDir, 1);
        const storyId = await writeStory(client);
        const before = await credits(client, user.user_uid);

        const photo = await sharp({
          create: { width: 512, height: 512, channels: 3, background: '#8ab' },
        })
          .png()
          .toBuffer();
        const form = new FormData();
        form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'child.png');
        const book = await client.post(
          `/api/generateBookUsingImageAsReference/${user.user_uid}/${storyId}/false`,
          form,
        );
        expect(book.status, JSON.stringify(book.body)).toBe(202);

        const health = watchHealth(port);
        const filler = fillDisk(dir, 256 * 1024);

        // New paid work is refused with an answer the parent can act on, and costs nothing.
        const refused = await client.post('/api/generateStory', storyRequest);
        expect(refused.status, JSON.stringify(refused.body)).toBe(507);
        expect(refused.body).toMatchObject({ id: 'storage_full' });
        expect(refused.body.message).toMatch(/space/);

        // The book in flight cannot be stored: it fails, and its 10 credits come back once.
        const status = await until('the book to settle', async () => {
          const s = await client.get(`/api/getBookFromStoryGenerationStatus/${storyId}`);
          return s.body.status === 'completed' || s.body.status === 'error'
            ? s.body.status
            : undefined;
        });
        expect(status).toBe('error');
        expect(await credits(client, user.user_uid)).toBe(before);

        // Room again: new stories work without a restart.
        rmSync(filler);
        const accepted = await until('a story to be accepted again', async () => {
          const r = await client.post('/api/generateStory', storyRequest);
          return r.status === 202 ? (r.body.workerId as string) : undefined;
        });
        const written = await until('the story to be written', async () => {
          const s = await client.get(`/api/workerStatus/${accepted}`);
          return s.body.status === 'completed' || s.body.status === 'error'
            ? s.body.status
            : undefined;
        });
        expect(written).toBe('completed');
        expect(await credits(client, user.user_uid)).toBe(before - 1);

        // The server answered all along: no crash, no hang.
        expect(await health.stop()).toBe(0);
        expect(server.child.exitCode).toBeNull();
        // Its reserve would otherwise answer the next test's full disk.
        server.child.kill('SIGKILL');
        await server.exited;
        rmSync(dataDir, { recursive: true, force: true });
      },
    );

    it(
      'the database stopped by a full disk (no room for its write-ahead log) fails fast, then reopens by itself',
      { timeout: 120_000 },
      async () => {
        const logged: string[] = [];
        const database = await openDatabase(
          { kind: 'pglite', dir: join(dir, 'pglite') },
          { log: { info: (_o, msg) => logged.push(msg), error: (_o, msg) => logged.push(msg) } },
        );
        try {
          await database.exec('create table notes (id serial primary key, body text)');
          await database.executeSql('insert into notes (body) values ($1)', ['kept']);
          const filler = fillDisk(dir, 0);
          // Moving on to a new WAL segment needs room for one, and there is none: PostgreSQL
          // panics (at the switch, or at the next write).
          await database.executeSql('select pg_switch_wal()').catch(() => undefined);
          await expect(
            database.executeSql('insert into notes (body) values ($1)', ['lost']),
          ).rejects.toThrow();

          // Contained: later calls fail at once (before, the next one spun the process forever).
          const asked = Date.now();
          await expect(database.executeSql('select 1')).rejects.toBeInstanceOf(
            DatabaseUnavailableError,
          );
          expect(Date.now() - asked).toBeLessThan(1000);

          rmSync(filler);
          const rows = await until('the database to reopen', async () => {
            return (await database.executeSql('select body from notes order by id')).rows;
          });
          expect(rows).toEqual([{ body: 'kept' }]);
          expect(logged.join('\n')).toMatch(/reopened/);
        } finally {
          await database.close();
        }
      },
    );
  },
);
