#!/usr/bin/env node
/**
 * `npm test`: builds the web app, runs every Vitest project (unit, API on PGlite, and API on
 * PostgreSQL when TEST_DATABASE_URL is set), then the Playwright journeys in Chromium, and ends
 * with one line `N passed, N failed` summing both runners.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = 'test-results';
mkdirSync(results, { recursive: true });
const vitestJson = `${results}/vitest-results.json`;
const e2eJson = `${results}/e2e-results.json`;
rmSync(vitestJson, { force: true });
rmSync(e2eJson, { force: true });

const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
const run = (cmd, args) => spawnSync(cmd, args, { stdio: 'inherit', env }).status ?? 1;

let passed = 0;
let failed = 0;
let crashed = false;

if (run('npm', ['run', 'build', '--silent']) !== 0) {
  console.error('The web build failed.');
  crashed = true;
}

const vitestStatus = run('npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests;
  failed += v.numFailedTests;
  if (vitestStatus !== 0 && v.numFailedTests === 0) crashed = true;
} else crashed = true;

if (!crashed || process.env.E2E_ALWAYS) {
  const e2eStatus = run('npx', ['playwright', 'test']);
  if (existsSync(e2eJson)) {
    const s = JSON.parse(readFileSync(e2eJson, 'utf8')).stats;
    passed += s.expected + (s.flaky ?? 0);
    failed += s.unexpected;
    if (e2eStatus !== 0 && s.unexpected === 0) crashed = true;
  } else crashed = true;
}

// A runner that crashed, or reported an error outside any test, counts as one failure: the
// summary must never read "0 failed" for a run that did not pass.
if (crashed) {
  console.error('A test runner did not finish cleanly; see its output above.');
  failed += 1;
}
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || crashed ? 1 : 0);
