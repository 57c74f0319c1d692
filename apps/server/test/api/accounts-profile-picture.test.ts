import { ACCOUNT_MESSAGES, type User } from '@sns/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountState,
  multipart,
  newClient,
  photo,
  pngHeaderOnly,
  signedInParent,
  storedFiles,
  type TestClient,
} from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function upload(
  client: TestClient,
  userId: string,
  file: { name: string; type: string; data: Buffer },
  field = 'image',
) {
  const body = multipart(field, file);
  return client.request<{ message: string; user: User }>({
    method: 'POST',
    url: `/api/updateProfilePicture/${userId}`,
    payload: body.payload,
    headers: body.headers,
  });
}

async function fetchPhoto(client: TestClient, url: string) {
  const u = new URL(url);
  return client.get(`${u.pathname}${u.search}`);
}

describe('POST /api/updateProfilePicture/{userId}', () => {
  it('stores the photo as a ≤512×512 PNG and returns the user with its signed URL', async () => {
    const { client, user } = await signedInParent(t);
    const res = await upload(client, user.user_uid, {
      name: 'me.webp',
      type: 'image/webp',
      data: await photo(600, 900, 'webp'),
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('OK');
    expect(res.body.user).toMatchObject({ user_uid: user.user_uid, storiesRemaining: 12 });
    expect(res.body.user.profilePhoto).toMatch(/^http:\/\/localhost:3000\/files\/users\//);

    // The signed URL works without the session cookie.
    const file = await fetchPhoto(newClient(t), res.body.user.profilePhoto as string);
    expect(file.status).toBe(200);
    expect(await sharp(file.raw.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 341,
      height: 512,
    });

    const profile = await client.get<{ user: User }>(`/api/getUserProfile/${user.user_uid}`);
    expect(profile.body.user.profilePhoto).toBe(res.body.user.profilePhoto);
  });

  it('deletes the old file when a new photo replaces it', async () => {
    const { client, user } = await signedInParent(t);
    await upload(client, user.user_uid, {
      name: 'a.png',
      type: 'image/png',
      data: await photo(300, 300, 'png'),
    });
    const first = storedFiles(t).filter((f) => f.startsWith(`users/${user.user_uid}/`));
    expect(first).toHaveLength(1);
    const res = await upload(client, user.user_uid, {
      name: 'b.gif',
      type: 'image/gif',
      data: await photo(200, 100, 'gif'),
    });
    expect(res.status).toBe(200);
    const second = storedFiles(t).filter((f) => f.startsWith(`users/${user.user_uid}/`));
    expect(second).toHaveLength(1);
    expect(second[0]).not.toBe(first[0]);
  });

  it("refuses another user's id with 403, no session with 401, no CSRF token with 403", async () => {
    const me = await signedInParent(t);
    const other = await signedInParent(t);
    const file = { name: 'p.jpg', type: 'image/jpeg', data: await photo(100, 100) };
    const before = await accountState(t);

    expect((await upload(me.client, other.user.user_uid, file)).status).toBe(403);
    expect((await upload(newClient(t), me.user.user_uid, file)).status).toBe(401);
    const body = multipart('image', file);
    const noCsrf = await me.client.request({
      method: 'POST',
      url: `/api/updateProfilePicture/${me.user.user_uid}`,
      payload: body.payload,
      headers: body.headers,
      csrf: false,
    });
    expect(noCsrf.status).toBe(403);
    expect(await accountState(t)).toEqual(before);
  });

  it.each([
    [
      'bytes that are not an image',
      {
        name: 'fake.jpg',
        type: 'image/jpeg',
        data: Buffer.from('%PDF-1.7 a document, not a photo'),
      },
      415,
    ],
    [
      'a GIF header followed by junk',
      {
        name: 'fake.gif',
        type: 'image/gif',
        data: Buffer.from('GIF89a but not really, just text'),
      },
      400,
    ],
    [
      'a truncated JPEG',
      {
        name: 'cut.jpg',
        type: 'image/jpeg',
        data: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0]),
      },
      400,
    ],
    [
      'an SVG',
      {
        name: 'x.svg',
        type: 'image/svg+xml',
        data: Buffer.from(
          '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
        ),
      },
      415,
    ],
    [
      'a 20000×20000 PNG (400 megapixels)',
      { name: 'huge.png', type: 'image/png', data: pngHeaderOnly(20000, 20000) },
      413,
    ],
    ['an empty file', { name: 'empty.png', type: 'image/png', data: Buffer.alloc(0) }, 400],
  ])('refuses %s, storing nothing', async (_name, file, status) => {
    const { client, user } = await signedInParent(t);
    const before = await accountState(t);
    const res = await upload(client, user.user_uid, file);
    expect(res.status).toBe(status);
    expect(res.body).toHaveProperty('message');
    expect(await accountState(t)).toEqual(before);
  });

  it('refuses a file over 10 MB with 413, storing nothing', async () => {
    const { client, user } = await signedInParent(t);
    const before = await accountState(t);
    const big = Buffer.concat([
      await photo(100, 100, 'png'),
      Buffer.alloc(10 * 1024 * 1024 + 1, 7),
    ]);
    const res = await upload(client, user.user_uid, {
      name: 'big.png',
      type: 'image/png',
      data: big,
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: ACCOUNT_MESSAGES.photoTooLarge });
    expect(await accountState(t)).toEqual(before);
  });

  it('refuses a form without an `image` file, a JSON body and a broken form with 4xx', async () => {
    const { client, user } = await signedInParent(t);
    const before = await accountState(t);
    const wrongField = await upload(
      client,
      user.user_uid,
      { name: 'p.jpg', type: 'image/jpeg', data: await photo(50, 50) },
      'picture',
    );
    expect(wrongField.status).toBe(400);
    expect(wrongField.body).toMatchObject({ message: ACCOUNT_MESSAGES.notAPhoto });

    const json = await client.post(`/api/updateProfilePicture/${user.user_uid}`, {
      image: 'data:image/png;base64,AAAA',
    });
    expect(json.status).toBe(400);

    const broken = await client.request({
      method: 'POST',
      url: `/api/updateProfilePicture/${user.user_uid}`,
      payload:
        '--abc\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nhalf a file',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
    });
    expect(broken.status).toBeGreaterThanOrEqual(400);
    expect(broken.status).toBeLessThan(500);
    expect(await accountState(t)).toEqual(before);
  });
});
