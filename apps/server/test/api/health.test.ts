import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('operations', () => {
  it('reports health with the database kind and the job queue', async () => {
    const res = await t.client().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok', db: t.ctx.database.kind, queue: 'pg-boss' });
  });

  it('answers 503 when the job queue is down', async () => {
    const other = await createTestApp();
    try {
      await other.ctx.queue.stop({ graceful: false });
      const res = await other.client().get('/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'error', db: other.ctx.database.kind, queue: 'down' });
    } finally {
      await other.close();
    }
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const res = await t.client().get('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });

  it('refuses a state-changing call without a CSRF token', async () => {
    const res = await t
      .client()
      .request({ method: 'POST', url: '/api/logout', payload: {}, csrf: false });
    expect(res.status).toBe(403);
  });

  it('refuses a forged CSRF token', async () => {
    const c = t.client();
    await c.get('/api/csrfToken');
    const res = await c.request({
      method: 'POST',
      url: '/api/logout',
      payload: {},
      csrf: false,
      headers: { 'csrf-token': 'abc.def' },
    });
    expect(res.status).toBe(403);
  });
});
