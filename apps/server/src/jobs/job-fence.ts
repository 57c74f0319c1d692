import type { AppContext } from '../context';
import type { Database } from '../db/client';
import type { Transaction } from '../db/transaction';
import { ClaimLostError } from './claim-lost';

type Check = (tx?: Transaction) => Promise<void>;

/**
 * The context a job's handler runs with: every write it makes — rows, files, e-mails, queued
 * jobs, calls to the printer — first checks that this process still holds the job's claim
 * (issue 33). A worker SIGSTOPped past its heartbeat had its job taken over and finished by
 * another; resumed, it wrote the finished book's PDF again. A transaction checks inside itself,
 * holding the claim (FOR SHARE) until it commits, so a takeover waits for it: what it writes is
 * all or nothing. A single statement or a file is checked just before it is written; a process
 * frozen in between those two instants still writes that one thing (at the book's own key, the
 * same bytes the other attempt writes).
 */
export function fencedContext(ctx: AppContext, jobId: string): AppContext {
  let lost = false;
  const check: Check = async (tx) => {
    if (!lost && !(await ctx.jobProcess.holds(jobId, tx))) lost = true;
    if (lost) throw new ClaimLostError(jobId);
  };
  const { storage, mailer, print, queue } = ctx;
  return {
    ...ctx,
    database: { ...ctx.database, db: fencedDatabase(ctx.database.db, check) },
    storage: checkedMethods(storage, ['put', 'delete', 'deleteFolder'], check),
    mailer: checkedMethods(mailer, ['send'], check),
    print: checkedMethods(print, ['createOrder'], check),
    // A job sent in the caller's transaction (`sql`) was checked with that transaction.
    queue: checkedMethods(queue, ['send'], check, (...args) => !(args[2] as { sql?: unknown }).sql),
  };
}

/**
 * `target` (a provider: an object or a class instance) with a check before each of `methods`;
 * `needsCheck` may exempt some calls.
 */
function checkedMethods<T extends object, K extends keyof T>(
  target: T,
  methods: K[],
  check: Check,
  needsCheck: (...args: unknown[]) => boolean = () => true,
): T {
  const names = new Set<PropertyKey>(methods);
  return new Proxy(target, {
    get(object, prop) {
      const value: unknown = Reflect.get(object, prop, object);
      if (typeof value !== 'function') return value;
      const method = (value as (...args: unknown[]) => unknown).bind(object);
      if (!names.has(prop)) return method;
      return async (...args: unknown[]) => {
        if (needsCheck(...args)) await check();
        return method(...args);
      };
    },
  });
}

const WRITES = new Set<PropertyKey>(['insert', 'update', 'delete', 'execute']);

/**
 * Drizzle's database with a check before each insert, update, delete and raw statement, and at
 * the start of each transaction (inside it). Reads pass through.
 */
function fencedDatabase(db: Database, check: Check): Database {
  return new Proxy(db, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (typeof value !== 'function') return value;
      if (prop === 'transaction') {
        return (run: (tx: Transaction) => Promise<unknown>, config?: unknown) =>
          target.transaction(async (tx) => {
            await check(tx);
            return run(tx);
          }, config as never);
      }
      if (WRITES.has(prop)) {
        return (...args: unknown[]) =>
          checkedStatement((value as (...a: unknown[]) => unknown).apply(target, args), check);
      }
      return (value as (...a: unknown[]) => unknown).bind(target);
    },
  });
}

const isThenable = (v: unknown): v is PromiseLike<unknown> =>
  typeof v === 'object' && v !== null && typeof (v as { then?: unknown }).then === 'function';

/**
 * A statement being built (`update(t).set(…).where(…)`): each step returns the statement again,
 * still checked; running it (awaiting it, or `execute`) checks first.
 */
function checkedStatement<T>(statement: T, check: Check): T {
  if (typeof statement !== 'object' || statement === null) return statement;
  const run = () => check().then(() => statement as unknown as PromiseLike<unknown>);
  const proxy: T = new Proxy(statement, {
    get(target, prop) {
      const value: unknown = Reflect.get(target, prop, target);
      if (prop === 'then' && isThenable(target)) {
        return (onFulfilled?: (v: unknown) => unknown, onRejected?: (e: unknown) => unknown) =>
          check().then(() => target.then(onFulfilled, onRejected), onRejected);
      }
      if (prop === 'catch')
        return (onRejected: (e: unknown) => unknown) => run().then(undefined, onRejected);
      if (prop === 'finally')
        return (onFinally: () => void) => Promise.resolve(run()).finally(onFinally);
      if (prop === 'execute' && typeof value === 'function') {
        return (...args: unknown[]) =>
          check().then(() => (value as (...a: unknown[]) => unknown).apply(target, args));
      }
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        if (result === target) return proxy;
        return typeof result === 'object' && result !== null && 'then' in result
          ? checkedStatement(result, check)
          : result;
      };
    },
  }) as T;
  return proxy;
}
