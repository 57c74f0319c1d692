import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Config } from '../config';
import { lockDataFolder } from './data-folder-lock';
import * as accountSchema from './schema';
import * as bookSchema from './books-schema';
import * as consentSchema from './consent-schema';
import * as purchaseSchema from './purchases-schema';
import * as storySchema from './stories-schema';

const schema = {
  ...accountSchema,
  ...storySchema,
  ...purchaseSchema,
  ...consentSchema,
  ...bookSchema,
};

export type Schema = typeof schema;
/** Both drivers (PGlite and node-postgres) share this query-builder type: one code path. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

/** Raw SQL with positional parameters, for libraries that bring their own SQL (pg-boss). */
export type ExecuteSql = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  executeSql: ExecuteSql;
  /** Several statements without parameters; returns the last statement's rows. */
  exec(text: string): Promise<{ rows: unknown[] }>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens the configured database and brings its schema up to date. */
export async function openDatabase(config: Config['database']): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: config.url, max: 20 });
    // An idle connection the server ends (restart, admin shutdown) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', () => {});
    const db = drizzle(pool, { schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Database,
      kind: 'postgres',
      executeSql: async (text, values) => pool.query(text, values as unknown[]),
      exec: async (text) => {
        const result = (await pool.query(text)) as unknown as
          { rows: unknown[] } | { rows: unknown[] }[];
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      },
      close: () => pool.end(),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let release = () => {};
  if (config.dir !== 'memory://') {
    mkdirSync(config.dir, { recursive: true });
    release = lockDataFolder(config.dir);
  }
  // On a directory (NodeFS) every write goes to the files as the query runs and syncToFs is a
  // no-op, so relaxed durability loses nothing there; it only stops each query from waiting for
  // that no-op behind PGlite's mutex, which made every read ~4× slower (bench/api-reads.ts).
  let client;
  try {
    client = await PGlite.create(config.dir, { relaxedDurability: true });
  } catch (error) {
    release();
    throw error;
  }
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    executeSql: (text, values) => client.query(text, values as unknown[]),
    exec: async (text) => (await client.exec(text)).at(-1) ?? { rows: [] },
    close: async () => {
      await client.close();
      release();
    },
  };
}
