import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Shared by the e2e server script and the journeys, so tests can read the outbox. */
/** Per port, so journeys of several checkouts or engineers can run side by side. */
export const E2E_DATA_DIR = join(
  fileURLToPath(new URL('../..', import.meta.url)),
  'test-results',
  `e2e-data-${process.env.E2E_PORT ?? 3100}`,
);
export const E2E_GOOGLE_CLIENT_ID = 'e2e-client.apps.googleusercontent.com';
export const E2E_GOOGLE_PORT = Number(process.env.E2E_GOOGLE_PORT ?? 3199);
