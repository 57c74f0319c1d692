/**
 * Preloaded into the server (`node --import`) by `BENCH_STALL_PROBE=<file>` (bench/lib/server-process.ts):
 * finds event-loop gaps and says what filled them (docs/decisions/050, 064). A 5 ms timer marks the
 * loop's turns; for each gap over GAP_MS it appends one line to the file: the gap, the main thread's
 * time on a CPU and waiting for one in it (Linux schedstat: the server's own work versus the
 * machine's), the GC pauses inside it and the heap. Once a second a summary line: event-loop delay
 * percentiles, GC count and time.
 */
import { subscribe } from 'node:diagnostics_channel';
import { appendFileSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay, performance, PerformanceObserver } from 'node:perf_hooks';
import { setInterval } from 'node:timers';

const file = process.env.BENCH_STALL_PROBE;
// Only the server's own process: its child processes (the image decoders) inherit `--import` and
// the environment, and their lines would mix with the main thread's.
delete process.env.BENCH_STALL_PROBE;
if (file) {
  start(file);
  await watchRequestsAndDatabase(file);
}

/**
 * Latency that is not an event-loop gap: a request that waits, with the loop free, for something
 * it awaits. Notes every request slower than SLOW_MS (from Node's `request` to the response's
 * `finish`), every PGlite transaction that holds the database longer than HOLD_MS (no other
 * statement runs meanwhile) with its first statements, and every query that waited longer than
 * HOLD_MS for its turn.
 */
async function watchRequestsAndDatabase(file) {
  const SLOW_MS = Number(process.env.BENCH_STALL_SLOW_MS ?? 100);
  const HOLD_MS = Number(process.env.BENCH_STALL_HOLD_MS ?? 30);
  const write = (line) => appendFileSync(file, `${new Date().toISOString()} ${line}\n`);
  const started = new WeakMap();
  subscribe('http.server.request.start', ({ request }) => started.set(request, performance.now()));
  subscribe('http.server.response.finish', ({ request }) => {
    const t0 = started.get(request);
    const ms = t0 === undefined ? 0 : performance.now() - t0;
    if (ms > SLOW_MS) write(`SLOW REQUEST ${ms.toFixed(0)} ms ${request.method} ${request.url}`);
  });
  let PGlite;
  try {
    ({ PGlite } = await import('@electric-sql/pglite'));
  } catch {
    return; // not a PGlite server
  }
  const short = (sql) => String(sql).replace(/\s+/g, ' ').slice(0, 90);
  const transaction = PGlite.prototype.transaction;
  PGlite.prototype.transaction = function (callback) {
    const asked = performance.now();
    let began;
    const statements = [];
    return transaction
      .call(this, (tx) => {
        began = performance.now();
        const query = tx.query.bind(tx);
        const exec = tx.exec.bind(tx);
        tx.query = (sql, ...rest) => (statements.push(short(sql)), query(sql, ...rest));
        tx.exec = (sql, ...rest) => (statements.push(short(sql)), exec(sql, ...rest));
        return callback(tx);
      })
      .finally(() => {
        const held = performance.now() - (began ?? asked);
        if (held > HOLD_MS)
          write(
            `HELD ${held.toFixed(0)} ms (waited ${((began ?? asked) - asked).toFixed(0)} ms) by a transaction of ${statements.length}: ${statements.slice(0, 4).join(' | ')}`,
          );
      });
  };
  const query = PGlite.prototype.query;
  PGlite.prototype.query = function (sql, ...rest) {
    const asked = performance.now();
    return query.call(this, sql, ...rest).finally(() => {
      const ms = performance.now() - asked;
      if (ms > HOLD_MS) write(`QUERY ${ms.toFixed(0)} ms from call to answer: ${short(sql)}`);
    });
  };
}

function start(file) {
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
}
