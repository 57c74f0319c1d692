import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accountState,
  newClient,
  newParent,
  signedInParent,
  signUpBody,
} from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const STORY = {
  hero: 'Maya',
  age: 5,
  elements: 'a kite, a lighthouse, the sea',
  genre: 'Adventure',
  plotTwist: 'the lighthouse was a rocket',
  lifeLesson: 'be kind',
};

/** Every field of `body` in turn carries `bad`; the rest stays valid. */
function eachFieldWith(body: Record<string, unknown>, bad: (value: string) => string) {
  return Object.entries(body)
    .filter(([, value]) => typeof value === 'string')
    .map(([field, value]) => ({ field, body: { ...body, [field]: bad(value as string) } }));
}

describe('text a parent sends', () => {
  it('a NUL byte in any field of any call is a clear 400, changes nothing, logs nothing', async () => {
    const { client, user } = await signedInParent(t);
    const parent = newParent();
    const cases: { url: string; body: Record<string, unknown> }[] = [
      ...eachFieldWith(signUpBody(parent), (v) => `${v}\u0000`).map((c) => ({
        url: '/api/createUserFromForm',
        body: c.body,
      })),
      ...eachFieldWith({ email: parent.email, password: parent.password }, (v) => `${v}\u0000`).map(
        (c) => ({ url: '/api/login', body: c.body }),
      ),
      ...eachFieldWith(STORY, (v) => `${v}\u0000`).map((c) => ({
        url: '/api/generateStory',
        body: c.body,
      })),
      { url: '/api/forgot-password', body: { email: `${parent.email}\u0000` } },
      { url: '/api/confirmEmail', body: { email: `${parent.email}\u0000` } },
      { url: '/api/payments', body: { user: { email: 'a\u0000@x.com' }, product: 'credits-10' } },
      {
        url: '/api/check-verification-code-service',
        body: { email: parent.email, code: '12345\u0000' },
      },
    ];
    const before = await accountState(t);
    for (const { url, body } of cases) {
      const res = await client.post<{ errors?: { msg: string }[] }>(url, body);
      expect(res.status, `${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.body.errors?.[0]?.msg).toBeTruthy();
    }
    // A lone surrogate is no character: the database would store U+FFFD instead (issue 31).
    for (const body of [
      { ...STORY, elements: 'a \udc00cat, a hat, a bat' },
      { ...STORY, plotTwist: 'the moon \ud800' },
    ]) {
      const res = await client.post<{ errors?: { msg: string }[] }>('/api/generateStory', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    const query = await client.get(`/api/getNarrative?userId=${user.user_uid}&storyId=%00`);
    expect(query.status).toBeLessThan(500);
    expect(await accountState(t)).toEqual(before);
    expect(t.loggedErrors).toEqual([]);
  });

  it.each([
    ['a zero-width space', 'dr\u200Bagon'],
    ['a right-to-left override', '\u202Enogard'],
    ['a line break', 'Maya\nBcc: someone@example.com'],
    ['a C1 control', 'Maya\u0085'],
  ])('%s in a story field is refused with a message naming the field', async (_, bad) => {
    const { client } = await signedInParent(t);
    const { genre, ...textFields } = STORY;
    for (const { field, body } of eachFieldWith(textFields, () => bad)) {
      const res = await client.post<{ errors: { msg: string; path?: string }[] }>(
        '/api/generateStory',
        { ...body, genre },
      );
      expect(res.status, field).toBe(400);
      expect(res.body.errors.some((e) => /invisible or control characters/.test(e.msg))).toBe(true);
    }
  });

  it('names with CR/LF or control characters never reach an e-mail', async () => {
    const parent = newParent();
    const client = newClient(t);
    for (const field of ['firstName', 'lastName', 'displayName']) {
      const res = await client.post('/api/createUserFromForm', {
        ...signUpBody(parent),
        [field]: 'Maya\r\nBcc: victim@example.com',
      });
      expect(res.status, field).toBe(400);
    }
    expect((await t.outbox()).filter((m) => m.to.includes(parent.email))).toEqual([]);
  });

  it('names in other scripts, accents and emoji are welcome', async () => {
    const { client } = await signedInParent(t);
    const res = await client.post('/api/generateStory', {
      ...STORY,
      hero: 'Zoë-Amélie',
      elements: 'a family 👨‍👩‍👧, a red heart ❤️, Юлия’s kite',
    });
    expect(res.status).toBe(202);
  });
});
