import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config, PgliteDatabaseConfig } from '../config';
import { markStartup } from '../lib/startup-timings';
import { lockDataFolder } from './data-folder-lock';
import { rememberingReads } from './reads-until-write';
import { retryOnLockConflict } from './lock-conflict';
import type { DatabaseLog, PgliteClient } from './pglite-connection';
import * as accountSchema from './schema';
import * as bookSchema from './books-schema';
import * as childSchema from './children-schema';
import * as consentSchema from './consent-schema';
import * as jobSchema from './jobs-schema';
import * as printLabSchema from './print-lab-schema';
import * as printSchema from './print-schema';
import * as providerCostSchema from './provider-costs-schema';
import * as purchaseSchema from './purchases-schema';
import * as recordingSchema from './recordings-schema';
import * as storySchema from './stories-schema';

/** Every table, for Drizzle's relational queries (and for tests that check them all). */
export const schema = {
  ...accountSchema,
  ...storySchema,
  ...purchaseSchema,
  ...consentSchema,
  ...bookSchema,
  ...jobSchema,
  ...childSchema,
  ...recordingSchema,
  ...printLabSchema,
  ...printSchema,
  ...providerCostSchema,
};

export type Schema = typeof schema;
/** Both drivers (PGlite and node-postgres) share this query-builder type: one code path. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL with positional parameters, for libraries that bring their own SQL (pg-boss). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  executeSql: ExecuteSql;
  /**
   * Several statements without parameters; returns the last statement's rows. One that fails
   * never leaves its connection inside a transaction: pg-boss's maintenance sends
   * `BEGIN; …; COMMIT;`, and after a failure mid-way (a full disk) PGlite's only connection stayed
   * in the aborted transaction, refusing every query until the process was restarted.
   */
  exec(text: string): Promise<{ rows: unknown[] }>;
  kind: 'pglite' | 'postgres';
  /**
   * Runs schema set-up (our migrations, the queue's tables and queues) while holding a lock every
   * process takes for it: processes starting at once on a new database would otherwise race into
   * duplicate-key errors and deadlocks. PGlite has one process by definition.
   */
  withSetupLock<T>(setUp: () => Promise<T>): Promise<T>;
  /**
   * PGlite only: a consistent copy of the whole database as a tar, gzipped unless asked otherwise
   * (docs/decisions/032; the tests' template is kept plain, which loads a second quicker).
   */
  dumpEmbedded?: (compression?: 'gzip' | 'none') => Promise<Blob>;
  close(): Promise<void>;
}

/** The advisory lock key that serialises schema set-up across processes. */
const SETUP_LOCK = 70_312_026;

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

const silentLog: DatabaseLog = { info: () => {}, error: () => {} };

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(
  config: Config['database'],
  options: { log?: DatabaseLog } = {},
): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: config.url, max: 20 });
    // A connection the server ends (restart, admin shutdown, a network cut) must not crash the
    // process: idle ones are reported on the pool, and a client checked out for a transaction
    // reports on itself — with no listener there, Node throws the event and the process dies.
    // Its query fails instead, and the pool replaces the connection on the next one.
    pool.on('error', () => {});
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzle(pool, { schema });
    const withSetupLock = async <T>(setUp: () => Promise<T>): Promise<T> => {
      const lock = await pool.connect();
      try {
        await lock.query('select pg_advisory_lock($1)', [SETUP_LOCK]);
        // Processes already running (a web process's queue maintenance) still take locks on the
        // tables set-up changes; every step is safe to repeat.
        return await retryOnLockConflict(setUp);
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [SETUP_LOCK]).catch(() => {});
        lock.release();
      }
    };
    await withSetupLock(() => migrate(db, { migrationsFolder }));
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      executeSql: async (text, values) => pool.query(text, values as unknown[]),
      // pool.query discards the connection of a query that failed: its session, and any
      // transaction a failed `BEGIN; …` left open, end with it.
      exec: async (text) => {
        const result = (await pool.query(text)) as unknown as
          { rows: unknown[] } | { rows: unknown[] }[];
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      },
      withSetupLock,
      close: () => pool.end(),
    };
  }
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const opened = await openPglite(config, options.log ?? silentLog);
  markStartup('databaseOpen');
  // Every statement passes through here, so a remembered read is dropped at each write
  // (db/reads-until-write.ts, docs/decisions/088).
  const client = rememberingReads(opened.client);
  // Drizzle only calls query and transaction, which the connection passes to the open instance.
  const db = drizzle(client as PGlite, { schema });
  await migrate(db, { migrationsFolder });
  markStartup('migrated');
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    executeSql: (text, values) => client.query(text, values as unknown[]),
    // In a transaction of PGlite's: a failure rolls back under its lock, before any other query.
    // The statements' own BEGIN and COMMIT only draw warnings.
    exec: async (text) => (await client.transaction((tx) => tx.exec(text))).at(-1) ?? { rows: [] },
    withSetupLock: (setUp) => setUp(),
    dumpEmbedded: async (compression = 'gzip') => {
      // Whatever the log holds goes into the data files first: the copy needs no replay.
      await client.exec('checkpoint');
      return client.dumpDataDir(compression);
    },
    close: opened.close,
  };
}

/** PGlite in memory (tests), or on a locked folder that is reopened after a crash. */
async function openPglite(
  { dir, startFrom }: PgliteDatabaseConfig,
  log: DatabaseLog,
): Promise<{ client: PgliteClient; close(): Promise<void> }> {
  if (dir === 'memory://') {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(dir, {
      relaxedDurability: true,
      ...(startFrom ? { loadDataDir: startFrom } : {}),
    });
    return { client, close: () => client.close() };
  }
  if (startFrom) throw new Error('Only an in-memory database starts from a dump');
  const { connectPglite } = await import('./pglite-connection');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const release = await lockDataFolder(dir);
  markStartup('folderLocked');
  try {
    const connection = await connectPglite(dir, log);
    return {
      client: connection.client,
      close: async () => {
        await connection.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
