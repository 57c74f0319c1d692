import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPglite, type PgliteConnection } from '../../src/db/pglite-connection';

/**
 * docs/decisions/050: a checkpoint stops the event loop while it writes and fsyncs, so a due one
 * waits for a lull in the requests, and runs anyway once it has waited its longest.
 */
const LATEST_MS = 3_000;
const silent = { info: () => {}, error: () => {} };
let dir: string;
/** The requests here are made up: one every 100 ms is load, none is a lull. */
let lastRequestAt = 0;
let connection: PgliteConnection;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'sns-checkpoint-'));
  connection = await connectPglite(
    join(dir, 'db'),
    silent,
    {
      everyMs: 300,
      lullMs: 400,
      latestMs: LATEST_MS,
      lookEveryMs: 50,
      walBytes: Infinity,
      walForceBytes: Infinity,
      walLookEveryMs: 1_000,
    },
    () => Date.now() - lastRequestAt,
  );
  await connection.client.exec('create table notes (body text)');
}, 120_000);

afterAll(async () => {
  await connection.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The last checkpoint's position in the log. */
const lastCheckpoint = async () =>
  (
    await connection.client.query<{ lsn: string }>(
      'select checkpoint_lsn::text as lsn from pg_control_checkpoint()',
    )
  ).rows[0]?.lsn;

const write = () => connection.client.query("insert into notes values ('a line')");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A request (and a query) every 100 ms for `ms`; the checkpoint positions seen meanwhile. */
async function underLoad(ms: number) {
  const seen = new Set<string | undefined>();
  for (const until = Date.now() + ms; Date.now() < until;) {
    lastRequestAt = Date.now();
    seen.add(await lastCheckpoint());
    await sleep(100);
  }
  return seen;
}

describe('checkpoints on PGlite', () => {
  it('wait for a lull in the requests, then run', async () => {
    await write();
    const before = await lastCheckpoint();
    // Due after 300 ms, but a request every 100 ms leaves no 400 ms lull.
    expect(await underLoad(1_500)).toEqual(new Set([before]));
    await sleep(1_000);
    expect(await lastCheckpoint()).not.toBe(before);
  });

  it('run under sustained load once they have waited their longest', async () => {
    await write();
    const before = await lastCheckpoint();
    const seen = await underLoad(LATEST_MS + 1_500);
    expect([...seen].some((lsn) => lsn !== before)).toBe(true);
  });
});
