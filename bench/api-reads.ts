import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createFreshDatabase } from '../apps/server/test/helpers/test-database';
import { writeStory } from './lib/parents';
import { machineInfo, writeResult } from './lib/results';
import { freePort, startServerProcess, type LoopFigures } from './lib/server-process';
import { median, quantile, round } from './lib/stats';
import { runWrk, type WrkResult } from './lib/wrk';
const CONNECTIONS = 50;
const PARENTS = 10;
const STORIES_EACH = 3;

/**
 * docs/design.md#design-7: API reads (profile, story list) on one web process, 50 connections, on
 * PGlite and, when BENCH_DATABASE_URL (or TEST_DATABASE_URL) points at a server, on PostgreSQL; and
 * the server's peak memory (VmHWM) over the whole run, story writing included. The server runs as
 * its own process, as `npm start` runs it, so the load generator does not share its event loop.
 * Beside that client, `wrk` from outside against the server as deployed, at 10 and 50 connections
 * (issue 32, docs/decisions/050).
 */
export async function benchApiReads({ seconds = 10 } = {}) {
  // BENCH_API_READS=outside runs only the outside generator (issue 32), =inside only our own.
  const parts = process.env.BENCH_API_READS ?? 'inside,outside';
  const results = [];
  const outside = [];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  for (const db of ['pglite', 'postgres'] as const) {
    if (db === 'postgres' && !serverUrl) continue;
    const database =
      db === 'postgres' ? await createFreshDatabase(serverUrl!, 'sns_bench') : undefined;
    try {
      if (parts.includes('inside')) results.push(await measure(db, database?.url, seconds));
      if (parts.includes('outside')) outside.push(await measureFromOutside(db, database?.url));
    } finally {
      await database?.drop();
    }
  }
  const result = {
    bench: 'api-reads',
    description: `GET /api/getUserProfile and /api/getUserStories, ${CONNECTIONS} keep-alive connections, one web process`,
    connections: CONNECTIONS,
    secondsPerEndpoint: seconds,
    results,
    bars: { pgliteReqPerSec: 1000, postgresReqPerSec: 4000, p99Ms: 50, peakRssMiB: 1536 },
    outside: {
      description: `wrk -t1 (its own process) against the server as deployed (NODE_ENV=production, its log to a file), one parent's session and ${STORIES_EACH} stories, a ${OUTSIDE.warmUpSeconds} s warm-up per endpoint, then ${OUTSIDE.runs} runs of ${OUTSIDE.seconds} s at each connection count; medians of the runs. serverMainThreadWaitingForCpuPercent: the share of a run the server's main thread was ready to run but had no CPU (the machine, not the server). serverLoopDelay…Ms / serverGcPause…Ms: the server's own event-loop delay (how late a 2 ms timer ran) and GC pauses over the run, from inside the process (bench/lib/loop-probe.mjs): a stall of the process shows there, a request waiting in the kernel for its turn does not. worst: the highest p99 and max of the runs (the bar holds only if it holds in every run). control: the same runs, each straight after the real one, against a plain node:http server answering the same bytes with no framework, database or log (bench/lib/control-server.mjs): the tail the machine and wrk give on their own.`,
      // Decision 050's "priority" runs start the bench at autogroup nice -20; say so in the result.
      autogroup: autogroup(),
      bars: { connections: 50, p99Ms: 50, maxMs: 200 },
      results: outside,
    },
    machine: machineInfo(),
  };
  writeResult('api-reads', result);
  return result;
}

