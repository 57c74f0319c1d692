import type { PgliteClient } from './pglite-connection';

/**
 * PGlite's hottest reads, answered from memory until the next write (issue 32,
 * docs/decisions/088). PGlite runs every query on the event loop, one at a time, so under a read
 * load each request's query is a slice of one loop turn that serves every waiting request in
 * turn, and the turn's length — each request's wait — grows with their number. A read the
 * process answered since the last write needs no second turn of the engine: nothing it read has
 * changed.
 *
 * Correctness rests on PGlite being one connection in one process (the data-folder lock): every
 * write passes through the client returned here. A remembered answer is dropped whenever any
 * statement that may have changed data settles, before its caller sees it settle; so a read
 * issued after a write returned is never answered by one issued before it (a parent sees their
 * own latest writes), and a read joins or reuses only a read of the same statement with the same
 * parameters (another parent's id is another key).
 */
export interface ReadsUntilWrite {
  /** `run`'s answer, or that of the same `key` read since the last write. */
  read<T>(key: string, run: (raw: ReadingClient) => Promise<T>): Promise<T>;
  /** The client underneath, for a statement known to only read: it forgets nothing. */
  raw: ReadingClient;
}

type ReadingClient = Pick<PgliteClient, 'query' | 'exec'>;

/** Enough for every parent active at once; past it the memory starts again. */
const MOST_REMEMBERED = 1000;

const registry = new WeakMap<object, ReadsUntilWrite>();

/** The remembered reads of a client made by `rememberingReads`, if it is one. */
export function readsUntilWriteOf(client: object): ReadsUntilWrite | undefined {
  return registry.get(client);
}

/**
 * `client`, noting every statement that may change data: a statement read as a plain SELECT
 * (our queries') does not; one of the job queue's (`pgboss.`) that its own command tag says
 * changed no row does not (idle workers ask for work every 2 s with an UPDATE that finds none,
 * docs/decisions/050); anything else does, failed or not, and so does every transaction.
 */
export function rememberingReads(client: PgliteClient): PgliteClient {
  const remembered = new Map<string, Promise<unknown>>();
  const forget = () => remembered.clear();
  const settle = async <T>(text: string, run: Promise<T>): Promise<T> => {
    let result: T | undefined;
    try {
      result = await run;
      return result;
    } finally {
      if (mayChangeData(text, result)) forget();
    }
  };
  const wrapped: PgliteClient = {
    query: ((text: string, params?: unknown[], options?: object) =>
      settle(text, client.query(text, params, options))) as PgliteClient['query'],
    exec: ((text: string, options?: object) =>
      settle(text, client.exec(text, options))) as PgliteClient['exec'],
    transaction: (async (callback: Parameters<PgliteClient['transaction']>[0]) => {
      try {
        return await client.transaction(callback);
      } finally {
        forget();
      }
    }) as PgliteClient['transaction'],
    dumpDataDir: (compression) => client.dumpDataDir(compression),
  };
  registry.set(wrapped, {
    read<T>(key: string, run: (raw: ReadingClient) => Promise<T>) {
      let answer = remembered.get(key) as Promise<T> | undefined;
      if (!answer) {
        if (remembered.size >= MOST_REMEMBERED) forget();
        answer = run(client);
        const mine = answer;
        remembered.set(key, mine);
        mine.catch(() => {
          if (remembered.get(key) === mine) remembered.delete(key);
        });
      }
      // Each caller gets its own copy: one that changed its rows must not change the next one's.
      return answer.then(copyOf);
    },
    raw: client,
  });
  return wrapped;
}

/**
 * A copy of a query's result: its rows and any object in them copied, its strings (a story's
 * text) shared, as strings cannot change — a whole structuredClone was 8 % of the server's time
 * under a read load.
 */
function copyOf<T>(value: T): T {
  const result = value as { rows?: unknown; fields?: unknown };
  if (!Array.isArray(result.rows)) return structuredClone(value);
  const cell = (v: unknown) => (typeof v === 'object' && v !== null ? structuredClone(v) : v);
  return {
    ...result,
    ...(Array.isArray(result.fields)
      ? { fields: result.fields.map((f: object) => ({ ...f })) }
      : {}),
    rows: (result.rows as unknown[]).map((row) =>
      Array.isArray(row)
        ? row.map(cell)
        : Object.fromEntries(Object.entries(row as object).map(([k, v]) => [k, cell(v)])),
    ),
  } as T;
}

const PLAIN_SELECT = /^\s*select\b/i;
/** Functions a SELECT can call that change something; the queue's own functions (`pgboss.`). */
const WRITES_FROM_A_SELECT =
  /\b(nextval|setval)\s*\(|pgboss\.|\bfor\s+(update|share|no\s+key|key\s+share)\b/i;
const ROW_CHANGES = new Set(['INSERT', 'UPDATE', 'DELETE', 'MERGE']);

interface CommandResult {
  command?: string;
  affectedRows?: number;
}

export function mayChangeData(text: string, result: unknown): boolean {
  if (PLAIN_SELECT.test(text) && !WRITES_FROM_A_SELECT.test(text)) return false;
  if (result === undefined || !text.includes('pgboss.')) return true;
  const results = (Array.isArray(result) ? result : [result]) as CommandResult[];
  return !results.every(
    (r) => r.command !== undefined && ROW_CHANGES.has(r.command) && r.affectedRows === 0,
  );
}
