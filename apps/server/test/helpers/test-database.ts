import { randomBytes } from 'node:crypto';

/**
 * A fresh, empty database per test file: PGlite in memory by default; with TEST_DB=postgres a new
 * database created on the TEST_DATABASE_URL server (and dropped afterwards).
 */
export interface TestDatabase {
  url?: string;
  drop(): Promise<void>;
}

export async function createTestDatabaseUrl(): Promise<TestDatabase> {
  if (process.env.TEST_DB !== 'postgres') return { drop: async () => {} };
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  return createFreshDatabase(base, 'sns_test');
}

/** A new, empty database on the server at `serverUrl` (the benchmarks use it too). */
export async function createFreshDatabase(serverUrl: string, prefix: string) {
  const { default: pg } = await import('pg');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
