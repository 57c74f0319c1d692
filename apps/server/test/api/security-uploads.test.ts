import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, photo, signedInParent } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('uploads of one parent', () => {
  it('are limited to 30 per 10 minutes; another parent is not affected', async () => {
    const { client, user } = await signedInParent(t);
    const small = await photo(64, 64);
    const upload = (c: typeof client, userId: string) => {
      const body = multipart('image', { name: 'me.png', type: 'image/png', data: small });
      return c.request({
        method: 'POST',
        url: `/api/updateProfilePicture/${userId}`,
        payload: body.payload,
        headers: body.headers,
      });
    };
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await upload(client, user.user_uid)).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
    const other = await signedInParent(t);
    expect((await upload(other.client, other.user.user_uid)).status).toBe(200);
  });
});
