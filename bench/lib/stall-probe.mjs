/**
 * Preloaded into the server (`node --import`) by `BENCH_STALL_PROBE=<file>` (bench/lib/server-process.ts):
 * finds event-loop gaps and says what filled them (docs/decisions/050, 064). A 5 ms timer marks the
 * loop's turns; for each gap over GAP_MS it appends one line to the file: the gap, the main thread's
 * time on a CPU and waiting for one in it (Linux schedstat: the server's own work versus the
 * machine's), the GC pauses inside it and the heap. Once a second a summary line: event-loop delay
 * percentiles, GC count and time.
 */
import { appendFileSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { setInterval } from 'node:timers';

const file = process.env.BENCH_STALL_PROBE;
const GAP_MS = Number(process.env.BENCH_STALL_GAP_MS ?? 40);
const schedstat = `/proc/self/task/${process.pid}/schedstat`;
const sched = () => {
  const [onCpu, waiting] = readFileSync(schedstat, 'utf8').split(' ').map(Number);
  return { onCpuMs: onCpu / 1e6, waitingMs: waiting / 1e6 };
};
const gcs = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    gcs.push({ at: entry.startTime, ms: entry.duration, kind: entry.detail?.kind });
}).observe({ entryTypes: ['gc'] });
const kinds = { 1: 'scavenge', 2: 'minor-ms', 4: 'mark-compact', 8: 'incremental', 16: 'weak' };
const eld = monitorEventLoopDelay({ resolution: 5 });
eld.enable();
let last = performance.now();
let lastSched = sched();
let second = { gcCount: 0, gcMs: 0, maxGap: 0 };
const write = (line) => appendFileSync(file, `${new Date().toISOString()} ${line}\n`);
setInterval(() => {
  const now = performance.now();
  const gap = now - last;
  const s = sched();
  const inGap = gcs.filter((g) => g.at >= last - 1);
  if (gap > GAP_MS) {
    const gcText = inGap.map((g) => `${g.ms.toFixed(0)}ms ${kinds[g.kind] ?? g.kind}`).join(', ');
    write(
      `STALL ${gap.toFixed(0)} ms: on-CPU ${(s.onCpuMs - lastSched.onCpuMs).toFixed(0)} ms, waiting for a CPU ${(s.waitingMs - lastSched.waitingMs).toFixed(0)} ms; GC [${gcText}]; heap ${(process.memoryUsage().heapUsed / 2 ** 20).toFixed(0)} MiB`,
    );
  }
  second.maxGap = Math.max(second.maxGap, gap);
  for (const g of inGap) {
    second.gcCount += 1;
    second.gcMs += g.ms;
  }
  gcs.length = 0;
  last = now;
  lastSched = s;
}, 5).unref();
setInterval(() => {
  write(
    `second: eld p50 ${(eld.percentile(50) / 1e6).toFixed(1)} p99 ${(eld.percentile(99) / 1e6).toFixed(1)} max ${(eld.max / 1e6).toFixed(1)} ms; GC ${second.gcCount}x ${second.gcMs.toFixed(0)} ms; longest gap ${second.maxGap.toFixed(0)} ms`,
  );
  eld.reset();
  second = { gcCount: 0, gcMs: 0, maxGap: 0 };
}, 1000).unref();