async function measure(
  db: 'pglite' | 'postgres',
  databaseUrl: string | undefined,
  seconds: number,
) {
  const server = await startServerProcess(databaseUrl);
  try {
    const parents = [];
    for (let i = 0; i < PARENTS; i += 1) parents.push(await server.parent(i));
    // Each parent has stories to list; writing them also puts the story engines in the peak RSS.
    await Promise.all(
      parents.map(async (p) => {
        for (let i = 0; i < STORIES_EACH; i += 1) await writeStory(p.client, 'Maya', 100);
      }),
    );
    const targets = parents.map((p) => ({ cookie: p.client.cookieHeader(), uid: p.user.user_uid }));
    const endpoints = {
      profile: (t: (typeof targets)[number]) => `/api/getUserProfile/${t.uid}`,
      stories: (t: (typeof targets)[number]) => `/api/getUserStories/${t.uid}`,
    };
    const out: Record<string, object> = {};
    for (const [name, path] of Object.entries(endpoints)) {
      await load(server.port, targets, path, 2); // warm-up, not counted
      const serverCpuBefore = server.cpuSeconds();
      const measured = await load(server.port, targets, path, seconds);
      out[name] = {
        ...measured,
        // Of one core: on two cores, what the load generator takes is not the server's.
        serverCpuPercent: round(
          ((server.cpuSeconds() - serverCpuBefore) / measured.elapsedSeconds) * 100,
          0,
        ),
        ...loadAverages(),
      };
    }
    return { db, ...out, peakRssMiB: server.peakRssMiB() };
  } finally {
    await server.close();
  }
}

/** Issue 32's measurement: an outside generator, the server as deployed. */
const OUTSIDE = {
  connections: [10, 50],
  warmUpSeconds: 5,
  seconds: 10,
  runs: Number(process.env.BENCH_RUNS ?? 3),
};

/** `npm start` in production, without payment or printer keys (the demo set-up). */
const asDeployed = () => ({
  NODE_ENV: 'production',
  SESSION_SECRET: randomBytes(32).toString('hex'),
  ALLOW_TEST_CHECKOUT: 'true',
  LOG_LEVEL: 'info',
  RATE_LIMITS: 'on',
});

async function measureFromOutside(db: 'pglite' | 'postgres', databaseUrl: string | undefined) {
  const logDir = mkdtempSync(join(tmpdir(), 'sns-bench-log-'));
  const server = await startServerProcess(
    databaseUrl,
    asDeployed(),
    'compiled',
    process.execPath,
    join(logDir, 'server.log'),
    { loopProbe: true },
  );
  try {
    const parent = await server.parent(0);
    for (let i = 0; i < STORIES_EACH; i += 1) await writeStory(parent.client, 'Maya', 100);
    const headers = { cookie: parent.client.cookieHeader() };
    const uid = parent.user.user_uid;
    const paths = { profile: `/api/getUserProfile/${uid}`, stories: `/api/getUserStories/${uid}` };
    const out: Record<string, Record<string, object>> = {};
    for (const [name, path] of Object.entries(paths)) {
      const url = `${server.baseUrl}${path}`;
      const control = await startControlServer(url, headers, logDir, name);
      try {
        await runWrk({ url, connections: 50, seconds: OUTSIDE.warmUpSeconds, headers });
        await runWrk({ url: control.url, connections: 50, seconds: OUTSIDE.warmUpSeconds });
        out[name] = {};
        for (const connections of OUTSIDE.connections) {
          const runs = [];
          const controlRuns = [];
          for (let run = 0; run < OUTSIDE.runs; run += 1) {
            // The real server's run, then the control's straight after: the same machine, seconds
            // apart (docs/decisions/064).
            runs.push(await measuredRun(server, url, connections, headers));
            controlRuns.push(await measuredRun(control, control.url, connections, {}));
          }
          out[name][`c${connections}`] = {
            median: medianOfRuns(runs),
            worst: {
              p99Ms: Math.max(...runs.map((r) => r.p99Ms)),
              maxMs: Math.max(...runs.map((r) => r.maxMs)),
            },
            runs,
            control: { median: medianOfRuns(controlRuns), runs: controlRuns },
          };
        }
      } finally {
        control.close();
      }
    }
    return { db, generator: 'wrk', ...out };
  } finally {
    await server.close();
    rmSync(logDir, { recursive: true, force: true });
  }
}

/**
 * One wrk run of OUTSIDE.seconds, with the share of it the target's main thread waited for a CPU
 * and, from the real server, its own event-loop delay and GC pauses over the run (`server…`): a
 * wrk maximum far above the server's longest loop delay was a wait outside the process's turns.
 */
