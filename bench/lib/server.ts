import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { createContext } from '../../apps/server/src/context';
import { startWorkers } from '../../apps/server/src/jobs/workers';
import { signUpParent } from './parents';

/** The real server (embedded defaults) on a fresh DATA_DIR, listening on a free local port. */
export async function startBenchServer(env: Record<string, string> = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sns-bench-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    RATE_LIMITS: 'off',
    PORT: '0',
    ...env,
  });
  const log = { info: () => {}, warn: () => {}, error: (o: object) => console.error(o) };
  const ctx = await createContext(config, log);
  await startWorkers(ctx);
  const app = await buildApp(ctx, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  /** Signs up, confirms (from the outbox) and signs in a parent; returns their client. */
  const parent = (i: number) => signUpParent(baseUrl, dataDir, i);

  return {
    baseUrl,
    ctx,
    parent,
    async close() {
      await app.close();
      await ctx.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
