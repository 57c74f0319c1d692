import type { Database, ExecuteSql } from './client';

/** A Drizzle transaction handle, on either driver. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

interface QueryableClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Raw SQL inside a Drizzle transaction, so a library with its own SQL (pg-boss's `send`) can write
 * in the same transaction as our rows. Both drivers keep the transaction's client on the session:
 * a PGlite `Transaction` or a node-postgres `PoolClient`, each with `query(text, values)`.
 */
export function transactionSql(tx: Transaction): ExecuteSql {
  const client = (tx as unknown as { session?: { client?: QueryableClient } }).session?.client;
  if (!client || typeof client.query !== 'function') {
    throw new Error('This Drizzle driver does not expose its transaction client');
  }
  return async (text, values) => {
    const result = await client.query(text, values ?? []);
    return { rows: result.rows };
  };
}
