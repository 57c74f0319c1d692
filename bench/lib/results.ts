import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const resultsDir = fileURLToPath(new URL('../results', import.meta.url));

export function machineInfo() {
  return {
    node: process.version,
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model,
    memoryGiB: Math.round(totalmem() / 2 ** 30),
    // Timings taken while other work loads the machine are not comparable: say how busy it was.
    loadAverage1m: Math.round(loadavg()[0]! * 10) / 10,
    at: new Date().toISOString(),
  };
}

/** Writes bench/results/<name>.json (the latest run of that benchmark). */
export function writeResult(name: string, result: object) {
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(join(resultsDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
}
