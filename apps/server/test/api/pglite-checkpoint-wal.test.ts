import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPglite, type PgliteConnection } from '../../src/db/pglite-connection';

/**
 * docs/decisions/063: the log a crash leaves to replay is bounded by size, not only by time — a
 * checkpoint falls due once the log has grown by `walBytes` since the last (and waits for a lull),
 * and runs at once, lull or not, at `walForceBytes`. Here the timer never fires (an hour).
 */
const MB = 1024 * 1024;
const silent = { info: () => {}, error: () => {} };
let dir: string;
/** Made-up requests: one every 100 ms is load, none is a lull. */
let lastRequestAt = 0;
let connection: PgliteConnection;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sns-checkpoint-wal-'));
  connection = await connectPglite(
    join(dir, 'db'),
    silent,
    {
      everyMs: 3_600_000,
      lullMs: 400,
      latestMs: 3_600_000,
      lookEveryMs: 50,
      walBytes: 2 * MB,
      walForceBytes: 6 * MB,
      walLookEveryMs: 200,
    },
    () => Date.now() - lastRequestAt,
  );
  await connection.client.exec('create table notes (body text)');
  await connection.client.exec('checkpoint');
}, 120_000);

afterAll(async () => {
  await connection.close();
  rmSync(dir, { recursive: true, force: true });
});

const checkpointAndLog = async () =>
  (
    await connection.client.query<{ redo: string; bytes: number }>(
      `select redo_lsn::text as redo, (pg_current_wal_insert_lsn() - redo_lsn)::float8 as bytes
         from pg_control_checkpoint()`,
    )
  ).rows[0]!;

/** About `mb` MB of log: rows of incompressible-enough text. */
async function writeLog(mb: number) {
  for (let i = 0; i < mb * 8; i += 1)
    await connection.client.query(
      'insert into notes select repeat(md5(random()::text), 4) from generate_series(1, 800)',
    );
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A request every 100 ms for `ms`; the redo positions of the checkpoints seen meanwhile. */
async function underLoad(ms: number) {
  const seen = new Set<string>();
  for (const until = Date.now() + ms; Date.now() < until;) {
    lastRequestAt = Date.now();
    seen.add((await checkpointAndLog()).redo);
    await sleep(100);
  }
  return seen;
}

describe('checkpoints on PGlite, by the size of the log', () => {
  it('do not fall due for a little log', async () => {
    const before = await checkpointAndLog();
    await writeLog(0.5);
    await sleep(1_500);
    expect((await checkpointAndLog()).redo).toBe(before.redo);
  });

  it('fall due after walBytes of log, and wait for a lull', async () => {
    const before = await checkpointAndLog();
    lastRequestAt = Date.now();
    await writeLog(3);
    expect((await checkpointAndLog()).bytes).toBeGreaterThan(2 * MB);
    // Due, but a request every 100 ms leaves no 400 ms lull.
    expect(await underLoad(1_500)).toEqual(new Set([before.redo]));
    await sleep(1_500);
    const after = await checkpointAndLog();
    expect(after.redo).not.toBe(before.redo);
    expect(after.bytes).toBeLessThan(MB);
  });

  it('run under load once the log reaches walForceBytes', async () => {
    const before = await checkpointAndLog();
    lastRequestAt = Date.now();
    await writeLog(7);
    const seen = await underLoad(2_000);
    expect([...seen].some((redo) => redo !== before.redo)).toBe(true);
  });
});
