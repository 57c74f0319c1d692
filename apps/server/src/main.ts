import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { stdoutLogDestination } from './lib/log-destination';
import { logSerializers } from './lib/redact-error';
import { createContext, type AppContext } from './context';
import { exitAfterFailedStart } from './failed-start';
import { DataFolderInUseError } from './db/data-folder-lock';
import { startWorkers } from './jobs/workers';
import { registerPrintWebhook } from './modules/print-orders/print-webhook';
import { createOwnerOnly } from './lib/owner-only';
import { markStartup, startupTimings } from './lib/startup-timings';

markStartup('modulesLoaded');

// First: DATA_DIR and everything in it are the owner's alone (docs/data-folder.md).
createOwnerOnly();
const config = loadConfig();
// Ours and Fastify's share one destination, where a full disk drops log lines, not the server.
const logDestination = stdoutLogDestination();
const loggerOptions = { level: config.logLevel, serializers: logSerializers };
const log = pino(loggerOptions, logDestination);
// A promise nobody awaited (pg-boss does not await every complete/fail) that fails while the
// database is away must not end the process: log it, and keep serving once it is back.
process.on('unhandledRejection', (reason) => log.error({ err: reason }, 'unhandled rejection'));
let started: AppContext | undefined;
try {
  started = await createContext(config, log);
  markStartup('contextReady');
  // Embedded mode runs the jobs in this process; with WORKER=off, `npm run worker` processes do.
  if (config.worker === 'embedded') await startWorkers(started);
  markStartup('workersStarted');
} catch (error) {
  if (error instanceof DataFolderInUseError) {
    log.fatal(error.message);
    process.exit(1);
  }
  await exitAfterFailedStart(log, 'The server', error, started);
}
const ctx = started as AppContext;
const app = await buildApp(ctx, { logger: { ...loggerOptions, stream: logDestination } });
markStartup('appBuilt');

/** A clean stop within 10 s: stop taking requests, let running ones and jobs end, close the database. */
const SHUTDOWN_LIMIT_MS = 10_000;
const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error('shutdown took too long; exiting anyway');
    process.exit(1);
  }, SHUTDOWN_LIMIT_MS).unref();
  await app.close();
  await ctx.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
markStartup('listening');
// After listening: without Lulu keys the printer is the lab inside this app (docs/decisions/027).
await registerPrintWebhook(ctx, app.log);
markStartup('running');
app.log.info(
  { startupMs: startupTimings() },
  `Starry Night Story is running at ${config.publicUrl}`,
);
