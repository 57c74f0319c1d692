import { configDefaults, defineConfig } from 'vitest/config';

const shared = { testTimeout: 30_000, hookTimeout: 60_000, pool: 'forks' as const };
/**
 * The API projects share modules between the test files a worker runs (no isolation): each file
 * still builds its own app on its own database, and importing the server once per worker instead
 * of once per file halves the run (docs/decisions/033). The hook file checks error logs after
 * every test.
 */
const apiFiles = {
  isolate: false,
  setupFiles: ['apps/server/test/helpers/error-log-hook.ts'],
};
/** The fault suite starts real server processes: its own project, not the API projects'. */
const notFaults = [...configDefaults.exclude, 'apps/server/test/faults/**'];

/** API tests run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'unit+api (pglite)',
          exclude: notFaults,
          ...apiFiles,
          // Every API test file's database starts from one migrated copy (docs/decisions/033).
          globalSetup: ['apps/server/test/helpers/pglite-template.ts'],
          include: [
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'bench/lib/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          ...shared,
          name: 'web',
          include: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
          setupFiles: ['apps/web/src/lib/i18n/all-words.test-setup.ts'],
        },
      },
      {
        // Real server processes: signals, crashes, a locked data folder (npm run test:faults).
        test: {
          ...shared,
          name: 'faults',
          include: ['apps/server/test/faults/**/*.test.ts'],
          testTimeout: 180_000,
          fileParallelism: false,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                ...apiFiles,
                name: 'api (postgres)',
                exclude: notFaults,
                include: ['apps/server/test/**/*.test.ts'],
                env: { TEST_DB: 'postgres' },
              },
            },
          ]
        : []),
    ],
  },
});
