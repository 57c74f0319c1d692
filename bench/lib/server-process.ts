import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from '../../scripts/build.mjs';
import { signUpParent } from './parents';
import { round } from './stats';

const root = fileURLToPath(new URL('../..', import.meta.url));
/** USER_HZ: the unit of /proc/<pid>/stat's times, 100 on every Linux we run on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** `npm start`'s server (embedded engines, in-process worker) on a fresh DATA_DIR and free port. */
export async function startServerProcess(
  databaseUrl: string | undefined,
  env: Record<string, string> = {},
  /** `compiled` runs what `npm start` runs; `sources` runs the TypeScript through tsx, as before. */
  mode: 'compiled' | 'sources' = 'compiled',
  /** The node binary to run it with (bench/node-versions.ts runs other majors). */
  node = process.execPath,
  /** A file the server's standard output (its log) is appended to, as `npm start >> log` does. */
  stdoutFile?: string,
  /** `loopProbe`: the server reports its event-loop delay on demand (bench/lib/loop-probe.mjs). */
  options: { loopProbe?: boolean } = {},
) {
  if (mode === 'compiled' && !buildAll({ ifChanged: true })) throw new Error('the build failed');
  const dataDir = mkdtempSync(join(tmpdir(), 'sns-bench-reads-'));
  const port = await freePort();
  // BENCH_CPU_PROFILE=<dir>: the server writes its CPU profile there when it stops.
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  // BENCH_STALL_PROBE=<file>: the server notes its event-loop gaps there (bench/lib/stall-probe.mjs).
  if (process.env.BENCH_STALL_PROBE)
    profile.push('--import', join(root, 'bench/lib/stall-probe.mjs'));
  const loopFile = `${dataDir}-loop.jsonl`;
  if (options.loopProbe) profile.push('--import', join(root, 'bench/lib/loop-probe.mjs'));
  const stdout = stdoutFile ? openSync(stdoutFile, 'a') : 'ignore';
  const child: ChildProcess = spawn(
    node,
    mode === 'compiled'
      ? // As `npm start` runs it (scripts/start.mjs), without --enable-source-maps.
        [...profile, 'apps/server/dist/server/main.js']
      : [...profile, '--import', 'tsx', 'apps/server/src/main.ts'],
    {
      cwd: root,
      env: {
        ...withoutDatabaseUrl(process.env),
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        RATE_LIMITS: 'off',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: dataDir,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...(options.loopProbe ? { BENCH_LOOP_PROBE: loopFile } : {}),
        ...env,
      },
      stdio: ['ignore', stdout, 'inherit'],
    },
  );
  if (typeof stdout === 'number') closeSync(stdout);
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);

  const parent = (i: number) => signUpParent(baseUrl, dataDir, i);

  return {
    port,
    baseUrl,
    parent,
    /** CPU seconds the process has used so far, user + system (Linux /proc/<pid>/stat). */
    cpuSeconds() {
      const fields = readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1]?.split(' ');
      const ticks = Number(fields?.[11]) + Number(fields?.[12]);
      return ticks / CLOCK_TICKS_PER_SECOND;
    },
    /**
     * The main thread's time so far on a CPU and waiting for one (Linux schedstat, ms): on a busy
     * machine the second says how much of a latency was the machine's rather than the server's.
     */
    mainThreadSchedule() {
      const [onCpuNs, waitingNs] = readFileSync(
        `/proc/${child.pid}/task/${child.pid}/schedstat`,
        'utf8',
      )
        .split(' ')
        .map(Number);
      return { onCpuMs: (onCpuNs ?? NaN) / 1e6, waitingMs: (waitingNs ?? NaN) / 1e6 };
    },
    /**
     * With `loopProbe`: what the server saw of itself since the previous call (or its start): its
     * event-loop delay and GC pauses (bench/lib/loop-probe.mjs).
     */
    async loopSinceLastCall(): Promise<LoopFigures> {
      if (!options.loopProbe) throw new Error('the server was started without loopProbe');
      const lines = () => (existsSync(loopFile) ? readFileSync(loopFile, 'utf8').split('\n') : []);
      const before = lines().length;
      child.kill('SIGUSR2');
      for (const until = Date.now() + 10_000; Date.now() < until;) {
        const now = lines();
        if (now.length > before) return JSON.parse(now.at(-2) as string) as LoopFigures;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error('the server did not report its event loop within 10 s');
    },
    /** The process's peak resident memory so far (Linux VmHWM). */
    peakRssMiB() {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kib = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? NaN);
      return round(kib / 1024, 0);
    },
    async close() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
      rmSync(loopFile, { force: true });
    },
  };
}

/** bench/lib/loop-probe.mjs's report: the server's own view of a stretch of time, in ms. */
export interface LoopFigures {
  loopDelayP50Ms: number;
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  gcPauses: number;
  gcPauseTotalMs: number;
  gcPauseMaxMs: number;
}

function withoutDatabaseUrl(env: NodeJS.ProcessEnv) {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}

async function waitForHealth(baseUrl: string, child: ChildProcess) {
  const until = Date.now() + 120_000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the server did not start within 2 minutes');
}

export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.listen(0, '127.0.0.1', () => {
      const address = s.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      s.close(() => resolve(port));
    });
    s.on('error', reject);
  });
}
