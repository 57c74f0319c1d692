import { PGlite } from '@electric-sql/pglite';
import { freeBytes, MB } from '../lib/free-space';
import { msSinceLastRequest } from '../lib/request-activity';
import { DatabaseUnavailableError } from './database-unavailable';
import { PgliteNodeFS } from './pglite-node-fs';

export interface DatabaseLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What Drizzle and our raw SQL call: one object for the process's life, whatever PGlite is open. */
export type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction' | 'dumpDataDir'>;

export interface PgliteConnection {
  client: PgliteClient;
  close(): Promise<void>;
}

/**
 * PostgreSQL's own settings, with fsync back on (PGlite turns it off with -F) and the log synced
 * with fsync(2), the call PgliteNodeFS makes real. docs/decisions/014 weighs the cost.
 */
const START_PARAMS = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'fsync=on',
  '-c',
  'wal_sync_method=fsync',
];

/**
 * A reopen, and a checkpoint, may need a new 16 MB WAL segment (and the end of recovery writes
 * a checkpoint): neither is tried with less free than two segments. Failing for want of room is
 * harmless for a checkpoint, but a reopen that fails costs half a second of a core.
 */
const ROOM_NEEDED = 32 * MB;
const FIRST_REOPEN_DELAY_MS = 1000;
const LONGEST_REOPEN_DELAY_MS = 15_000;
/**
 * PGlite runs PostgreSQL in single-user mode: no checkpointer, and no checkpoint however much WAL
 * is written, so pg_wal grew by every write until the process stopped (400 MB after 50 updates
 * of a 20 000-row table). A checkpoint every five minutes (PostgreSQL's checkpoint_timeout) keeps
 * it to a few recycled segments, which are then reused rather than created — on a nearly full
 * disk the creation of a segment is what makes PostgreSQL panic — and keeps recovery short.
 */
const CHECKPOINT_EVERY_MS = 5 * 60_000;
/**
 * A checkpoint runs inside PGlite, on the event loop: it writes every dirty page and fsyncs every
 * file it touched, and nothing else runs meanwhile — 60–250 ms after a few commits, over a second
 * after a burst of writes, on the disk measured (docs/decisions/050). So once one is due it waits
 * for a lull — no request for LULL_MS (the job queue's own queries never stop long enough to
 * count) — and runs at the latest LATEST_MS after it fell due, so sustained load only delays it.
 */
const CHECKPOINT_LULL_MS = 500;
const CHECKPOINT_LATEST_MS = 60_000;
const CHECKPOINT_LOOK_EVERY_MS = 250;
/**
 * The log a crash leaves to replay is what was written since the last checkpoint, and a restart
 * replays it before it serves (docs/decisions/063). Five minutes of writes, plus the minute a
 * checkpoint may wait for a lull, is unbounded under a write load; so a checkpoint also falls due
 * once the log has grown by one segment since the last, and runs at once, lull or not, at four.
 */
const CHECKPOINT_WAL_BYTES = 16 * MB;
const CHECKPOINT_WAL_FORCE_BYTES = 64 * MB;
const CHECKPOINT_WAL_LOOK_EVERY_MS = 5_000;

export interface CheckpointTiming {
  everyMs: number;
  lullMs: number;
  latestMs: number;
  lookEveryMs: number;
  /** Log written since the last checkpoint that makes one due, and that runs one at once. */
  walBytes: number;
  walForceBytes: number;
  walLookEveryMs: number;
}

