import pino from 'pino';
import { loadConfig } from './config';
import { stdoutLogDestination } from './lib/log-destination';
import { logSerializers } from './lib/redact-error';
import { createContext, type AppContext } from './context';
import { exitAfterFailedStart } from './failed-start';
import { startWorkers } from './jobs/workers';
import { createOwnerOnly } from './lib/owner-only';

// First: DATA_DIR and everything in it are the owner's alone (docs/data-folder.md).
createOwnerOnly();

/** A worker process (`npm run worker`): runs jobs from the shared database, serves no HTTP. */
const config = loadConfig();
// A full disk under a redirected stdout drops log lines, not the worker (lib/log-destination.ts).
const log = pino({ level: config.logLevel, serializers: logSerializers }, stdoutLogDestination());
if (config.database.kind === 'pglite') {
  // PGlite is one process's file: a separate worker process cannot share it.
  log.error(
    'npm run worker needs DATABASE_URL (PostgreSQL); with PGlite, jobs run in the web process',
  );
  process.exit(1);
}
// A promise nobody awaited (pg-boss does not await every complete/fail) that fails while the
// database is away must not end the process: log it, and keep serving once it is back.
process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));
let started: AppContext | undefined;
try {
  started = await createContext(config, log);
  await startWorkers(started);
} catch (error) {
  await exitAfterFailedStart(log, 'The worker', error, started);
}
const ctx = started as AppContext;
log.info('worker started');

const shutdown = async () => {
  await ctx.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown());
process.once('SIGTERM', () => void shutdown());
