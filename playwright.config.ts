import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);

/** Browser journeys in Debian's Chromium: Playwright never downloads a browser here. */
export default defineConfig({
  testDir: 'e2e',
  // Above the longest wait for a background job (e2e/support/deadlines.ts), with room for the rest.
  timeout: 150_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e-results.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // No transitions: a click or an axe check never lands on a modal still fading in or out
    // (seen 2026-11-24: a dialog's title measured mid-fade as low contrast; a tick lost mid-close).
    reducedMotion: 'reduce',
    // The journeys read the English pages unless they switch (docs/decisions/070): the page's
    // first language is the browser's.
    locale: 'en-US',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 800 } } }],
  webServer: {
    command: 'npx tsx scripts/e2e-server.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { E2E_PORT: String(port) },
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