const CHECKPOINT_TIMING: CheckpointTiming = {
  everyMs: CHECKPOINT_EVERY_MS,
  lullMs: CHECKPOINT_LULL_MS,
  latestMs: CHECKPOINT_LATEST_MS,
  lookEveryMs: CHECKPOINT_LOOK_EVERY_MS,
  walBytes: CHECKPOINT_WAL_BYTES,
  walForceBytes: CHECKPOINT_WAL_FORCE_BYTES,
  walLookEveryMs: CHECKPOINT_WAL_LOOK_EVERY_MS,
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/**
 * Opens PGlite on a folder and keeps it usable. When PostgreSQL aborts (a PANIC: a full disk
 * leaving no room for its write-ahead log), the dead instance is never called again — each call
 * fails at once with DatabaseUnavailableError — and a new one is opened on the same files as soon
 * as there is room; PostgreSQL's recovery replays every committed transaction. The caller holds
 * the folder lock throughout (db/data-folder-lock.ts), so no other process can step in.
 */
export async function connectPglite(
  dir: string,
  log: DatabaseLog,
  /** Tests shorten it. */
  timing: CheckpointTiming = CHECKPOINT_TIMING,
  /** How long since this process last began serving a request. */
  sinceLastRequest: () => number = () => msSinceLastRequest(),
): Promise<PgliteConnection> {
  let current: PGlite | undefined;
  let closing = false;
  let lastCheckpoint: string | undefined;
  let checkpointDueSince: number | undefined;

  async function open(): Promise<PGlite> {
    // A holder, not the instance: the abort may come while PGlite is still starting.
    const opened: { instance?: PGlite } = {};
    let aborted = false;
    const fs = new PgliteNodeFS(dir, () => {
      aborted = true;
      // Inside the failing call: only take note, and act once it has unwound.
      if (opened.instance && opened.instance === current) {
        current = undefined;
        setImmediate(() => {
          recover(fs).catch((error: unknown) => log.error({ err: error }, 'reopening failed'));
        });
      }
    });
    // On a folder every write reaches the files as the query runs and syncToFs does nothing, so
    // relaxed durability loses nothing; it only stops each query waiting for that nothing behind
    // PGlite's mutex, which made every read ~4× slower (bench/api-reads.ts).
    fs.syncBeforeOpen();
    const instance = await PGlite.create(dir, {
      fs,
      relaxedDurability: true,
      startParams: START_PARAMS,
    });
    fs.opened();
    log.info({ fsyncs: fs.fsyncs }, 'the database is open');
    opened.instance = instance;
    const run = instance.execProtocolRawSync.bind(instance);
    // Every query, BEGIN, COMMIT or ROLLBACK passes through here, also those already waiting in
    // PGlite's queue when it died.
    instance.execProtocolRawSync = (message) => {
      if (aborted) throw new DatabaseUnavailableError();
      return run(message);
    };
    return instance;
  }

  async function recover(deadFs: PgliteNodeFS) {
    log.error(
      { dataDir: dir },
      'the database stopped: PostgreSQL aborted (e.g. no room on the disk for its write-ahead log); reopening it once there is room',
    );
    // The dead instance's open files; it is never called again.
    await deadFs.closeFs().catch(() => {});
    for (let wait = FIRST_REOPEN_DELAY_MS; !closing;) {
      await sleep(wait);
      if (closing) return;
      if (freeBytes(dir) < ROOM_NEEDED) continue;
      try {
        const next = await open();
        if (closing) return await next.close();
        current = next;
        log.info({ dataDir: dir }, 'the database reopened');
        return;
      } catch (error) {
        log.error({ err: error }, 'the database could not be reopened yet; trying again');
        wait = Math.min(wait * 2, LONGEST_REOPEN_DELAY_MS);
      }
    }
  }

  async function checkpoint() {
    const db = current;
    if (!db || freeBytes(dir) < ROOM_NEEDED) return;
    const lsn = async () =>
      (await db.query<{ lsn: string }>('select pg_current_wal_insert_lsn()::text as lsn')).rows[0]
        ?.lsn;
    if ((await lsn()) === lastCheckpoint) return;
    await db.exec('checkpoint');
    lastCheckpoint = await lsn();
  }

  const live = () => {
    if (!current) throw new DatabaseUnavailableError();
    return current;
  };

  current = await open();
  const checkpoints = setInterval(() => {
    checkpointDueSince ??= Date.now();
  }, timing.everyMs);
  checkpoints.unref();
  let checkpointRunning = false;
  let walForcesCheckpoint = false;
  const lookAtWal = setInterval(() => {
    const db = current;
    if (!db || checkpointRunning) return;
    db.query<{ bytes: number }>(
      `select (pg_current_wal_insert_lsn() - redo_lsn)::float8 as bytes
         from pg_control_checkpoint()`,
    )
      .then(({ rows }) => {
        const bytes = rows[0]?.bytes ?? 0;
        if (bytes >= timing.walBytes) checkpointDueSince ??= Date.now();
        if (bytes >= timing.walForceBytes) walForcesCheckpoint = true;
      })
      .catch(() => {});
  }, timing.walLookEveryMs);
  lookAtWal.unref();
  const lookForLull = setInterval(() => {
    const now = Date.now();
    if (checkpointDueSince === undefined || checkpointRunning) return;
    const waitedLongest = now - checkpointDueSince >= timing.latestMs || walForcesCheckpoint;
    if (sinceLastRequest() < timing.lullMs && !waitedLongest) return;
    checkpointDueSince = undefined;
    walForcesCheckpoint = false;
    checkpointRunning = true;
    checkpoint()
      .catch((error: unknown) => log.error({ err: error }, 'checkpoint failed'))
      .finally(() => {
        checkpointRunning = false;
      });
  }, timing.lookEveryMs);
  lookForLull.unref();

  return {
    client: {
      // Async, so an unavailable database is a rejected promise like any failed query.
      query: async (text, params, options) => live().query(text, params, options),
      exec: async (text, options) => live().exec(text, options),
      transaction: async (callback) => live().transaction(callback),
      // Under PGlite's own lock, so no statement runs while the folder is read (docs/decisions/032).
      dumpDataDir: async (compression) => live().dumpDataDir(compression),
    },
    async close() {
      closing = true;
      clearInterval(checkpoints);
      clearInterval(lookAtWal);
      clearInterval(lookForLull);
      // A dead instance is not closed: any call into it would spin.
      await current?.close();
      current = undefined;
    },
  };
}