async function measuredRun(
  target: {
    mainThreadSchedule(): { waitingMs: number };
    loopSinceLastCall?: () => Promise<LoopFigures>;
  },
  url: string,
  connections: number,
  headers: Record<string, string>,
) {
  await target.loopSinceLastCall?.();
  const before = target.mainThreadSchedule();
  const measured = await runWrk({ url, connections, seconds: OUTSIDE.seconds, headers });
  const after = target.mainThreadSchedule();
  const loop = await target.loopSinceLastCall?.();
  return {
    ...measured,
    serverMainThreadWaitingForCpuPercent: round(
      ((after.waitingMs - before.waitingMs) / (OUTSIDE.seconds * 1000)) * 100,
      0,
    ),
    ...(loop && {
      serverLoopDelayP50Ms: loop.loopDelayP50Ms,
      serverLoopDelayP99Ms: loop.loopDelayP99Ms,
      serverLoopDelayMaxMs: loop.loopDelayMaxMs,
      serverGcPauseMaxMs: loop.gcPauseMaxMs,
      serverGcPauseTotalMs: loop.gcPauseTotalMs,
    }),
    ...loadAverages(),
  };
}

/** The machine's load averages (`uptime`'s three) as a run ends: how busy it was around it. */
function loadAverages() {
  const [m1, m5, m15] = loadavg();
  return {
    loadAverage1m: round(m1 ?? NaN, 1),
    loadAverage5m: round(m5 ?? NaN, 1),
    loadAverage15m: round(m15 ?? NaN, 1),
  };
}

/**
 * bench/lib/control-server.mjs on a free port, answering with the bytes `url` answers now: a
 * server that does nothing, measured beside the real one.
 */
async function startControlServer(
  url: string,
  headers: Record<string, string>,
  dir: string,
  name: string,
) {
  const response = await fetch(url, { headers });
  if (!response.ok) throw new Error(`control: ${url} answered ${response.status}`);
  const bodyFile = join(dir, `${name}.body`);
  writeFileSync(bodyFile, Buffer.from(await response.arrayBuffer()));
  const port = await freePort();
  const child = fork(
    join(import.meta.dirname, 'lib/control-server.mjs'),
    [String(port), bodyFile, response.headers.get('content-type') ?? 'application/json'],
    { env: { NODE_ENV: 'production', PATH: process.env.PATH ?? '' }, stdio: 'inherit' },
  );
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (code) => reject(new Error(`control server exited with ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}/`,
    mainThreadSchedule() {
      const [, waitingNs] = readFileSync(`/proc/${child.pid}/task/${child.pid}/schedstat`, 'utf8')
        .split(' ')
        .map(Number);
      return { waitingMs: (waitingNs ?? NaN) / 1e6 };
    },
    close: () => child.kill('SIGTERM'),
  };
}

/** This process's scheduling group and its nice value (Linux), e.g. `/autogroup-191 nice 0`. */
function autogroup() {
  try {
    return readFileSync('/proc/self/autogroup', 'utf8').trim();
  } catch {
    return 'unknown';
  }
}

/** Each figure's median over the runs. */
function medianOfRuns<T extends WrkResult>(runs: T[]) {
  const keys = Object.keys(runs[0] ?? {}) as (keyof T)[];
  return Object.fromEntries(keys.map((k) => [k, median(runs.map((r) => Number(r[k])))]));
}

/** Keeps CONNECTIONS requests in flight for `seconds`, cycling through the parents' sessions. */
async function load<T extends { cookie: string }>(
  port: number,
  targets: T[],
  path: (t: T) => string,
  seconds: number,
) {
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const target = targets[next++ % targets.length] as T;
        const t0 = performance.now();
        const status = await get(agent, port, path(target), target.cookie);
        latencies.push(performance.now() - t0);
        if (status !== 200) errors += 1;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  return {
    elapsedSeconds: round(elapsed, 2),
    loadGeneratorCpuPercent: round(((cpu.user + cpu.system) / 1e6 / elapsed) * 100, 0),
    requests: latencies.length,
    errors,
    reqPerSec: round(latencies.length / elapsed, 0),
    p50Ms: round(median(latencies), 2),
    p99Ms: round(quantile(latencies, 0.99), 2),
  };
}

function get(agent: Agent, port: number, path: string, cookie: string) {
  return new Promise<number>((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent, headers: { cookie } }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}
