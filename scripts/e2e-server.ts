/**
 * The product as the browser journeys meet it: the compiled server (`npm run build`, as
 * `npm start` runs it) on a fresh DATA_DIR (PGlite, outbox, local files), with Google sign-in
 * pointed at a local fake. Started by Playwright.
 */
import { existsSync, rmSync } from 'node:fs';
import { startFakeGoogle } from '../apps/server/test/fakes/google';
import { E2E_DATA_DIR, E2E_GOOGLE_CLIENT_ID, E2E_GOOGLE_PORT } from '../e2e/support/environment';

const port = process.env.E2E_PORT ?? '3100';
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
const google = await startFakeGoogle({ clientId: E2E_GOOGLE_CLIENT_ID, port: E2E_GOOGLE_PORT });

Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: port,
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: E2E_DATA_DIR,
  LOG_LEVEL: 'error',
  RATE_LIMITS: 'off',
  // A book takes a second or two here; a short pause per page lets the journeys watch it (and reload) mid-way.
  BOOK_PAGE_DELAY_MS: '400',
  // A measurement id, so the journeys exercise the consent-gated analytics tag (e2e/consent.spec.ts
  // answers its requests itself; without analytics consent nothing is ever requested).
  GA_MEASUREMENT_ID: process.env.E2E_GA_ID ?? 'G-E2ETEST',
  ...google.env,
});
// Built by `npm run build` (npm test builds first); say so rather than fail obscurely without it.
const compiled = '../apps/server/dist/server/main.js';
if (!existsSync(new URL(compiled, import.meta.url))) {
  throw new Error('No compiled server: run `npm run build` before the browser journeys.');
}
await import(compiled);
