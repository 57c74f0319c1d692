import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { createContext } from '../../apps/server/src/context';
import { startWorkers } from '../../apps/server/src/jobs/workers';
import { createHttpClient } from './http-client';

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
  const log = { info: () => {}, error: (o: object) => console.error(o) };
  const ctx = await createContext(config, log);
  await startWorkers(ctx);
  const app = await buildApp(ctx, { logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

  /** Signs up, confirms (from the outbox) and signs in a parent; returns their client. */
  async function parent(i: number) {
    const client = createHttpClient(baseUrl);
    const email = `bench.parent.${i}.${Date.now()}@example.com`;
    const password = `Bench-${i}-moonlight-stories`;
    await client.post('/api/createUserFromForm', {
      firstName: 'Bench',
      lastName: `Parent${i}`,
      email,
      password,
      confirmPassword: password,
    });
    const outbox = join(dataDir, 'outbox');
    const mail = readdirSync(outbox)
      .map((f) => readFileSync(join(outbox, f), 'utf8'))
      .find((m) => m.includes(email));
    const code = /\/confirm\/([A-Za-z0-9_-]+)/.exec((mail ?? '').replace(/=\r?\n/g, ''))?.[1];
    await client.get(`/api/confirm/${code}`);
    const login = await client.post('/api/login', { email, password });
    return { client, user: (login.body as { user: { user_uid: string } }).user };
  }

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
