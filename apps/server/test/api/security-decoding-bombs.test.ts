import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  multipart,
  newClient,
  newParent,
  photo,
  signedInParent,
  signUp,
  type TestClient,
} from '../helpers/factories';
import { scanBombJpeg } from '../helpers/scan-bomb-jpeg';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Issue 33 point 5: 6000×6000 greyscale, 20,000 near-empty scans, about 1.5 MB — under the 10 MB
// and 40-megapixel limits, and minutes of CPU to decode before this was refused.
const bomb = scanBombJpeg({ side: 6000, scans: 20_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const uploadProfilePicture = (client: TestClient, userId: string, data: Buffer, type: string) => {
  const body = multipart('image', { name: 'me.jpg', type, data });
  return client.request<{ id?: string; message?: string }>({
    method: 'POST',
    url: `/api/updateProfilePicture/${userId}`,
    payload: body.payload,
    headers: body.headers,
  });
};

describe('a scan-bomb JPEG (docs/decisions/053-decoding-bombs.md)', () => {
  it('is refused at sign-up in milliseconds, and no account is made', async () => {
    expect(bomb.length).toBeGreaterThan(1_400_000);
    const parent = newParent();
    const started = performance.now();
    const res = await signUp(newClient(t), parent, {
      profilePhoto: `data:image/jpeg;base64,${bomb.toString('base64')}`,
    });
    const took = performance.now() - started;
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ id: 'photo_too_complex' });
    expect(JSON.stringify(res.body)).toContain('takes too long to open');
    // 46 s before the fix; no decoder and no password hashing is reached now.
    expect(took).toBeLessThan(2000);
    const login = await newClient(t).request({
      method: 'POST',
      url: '/api/login',
      payload: { email: parent.email, password: parent.password },
    });
    expect(login.status).toBe(401);
  });

  it("is refused as a profile picture while another parent's upload goes through as usual", async () => {
    const attacker = await signedInParent(t);
    const other = await signedInParent(t);
    const small = await photo(64, 64);
    // The decoder processes start on first use: started here, so the timing below is the line's.
    expect(
      (await uploadProfilePicture(other.client, other.user.user_uid, small, 'image/png')).status,
    ).toBe(200);
    const started = performance.now();
    const [bombs, ordinary] = await Promise.all([
      Promise.all(
        [1, 2].map(() =>
          uploadProfilePicture(attacker.client, attacker.user.user_uid, bomb, 'image/jpeg'),
        ),
      ),
      uploadProfilePicture(other.client, other.user.user_uid, small, 'image/png'),
    ]);
    const took = performance.now() - started;
    expect(bombs.map((r) => [r.status, r.body.id])).toEqual([
      [413, 'photo_too_complex'],
      [413, 'photo_too_complex'],
    ]);
    expect(ordinary.status).toBe(200);
    // 54 s before the fix with two bombs in flight; a fraction of a second on a quiet machine.
    expect(took).toBeLessThan(5000);
  });
});
