import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);

/**
 * Shared by the e2e server script and the journeys, so tests can read the outbox. Per port, so
 * journeys of several checkouts or engineers can run side by side; outside test-results/, which
 * Playwright empties when any run starts.
 */
export const E2E_DATA_DIR = join(tmpdir(), `sns-e2e-data-${port}`);
export const E2E_GOOGLE_CLIENT_ID = 'e2e-client.apps.googleusercontent.com';
/** The fake Google beside each e2e server (3199 beside the default 3100). */
export const E2E_GOOGLE_PORT = Number(process.env.E2E_GOOGLE_PORT ?? port + 99);
