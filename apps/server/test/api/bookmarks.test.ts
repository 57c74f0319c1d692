import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

const ids = ['moon-and-stars', 'sleepy-dragon', 'rocket-dreams', 'enchanted-forest'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

/** Page objects only; `\b` keeps the `/Type /Pages` tree node out of the count. */
function countPages(pdf: Buffer) {
  return pdf.toString('latin1').match(/\/Type\s*\/Page\b/g)?.length ?? 0;
}

describe('printable bookmarks', () => {
  it('lists every design for the landing page', async () => {
    const res = await t
      .client()
      .get<{ id: string; name: string; description: string }[]>('/api/bookmarks');
    expect(res.status).toBe(200);
    expect(res.body.map((b) => b.id)).toEqual(ids);
    for (const bookmark of res.body) {
      expect(Object.keys(bookmark).sort()).toEqual(['description', 'id', 'name']);
      expect(bookmark.name).not.toBe('');
      expect(bookmark.description).not.toBe('');
    }
  });

  it.each(ids)('serves %s as a one-page PDF download', async (id) => {
    const res = await t.client().get(`/api/bookmarks/${id}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="starry-night-bookmark-${id}.pdf"`,
    );
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    // A publicly cacheable response must not hand anyone a cookie.
    expect(res.headers['set-cookie']).toBeUndefined();
    const pdf = res.raw.rawPayload;
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(countPages(pdf)).toBe(1);
    expect(pdf.length).toBeGreaterThan(20_000);
  });

  it('serves the same bytes on every request', async () => {
    const first = await t.client().get('/api/bookmarks/rocket-dreams.pdf');
    const second = await t.client().get('/api/bookmarks/rocket-dreams.pdf');
    expect(second.raw.rawPayload.equals(first.raw.rawPayload)).toBe(true);
  });

  it('answers 404 with a message for a design we never offered', async () => {
    const res = await t.client().get<{ message: string }>('/api/bookmarks/haunted-castle.pdf');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.body.message).toBe('That bookmark was not found.');
  });

  it('documents both calls in the OpenAPI page', async () => {
    const res = await t.client().get<{ paths: Record<string, unknown> }>('/api/docs/json');
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining(['/api/bookmarks', '/api/bookmarks/{id}.pdf']),
    );
  });
});
