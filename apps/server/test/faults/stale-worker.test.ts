import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { signUpParent, writeStory } from '../../../../bench/lib/parents';
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
const cleanups: (() => Promise<unknown>)[] = [];
afterAll(async () => {
  for (const p of started) {
    if (p.child.pid !== undefined) {
      try {
        process.kill(p.child.pid, 'SIGCONT');
      } catch {
        // Gone already.
      }
    }
    p.stop();
  }
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
});

async function until<T>(what: string, read: () => Promise<T | undefined>, ms: number) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** Every stored file with its size, modification time and a hash of its bytes. */
function filesIn(dir: string) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      const stat = statSync(path);
      const hash = createHash('sha256').update(readFileSync(path)).digest('hex');
      return `${path.slice(dir.length)} ${stat.size} ${stat.mtimeMs} ${hash}`;
    })
    .sort();
}

/**
 * Issue 33, point 3: a worker SIGSTOPped while building a book had its job taken over by another
 * worker, which finished it; resumed, the stale worker wrote book.pdf again.
 */
describe.skipIf(!serverUrl)(
  'a worker stopped mid-book and resumed after another finished it',
  () => {
    it(
      'writes nothing: no file, no row; it stays a live worker',
      { timeout: 400_000 },
      async () => {
        const database = await createFreshDatabase(serverUrl as string, 'sns_stale');
        cleanups.push(database.drop);
        const sql = new pg.Pool({ connectionString: database.url, max: 2 });
        cleanups.push(() => sql.end());
        const dataDir = freshDataDir();
        // Slow pages: the book is still being drawn when the worker is stopped and resumed.
        const env = {
          DATA_DIR: dataDir,
          DATABASE_URL: database.url,
          RATE_LIMITS: 'off',
          BOOK_PAGE_DELAY_MS: '700',
        };
        const webPort = await freePort();
        const web = startServerProcess(SERVER, { ...env, WORKER: 'off' }, webPort);
        const stale = startServerProcess(WORKER, env, await freePort());
        started.push(web, stale);
        expect(await waitForHealth(webPort), web.output()).toBe(true);
        const baseUrl = `http://127.0.0.1:${webPort}`;
        const parent = await signUpParent(baseUrl, dataDir, 1);
        const storyId = await writeStory(parent.client, 'Maya', 100);

        const photo = await sharp({
          create: { width: 512, height: 512, channels: 3, background: '#8ab' },
        })
          .png()
          .toBuffer();
        const form = new FormData();
        form.set('image', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'child.png');
        form.set('selectedStories', JSON.stringify([storyId]));
        form.set('useImageAsMainImage', 'true');
        const book = await parent.client.post(
          `/api/generateBookUsingImageAsReference/${parent.user.user_uid}/${storyId}/false`,
          form,
        );
        expect(book.status, JSON.stringify(book.body)).toBe(202);
        const bookRow = async () =>
          (
            await sql.query<{ status: string; pages_done: number; pdf_key: string | null }>(
              'select status, pages_done, pdf_key from book_jobs where story_id = $1',
              [storyId],
            )
          ).rows[0];
        await until(
          'the stale worker drawing the book',
          async () => ((await bookRow())?.pages_done ?? 0) >= 1 || undefined,
          120_000,
        );
        stale.child.kill('SIGSTOP');

        // Another worker takes the job once the stopped one has been silent for 30 s, and finishes.
        const other = startServerProcess(WORKER, env, await freePort());
        started.push(other);
        await until(
          'the other worker finishing the book',
          async () => ((await bookRow())?.status === 'completed' ? true : undefined),
          240_000,
        ).catch((error: Error) => {
          throw new Error(`${error.message}\n${other.output().slice(-3000)}`);
        });
        // Its settle and the photo's deletion follow the commit: let them land.
        await new Promise((r) => setTimeout(r, 2000));
        const filesDir = join(dataDir, 'files');
        const rowsOf = async () => ({
          book: (await sql.query('select * from book_jobs where story_id = $1', [storyId])).rows,
          story: (await sql.query('select * from stories where id = $1', [storyId])).rows,
          images: (await sql.query('select * from story_images where story_id = $1', [storyId]))
            .rows,
          credits: (await sql.query('select * from credit_ledger order by created_at')).rows,
          job: (
            await sql.query(
              "select state, retry_count, output from pgboss.job where name = 'build-book'",
            )
          ).rows,
        });
        const filesBefore = filesIn(filesDir);
        const rowsBefore = await rowsOf();
        expect(filesBefore.some((f) => f.includes('book.pdf') || f.endsWith('.pdf'))).toBe(true);

        stale.child.kill('SIGCONT');
        // It draws its remaining pages (at most ~20 s), then comes to its first write: given the
        // time to make it, it finds its claim gone and says so.
        const resumed = Date.now();
        while (
          !stale.output().includes('was taken over by another process') &&
          Date.now() - resumed < 90_000
        ) {
          await new Promise((r) => setTimeout(r, 500));
        }
        await new Promise((r) => setTimeout(r, 2000));
        expect(filesIn(filesDir)).toEqual(filesBefore);
        expect(await rowsOf()).toEqual(rowsBefore);
        expect(stale.output()).toContain('was taken over by another process');
        // Still a worker among the others, saying it is alive again.
        expect(stale.child.exitCode).toBeNull();
        const label = `pid ${stale.child.pid}`;
        await until(
          'the resumed worker’s heartbeat',
          async () =>
            (await sql.query('select 1 from job_processes where label like $1', [`%${label}`])).rows
              .length > 0 || undefined,
          20_000,
        );
      },
    );
  },
);
