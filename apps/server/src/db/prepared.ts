import type { Database } from './client';
import { readsUntilWriteOf } from './reads-until-write';

/** What a Drizzle query builder offers once its SQL is complete. */
interface Preparable<P> {
  prepare(name: string): P;
}

/** The part of PGlite a Drizzle prepared query calls, which PGlite's path below stands in for. */
interface PgliteQueryClient {
  query(text: string, params?: unknown[], options?: object): Promise<unknown>;
  exec(text: string, options?: object): Promise<unknown[]>;
}

/**
 * A query built and prepared once per database (docs/decisions/031): Drizzle then skips building
 * the SQL on every call. On PostgreSQL, node-postgres makes it a named statement, parsed and
 * planned once per connection. PGlite has no named statements in its query call — each call
 * parses, describes and plans afresh in six round trips into the WebAssembly, about two thirds of
 * the cost of a short read — so there the statement is prepared with SQL `PREPARE` and run with
 * `EXECUTE` as one simple-protocol message.
 * For the reads every page makes; run on the database itself, not inside a transaction.
 *
 * `rememberedUntilWrite`: on PGlite, the answer is kept until the next write and given to the
 * same read with the same parameters meanwhile (db/reads-until-write.ts, docs/decisions/088) —
 * for a read whose answer depends on the database alone, never on the clock.
 */
export function preparedPerDatabase<P>(
  name: string,
  build: (db: Database) => Preparable<P>,
  { rememberedUntilWrite = false } = {},
): (db: Database) => P {
  const prepared = new WeakMap<Database, P>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = build(db).prepare(name);
      executedOnPglite(query, name, rememberedUntilWrite);
      prepared.set(db, query);
    }
    return query;
  };
}

/** Drizzle's PGlite prepared query keeps its client here, and calls only its `query`. */
function executedOnPglite(query: unknown, name: string, remembered: boolean) {
  const holder = query as { client?: unknown };
  const client = holder.client as Partial<PgliteQueryClient> | undefined;
  // node-postgres's pool has no `exec`; PGlite has.
  if (!client || typeof client.exec !== 'function' || typeof client.query !== 'function') return;
  holder.client = executingClient(client as PgliteQueryClient, name, remembered);
}

/** SQLSTATE invalid_sql_statement_name: the statement is not (or no longer) prepared. */
const NOT_PREPARED = '26000';
/** SQLSTATE duplicate_prepared_statement: another Drizzle over the same PGlite prepared it. */
const ALREADY_PREPARED = '42P05';

const codeOf = (error: unknown) => (error as { code?: string }).code;

function executingClient(
  pglite: PgliteQueryClient,
  name: string,
  remembered: boolean,
): PgliteQueryClient {
  const reads = readsUntilWriteOf(pglite);
  let preparing: Promise<unknown> | undefined;
  // Preparing changes no data: past the memory of reads (db/reads-until-write.ts).
  const prepare = (text: string) =>
    (preparing ??= (reads?.raw ?? pglite)
      .query(`PREPARE ${name} AS ${text}`)
      .catch((error: unknown) => {
        if (codeOf(error) === ALREADY_PREPARED) return;
        preparing = undefined;
        throw error;
      }));
  return {
    exec: (text, options) => pglite.exec(text, options),
    async query(text, params = [], options) {
      const execute = `EXECUTE ${name}(${params.map(literal).join(', ')})`;
      // A prepared statement only reads: it must not wipe the memory of reads.
      const run = async (via: Pick<PgliteQueryClient, 'exec'>) =>
        (await via.exec(execute, options))[0];
      const prepareAndRun = async (via: Pick<PgliteQueryClient, 'exec'>) => {
        await prepare(text);
        try {
          return await run(via);
        } catch (error) {
          if (codeOf(error) !== NOT_PREPARED) throw error;
          preparing = undefined;
          await prepare(text);
          return run(via);
        }
      };
      if (!reads) return prepareAndRun(pglite);
      return remembered ? reads.read(execute, prepareAndRun) : prepareAndRun(reads.raw);
    },
  };
}

/**
 * EXECUTE takes no bound parameters, so each value is written as an SQL literal: a string quoted
 * with its quotes doubled (PGlite keeps standard_conforming_strings on, so a backslash is only a
 * backslash), a finite number as itself. Anything else is refused rather than guessed at.
 */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return literal(value.toISOString());
  if (typeof value === 'string') {
    if (value.includes('\0')) throw new Error('A prepared read was given a NUL character.');
    return `'${value.replaceAll("'", "''")}'`;
  }
  throw new Error(`A prepared read on PGlite cannot take a ${typeof value} parameter.`);
}
