import { ACCOUNT_MESSAGES } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountState, newClient, signedInParent, type TestClient } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let me: Awaited<ReturnType<typeof signedInParent>>;
beforeAll(async () => {
  t = await createTestApp();
  me = await signedInParent(t);
});
afterAll(async () => t.close());

/** Every JSON account call, with a body that would be valid. */
const jsonCalls = () =>
  [
    [
      '/api/createUserFromForm',
      {
        firstName: 'A',
        lastName: 'B',
        email: 'new.one@example.com',
        password: 'Quiet-river-stones',
        confirmPassword: 'Quiet-river-stones',
      },
    ],
    ['/api/confirmEmail', { email: me.parent.email }],
    ['/api/login', { email: me.parent.email, password: me.parent.password }],
    ['/api/loginGoogle', { access_token: 'ya29.token' }],
    ['/api/forgot-password', { email: me.parent.email }],
    ['/api/check-verification-code-service', { email: me.parent.email, code: '123456' }],
    [
      '/api/redefine-password-service',
      {
        newPassword: 'Quiet-river-stones',
        confirmNewPassword: 'Quiet-river-stones',
        email: me.parent.email,
        userId: me.user.user_uid,
      },
    ],
  ] as const;

function send(client: TestClient, url: string, payload: string, contentType = 'application/json') {
  return client.request({ method: 'POST', url, payload, headers: { 'content-type': contentType } });
}

describe('bad input to the account calls: a clear 4xx, and nothing changes', () => {
  it('malformed JSON → 400 with `errors`', async () => {
    const before = await accountState(t);
    for (const [url] of jsonCalls()) {
      const res = await send(me.client, url, '{"email": "half');
      expect(res.status, url).toBe(400);
      expect(res.body, url).toMatchObject({
        errors: [{ msg: 'The request body is not valid JSON.' }],
      });
    }
    expect(await accountState(t)).toEqual(before);
  });

  it('wrong types and non-object bodies → 400 with `errors` naming the field', async () => {
    const before = await accountState(t);
    for (const [url, valid] of jsonCalls()) {
      for (const field of Object.keys(valid)) {
        const res = await me.client.post(url, { ...valid, [field]: { nested: true } });
        expect(res.status, `${url} ${field}`).toBe(400);
        const errors = (res.body as { errors: { path?: string }[] }).errors;
        // loginGoogle checks its token after the alternatives are read: no path there.
        if (url !== '/api/loginGoogle')
          expect(
            errors.map((e) => e.path),
            `${url} ${field}`,
          ).toContain(field);
      }
      for (const payload of ['[]', '"text"', '42', 'null']) {
        const res = await send(me.client, url, payload);
        expect(res.status, `${url} ${payload}`).toBe(400);
        expect(res.body).toHaveProperty('errors');
      }
    }
    expect(await accountState(t)).toEqual(before);
  });

  it('a body that is not JSON → 4xx, never 500', async () => {
    const before = await accountState(t);
    for (const [url] of jsonCalls()) {
      const res = await send(
        me.client,
        url,
        'email=a@example.com',
        'application/x-www-form-urlencoded',
      );
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.status, url).toBeLessThan(500);
    }
    expect(await accountState(t)).toEqual(before);
  });

  it('no CSRF token → 403 on every state-changing account call', async () => {
    const before = await accountState(t);
    const calls: (readonly [string, unknown])[] = [
      ...jsonCalls(),
      ['/api/logout', {}],
      [`/api/updateProfilePicture/${me.user.user_uid}`, {}],
    ];
    for (const [url, payload] of calls) {
      const res = await me.client.request({
        method: 'POST',
        url,
        payload: payload as object,
        csrf: false,
      });
      expect(res.status, url).toBe(403);
    }
    expect(await accountState(t)).toEqual(before);
    expect((await me.client.get(`/api/getUserProfile/${me.user.user_uid}`)).status).toBe(200);
  });

  it("another user's id in the path → 403 (profile and picture)", async () => {
    const other = await signedInParent(t);
    const before = await accountState(t);
    expect((await me.client.get(`/api/getUserProfile/${other.user.user_uid}`)).status).toBe(403);
    const res = await me.client.post(`/api/updateProfilePicture/${other.user.user_uid}`, {});
    expect(res.status).toBe(403);
    expect(await accountState(t)).toEqual(before);
  });

  it('an overlong confirmation code → 4xx', async () => {
    for (const length of [129, 600]) {
      const res = await newClient(t).get(`/api/confirm/${'a'.repeat(length)}`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
  });

  it('Google sign-in without GOOGLE_CLIENT_ID → 404 "Google sign-in is not enabled."', async () => {
    const res = await newClient(t).post('/api/loginGoogle', { access_token: 'ya29.anything' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: ACCOUNT_MESSAGES.googleDisabled });
  });
});
