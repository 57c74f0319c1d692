import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface WrkResult {
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Responses other than 2xx/3xx, and wrk's socket errors (connect, read, write, timeout). */
  errors: number;
  /**
   * The share of the run wrk's own thread was ready to run but had no CPU (Linux schedstat, read
   * every 100 ms while it runs): a response it was late to read is a latency it made itself.
   */
  wrkWaitingForCpuPercent?: number;
}

/**
 * Debian's `wrk` as the outside load generator: its own process, written in C, one thread, so the
 * latencies are not the server's event loop timing itself (bench/api-reads.ts).
 */
export async function runWrk(options: {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
}): Promise<WrkResult> {
  const headerArgs = Object.entries(options.headers ?? {}).flatMap(([k, v]) => [
    '-H',
    `${k}: ${v}`,
  ]);
  let first: number | undefined;
  let last: number | undefined;
  const stdout = await new Promise<string>((resolve, reject) => {
    const child = execFile(
      'wrk',
      [
        '-t1',
        `-c${options.connections}`,
        `-d${options.seconds}s`,
        '--latency',
        ...headerArgs,
        options.url,
      ],
      { encoding: 'utf8' },
      (error, out) => {
        clearInterval(sampler);
        if (error) reject(error);
        else resolve(out);
      },
    );
    // wrk -t1 runs its connections on one thread besides its main one: sum every thread's wait.
    const sampler = setInterval(() => {
      const waiting = waitingMs(child.pid);
      if (waiting === undefined) return;
      first ??= waiting;
      last = waiting;
    }, 100);
  });
  const result = parseWrkOutput(stdout);
  return first === undefined || last === undefined
    ? result
    : {
        ...result,
        wrkWaitingForCpuPercent: Math.round(((last - first) / (options.seconds * 1000)) * 100),
      };
}

/** Time all of a process's threads have waited, ready, for a CPU so far (ms), if it still runs. */
function waitingMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    let waitingNs = 0;
    for (const task of readdirSync(`/proc/${pid}/task`)) {
      waitingNs += Number(
        readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[1],
      );
    }
    return waitingNs / 1e6;
  } catch {
    return undefined;
  }
}

const UNIT_MS: Record<string, number> = { us: 0.001, ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

function durationMs(text: string | undefined): number {
  const match = /^([\d.]+)(us|ms|s|m|h)$/.exec(text ?? '');
  if (!match) throw new Error(`wrk: not a duration: ${text}`);
  return Number(match[1]) * (UNIT_MS[match[2] as string] as number);
}

/** Reads `wrk --latency`'s report. */
export function parseWrkOutput(text: string): WrkResult {
  const percentile = (p: number) =>
    durationMs(new RegExp(`^\\s*${p}%\\s+(\\S+)`, 'm').exec(text)?.[1]);
  const max = /^\s*Latency\s+\S+\s+\S+\s+(\S+)/m.exec(text)?.[1];
  const requests = /^\s*(\d+) requests in/m.exec(text)?.[1];
  const reqPerSec = /^Requests\/sec:\s+([\d.]+)/m.exec(text)?.[1];
  if (!requests || !reqPerSec) throw new Error(`wrk: unexpected output:\n${text}`);
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(text);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(text)?.[1] ?? 0);
  const socketErrors = socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0;
  const round2 = (n: number) => Math.round(n * 100) / 100;
  return {
    requests: Number(requests),
    reqPerSec: Math.round(Number(reqPerSec)),
    p50Ms: round2(percentile(50)),
    p90Ms: round2(percentile(90)),
    p99Ms: round2(percentile(99)),
    maxMs: round2(durationMs(max)),
    errors: non2xx + socketErrors,
  };
}
