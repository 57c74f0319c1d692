import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { machineInfo, writeResult } from './lib/results';
import { round } from './lib/stats';

const runner = fileURLToPath(new URL('./print-files-run.ts', import.meta.url));

/** One size, built `rounds` times after a warm-up in a fresh process (its peak RSS its own). */
function measure(pages: number, rounds: number, ppi: number): Record<string, unknown> {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', runner, String(pages), String(rounds), String(ppi)],
    { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
  );
  const last = out.trim().split('\n').at(-1) ?? '{}';
  return JSON.parse(last) as Record<string, unknown>;
}

/**
 * docs/decisions/025, docs/design.md#design-7: the print files (interior + cover) of a 24-page
 * and an 80-page book with the embedded illustrator, every picture painted again at its printed
 * size: median time of `rounds` builds after a warm-up, and the process's peak RSS. The 80-page
 * book also at 240 ppi (2100² pictures), the least a picture may have.
 */
export async function benchPrintFiles({ rounds = 3 } = {}) {
  const result = {
    bench: 'print',
    description:
      'buildPrintFiles (plan, pictures by the embedded illustrator at print size, interior + cover PDFs), one process per size; medianMs of `rounds` builds after a warm-up; peakRssMiB = the process maximum (baseline = after imports and the book set up)',
    rounds,
    unit: 'ms',
    pages24: measure(24, rounds, 300),
    pages80: measure(80, rounds, 300),
    pages80at240ppi: measure(80, rounds, 240),
    bars: { mergeAndPrintFilesMs: 10_000, minPpi: 240 },
    machine: machineInfo(),
    // The 1-minute load average when the run ended: above the core count, others shared the CPU.
    loadAverage: round(loadavg()[0] ?? 0),
  };
  writeResult('print', result);
  return Promise.resolve(result);
}
