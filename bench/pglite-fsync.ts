import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { connectPglite, type PgliteClient } from '../apps/server/src/db/pglite-connection';
import { machineInfo, writeResult } from './lib/results';
import { median, round } from './lib/stats';

/** The commits of one story: accepted in one transaction, ten progress updates, completed. */
async function storyCommits(db: PgliteClient, i: number) {
  await db.transaction(async (tx) => {
    await tx.query('update parents set credits = credits - 1 where id = 1');
    await tx.query('insert into ledger (ref, delta) values ($1, -1)', [`story-${i}`]);
    await tx.query("insert into stories (id, status, progress) values ($1, 'queued', 0)", [i]);
  });
  for (let percent = 5; percent <= 85; percent += 10) {
    await db.query('update stories set progress = $2 where id = $1', [i, percent]);
  }
  await db.query("update stories set status = 'completed', body = $2 where id = $1", [
    i,
    'Once upon a time… '.repeat(100),
  ]);
}

async function run(mode: 'off' | 'on', stories: number) {
  const dir = mkdtempSync(join(tmpdir(), 'sns-bench-fsync-'));
  // Off: PGlite as it opened before decision 014 (its -F); on: our connection, fsync made real.
  const opened =
    mode === 'off'
      ? await PGlite.create(dir, { relaxedDurability: true }).then((db) => ({
          client: db as PgliteClient,
          close: () => db.close(),
        }))
      : await connectPglite(dir, { info: () => {}, error: () => {} });
  try {
    await opened.client.exec(`
      create table parents (id int primary key, credits int not null);
      create table ledger (id serial primary key, ref text unique, delta int);
      create table stories (id int primary key, status text, progress int, body text);
      insert into parents values (1, 1000000);`);
    const times: number[] = [];
    for (let i = 0; i < stories; i += 1) {
      const start = performance.now();
      await storyCommits(opened.client, i);
      times.push(performance.now() - start);
    }
    // The first tenth warms up the JIT and the tables: not counted.
    return median(times.slice(Math.floor(stories / 10)));
  } finally {
    await opened.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * docs/decisions/014: what fsync at every commit costs on PGlite. A story's commits (acceptance,
 * progress, completion: 11) on a folder in the temp dir, PGlite's default (fsync off) against our
 * connection (fsync on, really synced); runs alternate, and each mode's result is the median of
 * its runs' medians.
 */
export async function benchPgliteFsync({ runs = 5, stories = 200 } = {}) {
  const perRun: Record<'off' | 'on', number[]> = { off: [], on: [] };
  for (let r = 0; r < runs; r += 1) {
    for (const mode of ['off', 'on'] as const) perRun[mode].push(await run(mode, stories));
  }
  const off = median(perRun.off);
  const on = median(perRun.on);
  const result = {
    bench: 'pglite-fsync',
    description: `a story's 11 commits on PGlite in ${tmpdir()}: fsync off (PGlite's default) vs on (decision 014)`,
    runs,
    storiesPerRun: stories,
    unit: 'ms per story',
    fsyncOff: round(off, 2),
    fsyncOn: round(on, 2),
    addedPerStory: round(on - off, 2),
    addedPerCommit: round((on - off) / 11, 3),
    perRun: {
      off: perRun.off.map((v) => round(v, 2)),
      on: perRun.on.map((v) => round(v, 2)),
    },
    machine: machineInfo(),
  };
  writeResult('pglite-fsync', result);
  return result;
}
