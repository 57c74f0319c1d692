import pino from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { logSerializers } from './lib/redact-error';
import { createContext } from './context';
import { startWorkers } from './jobs/workers';

const config = loadConfig();
const log = pino({ level: config.logLevel, serializers: logSerializers });
const ctx = await createContext(config, log);
// Embedded mode runs the jobs in this process; with WORKER=off, `npm run worker` processes do.
if (config.worker === 'embedded') await startWorkers(ctx);
const app = await buildApp(ctx);

const shutdown = async (signal: string) => {
  app.log.info({ signal }, 'shutting down');
  await app.close();
  await ctx.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
app.log.info(`Starry Night Story is running at ${config.publicUrl}`);
