import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  ROOT,
  answers,
  freePort,
  freshDataDir,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from './server-process';

const started: ServerProcess[] = [];
afterEach(() => {
  for (const server of started.splice(0)) server.stop();
});

const SERVER = ['node', '--import', 'tsx', 'apps/server/src/main.ts'];

describe('the server process', () => {
  it('SIGTERM to `npm start` stops the server itself, cleanly, within 10 s', async () => {
    const port = await freePort();
    const server = startServerProcess(['npm', 'start'], { DATA_DIR: freshDataDir() }, port);
    started.push(server);
    expect(await waitForHealth(port), server.output()).toBe(true);

    const sent = Date.now();
    server.child.kill('SIGTERM');
    await server.exited;
    const stoppedWithin = Date.now() - sent;
    // npm passes the signal on and ends by it; the server itself logged a clean shutdown.
    expect(stoppedWithin).toBeLessThan(10_000);
    // Nothing is left answering on the port: no orphaned server kept taking stories.
    expect(await answers(port)).toBe(false);
    expect(server.output()).toContain('shutting down');
  });

  it('a second server on the same data folder refuses to start; the first keeps working', async () => {
    const dataDir = freshDataDir();
    const first = startServerProcess(SERVER, { DATA_DIR: dataDir }, await freePort());
    started.push(first);
    expect(await waitForHealth(first.port), first.output()).toBe(true);

    const second = startServerProcess(SERVER, { DATA_DIR: dataDir }, await freePort());
    started.push(second);
    expect(await second.exited).toBe(1);
    expect(second.output()).toMatch(/Another Starry Night Story server \(pid \d+\) is using/);
    expect(await answers(second.port)).toBe(false);
    expect(await answers(first.port)).toBe(true);

    // Once the first has stopped (even by kill -9), the folder can be used again.
    first.child.kill('SIGKILL');
    await first.exited;
    const third = startServerProcess(SERVER, { DATA_DIR: dataDir }, await freePort());
    started.push(third);
    expect(await waitForHealth(third.port), third.output()).toBe(true);
  });

  // These run `npm start` one after another in this file: the builds they check are shared.
  it('`npm start` rebuilds only the part whose sources changed, then serves it', async () => {
    const serverStamp = join(ROOT, 'apps/server/dist/server/.sources-hash');
    const webStamp = join(ROOT, 'apps/web/dist/.sources-hash');
    const webHash = readFileSync(webStamp, 'utf8');
    writeFileSync(serverStamp, 'sources changed since');
    const port = await freePort();
    const server = startServerProcess(['npm', 'start'], { DATA_DIR: freshDataDir() }, port);
    started.push(server);
    expect(await waitForHealth(port), server.output()).toBe(true);
    expect(server.output()).toContain('Building the server (its sources changed)');
    expect(server.output()).not.toContain('Building the web app');
    expect(readFileSync(serverStamp, 'utf8')).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(webStamp, 'utf8')).toBe(webHash);
  });

  it('under NODE_ENV=production `npm start` runs the build it finds and never builds', async () => {
    const webStamp = join(ROOT, 'apps/web/dist/.sources-hash');
    const webHash = readFileSync(webStamp, 'utf8');
    writeFileSync(webStamp, 'sources changed since');
    try {
      const port = await freePort();
      const production = {
        NODE_ENV: 'production',
        DATA_DIR: freshDataDir(),
        SESSION_SECRET: 'f'.repeat(64),
        ALLOW_TEST_CHECKOUT: 'true',
      };
      const server = startServerProcess(['npm', 'start'], production, port);
      started.push(server);
      expect(await waitForHealth(port), server.output()).toBe(true);
      expect(server.output()).not.toContain('Building');
      expect(readFileSync(webStamp, 'utf8')).toBe('sources changed since');
      const page = await fetch(`http://127.0.0.1:${port}/`, { headers: { accept: 'text/html' } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
    } finally {
      writeFileSync(webStamp, webHash);
    }
  });
});
