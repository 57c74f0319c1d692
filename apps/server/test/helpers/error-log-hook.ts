import { afterEach } from 'vitest';
import { checkOpenErrorLogGuards } from './error-logs';

// A setup file, not a hook in error-logs.ts: the API projects run without isolation
// (docs/decisions/033), so a helper module is imported once per worker, while a setup file runs
// again before each test file and its hooks belong to that file.
afterEach(() => {
  checkOpenErrorLogGuards();
});
