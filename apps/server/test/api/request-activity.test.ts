import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { msSinceLastRequest, noteRequest } from '../../src/lib/request-activity';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** docs/decisions/050: PGlite's checkpoint waits for a moment without requests. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('request activity', () => {
  it('is noted for each request the app begins serving', async () => {
    noteRequest(0);
    expect(msSinceLastRequest()).toBeGreaterThan(60_000);
    await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(msSinceLastRequest()).toBeLessThan(5_000);
  });
});
