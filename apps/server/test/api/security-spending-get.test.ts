import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInParent } from '../helpers/factories';
import { createCompletedStory, ledgerRows, mediaState } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('a GET that spends credits', () => {
  it('is refused from another site, and works from our own pages', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client, { age: 2 });
    const before = await mediaState(t);
    for (const site of ['cross-site', 'same-site']) {
      const res = await client.request({
        method: 'GET',
        url: `/api/getAudioUrl/${story.uuid}`,
        headers: { 'sec-fetch-site': site },
      });
      expect(res.status, site).toBe(403);
    }
    // A browser too old to say where a request comes from must send our token.
    const noHeader = await t.app.inject({
      method: 'GET',
      url: `/api/getAudioUrl/${story.uuid}`,
      cookies: Object.fromEntries(client.cookies),
    });
    expect(noHeader.statusCode).toBe(403);
    expect(await mediaState(t)).toEqual(before);
    expect(await ledgerRows(t, user.user_uid, 'narration')).toEqual([]);

    expect((await client.get(`/api/getAudioUrl/${story.uuid}`)).status).toBe(200);
  });
});
