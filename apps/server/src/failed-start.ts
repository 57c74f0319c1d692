import type { AppContext } from './context';

interface StartLog {
  fatal(obj: object, msg: string): void;
}

/** Closing what did start may hang on a database that is away: the exit must not. */
const CLOSE_LIMIT_MS = 10_000;

/**
 * A process that cannot start ends, with a plain sentence and a non-zero code, rather than
 * half-started: a worker whose queues failed stayed alive doing nothing, its heartbeat row left
 * behind (issue 33). What did start is closed first — the heartbeat row deleted, the queue stopped,
 * the data folder unlocked — so a restart finds nothing of it.
 */
export async function exitAfterFailedStart(
  log: StartLog,
  what: 'The server' | 'The worker',
  error: unknown,
  ctx: AppContext | undefined,
): Promise<never> {
  const reason = error instanceof Error ? error.message : String(error);
  log.fatal(
    { err: error },
    `${what} could not start: ${reason}. Nothing of it is left running; fix the cause and start it again.`,
  );
  if (ctx) {
    const limit = new Promise((resolve) => setTimeout(resolve, CLOSE_LIMIT_MS).unref());
    await Promise.race([ctx.close().catch(() => {}), limit]);
  }
  process.exit(1);
}
