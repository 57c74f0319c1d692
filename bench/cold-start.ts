import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildAll } from '../scripts/build.mjs';
import { machineInfo, writeResult } from './lib/results';
import { median, round } from './lib/stats';

const root = fileURLToPath(new URL('..', import.meta.url));
const RUNS = 5;
const PORT = 3481;

/**
 * docs/decisions/029-compiled-server.md: what starting costs, before (the web app built on every
 * start, the server's TypeScript compiled by tsx as it loads) and after (`npm run build` once;
 * `npm start` checks the sources' hash and runs the compiled server with plain node). Each run
 * starts on a fresh DATA_DIR (PGlite created and migrated), measured from spawn to a 200 from
 * /api/health, with the resident memory at that moment and 5 s later.
 */
export async function benchColdStart() {
  if (!buildAll()) throw new Error('the build failed');
  const webBuildStarted = performance.now();
  spawnSync('npm', ['run', 'build', '--silent', '-w', '@sns/web'], { cwd: root, stdio: 'ignore' });
  const webBuildMs = performance.now() - webBuildStarted;
  // The web build just ran outside build.mjs: stamp it again so the check below finds it current.
  buildAll();
  const checkStarted = performance.now();
  spawnSync(process.execPath, ['scripts/build.mjs', '--if-changed'], { cwd: root });
  const upToDateCheckMs = performance.now() - checkStarted;

  const modes = {
    sources: ['--import', 'tsx', 'apps/server/src/main.ts'],
    compiled: ['apps/server/dist/server/main.js'],
  };
  const results: Record<string, object> = {};
  for (const [mode, args] of Object.entries(modes)) {
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await startOnce(args));
    results[mode] = {
      toHealthyMs: round(median(runs.map((r) => r.toHealthyMs))),
      rssAtHealthyMiB: round(median(runs.map((r) => r.rssAtHealthyMiB))),
      rssAfter5sMiB: round(median(runs.map((r) => r.rssAfter5sMiB))),
      runsToHealthyMs: runs.map((r) => round(r.toHealthyMs)),
    };
  }
  const result = {
    bench: 'cold-start',
    description: `spawn → 200 from /api/health on a fresh DATA_DIR (PGlite), median of ${RUNS}; RSS = VmRSS`,
    webBuildMs: round(webBuildMs),
    upToDateCheckMs: round(upToDateCheckMs),
    ...results,
    machine: machineInfo(),
  };
  writeResult('cold-start', result);
  return result;
}

async function startOnce(args: string[]) {
  const dataDir = mkdtempSync(join(tmpdir(), 'sns-bench-start-'));
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: {
      ...withoutDatabaseUrl(process.env),
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      HOST: '127.0.0.1',
      PORT: String(PORT),
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: dataDir,
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${PORT}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (performance.now() - started > 120_000) throw new Error('no health within 2 minutes');
      await new Promise((r) => setTimeout(r, 20));
    }
    const toHealthyMs = performance.now() - started;
    const rssAtHealthyMiB = rssMiB(child.pid ?? 0);
    await new Promise((r) => setTimeout(r, 5_000));
    return { toHealthyMs, rssAtHealthyMiB, rssAfter5sMiB: rssMiB(child.pid ?? 0) };
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function rssMiB(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) / 1024;
}

function withoutDatabaseUrl(env: NodeJS.ProcessEnv) {
  const { DATABASE_URL: _ignored, ...rest } = env;
  return rest;
}
