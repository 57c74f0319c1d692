import { afterEach, describe, expect, it } from 'vitest';
import {
  answers,
  freePort,
  freshDataDir,
  startServerProcess,
  waitForHealth,
  type ServerProcess,
} from './server-process';

const started: ServerProcess[] = [];
afterEach(() => {
  for (const server of started.splice(0)) server.child.kill('SIGKILL');
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
});
