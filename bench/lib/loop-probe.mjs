/**
 * Preloaded into the server (`node --import`) by `BENCH_LOOP_PROBE=<file>` (bench/lib/server-process.ts):
 * the server's own view of each outside run of bench/api-reads.ts (docs/decisions/094). Each
 * SIGUSR2 appends one JSON line to the file with what happened inside the process since the
 * previous one, then starts afresh:
 * - the event-loop delay (how late a timer due every RESOLUTION_MS ran: p50, p99, max). A stall of
 *   the process — a GC, a long synchronous call, a long turn of the loop — shows here; a request
 *   waiting in the kernel for the process to read it does not;
 * - the garbage collector's pauses (count, total, longest).
 * (The main thread's wait for a CPU is read from outside, bench/api-reads.ts.)
 */
import { appendFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';

const file = process.env.BENCH_LOOP_PROBE;
// Only the server's own process: the image decoders it starts inherit `--import` and the
// environment.
delete process.env.BENCH_LOOP_PROBE;
if (file) start(file);

function start(file) {
  const RESOLUTION_MS = 2;
  const loop = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  loop.enable();
  let gc = { count: 0, totalMs: 0, maxMs: 0 };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.count += 1;
      gc.totalMs += entry.duration;
      gc.maxMs = Math.max(gc.maxMs, entry.duration);
    }
  }).observe({ entryTypes: ['gc'] });
  const delayMs = (ns) => Math.max(0, ns / 1e6 - RESOLUTION_MS);
  const round = (ms) => Math.round(ms * 10) / 10;
  process.on('SIGUSR2', () => {
    const line = {
      loopDelayP50Ms: round(delayMs(loop.percentile(50))),
      loopDelayP99Ms: round(delayMs(loop.percentile(99))),
      loopDelayMaxMs: round(delayMs(loop.max)),
      gcPauses: gc.count,
      gcPauseTotalMs: round(gc.totalMs),
      gcPauseMaxMs: round(gc.maxMs),
    };
    appendFileSync(file, `${JSON.stringify(line)}\n`);
    loop.reset();
    gc = { count: 0, totalMs: 0, maxMs: 0 };
  });
}
