import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** A free TCP port on 127.0.0.1. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export const freshDataDir = () => mkdtempSync(join(tmpdir(), 'sns-faults-'));

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
  /**
   * Kills the process and everything it started (`npm start` runs the server as its child: killing
   * npm alone left that server running after the tests, holding its port and a core).
   */
  stop: () => void;
}

/**
 * A real server process as a parent's machine runs it: `command` (e.g. `npm start`) with an
 * environment on a fresh data folder and port. `logFile`: its output goes to that file, as with
 * `npm start >> server.log`, instead of a pipe.
 */
export function startServerProcess(
  command: string[],
  env: Record<string, string>,
  port: number,
  options: { logFile?: string } = {},
): ServerProcess {
  let output = '';
  const [file, ...args] = command as [string, ...string[]];
  const log = options.logFile === undefined ? undefined : openSync(options.logFile, 'a');
  const child = spawn(file, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: log === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', log, log],
    // Its own process group, so stop() reaches the server npm starts as well as npm.
    detached: true,
  });
  if (log !== undefined) closeSync(log);
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => resolve(code)),
  );
  const read = () => {
    if (options.logFile === undefined) return output;
    try {
      return readFileSync(options.logFile, 'utf8');
    } catch {
      return '';
    }
  };
  const stop = () => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGKILL');
    } catch {
      // The group has already gone.
    }
  };
  return { child, port, output: read, exited, stop };
}

/** True once GET /api/health answers, false if `deadlineMs` passes first. */
export async function waitForHealth(port: number, deadlineMs = 120_000): Promise<boolean> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (await answers(port)) return true;
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/** Whether anything answers HTTP on the port. */
export async function answers(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, {
      signal: AbortSignal.timeout(2000),
    });
    return res.status > 0;
  } catch {
    return false;
  }
}
