import { ACCOUNT_MESSAGES, CREDITS, userSchema, type User } from '@sns/contract';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger, users } from '../../src/db/schema';
import {
  accountState,
  creditsAndLedger,
  newClient,
  newParent,
  photo,
  signUp,
  signUpBody,
  storedFiles,
  uniqueIp,
} from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('POST /api/createUserFromForm', () => {
  it('creates the account with 12 credits, in the ledger too, and answers 201 with the user', async () => {
    const parent = newParent({ firstName: 'Amara', lastName: 'Okafor' });
    const res = await signUp(newClient(t), {
      ...parent,
      email: `  ${parent.email.toUpperCase()} `,
    });

    expect(res.status).toBe(201);
    expect(res.body.message).toBe('OK');
    const user = userSchema.parse(res.body.user);
    expect(user).toMatchObject({
      firstName: 'Amara',
      lastName: 'Okafor',
      displayName: 'Amara Okafor',
      email: parent.email,
      profilePhoto: null,
      storiesRemaining: CREDITS.signUpBonus,
      userStories: 0,
      lastPurchaseDate: null,
    });
    expect(Number.isNaN(Date.parse(user.createdAt))).toBe(false);

    const ledger = await t.ctx.database.db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, user.user_uid));
    expect(ledger).toMatchObject([{ delta: 12, reason: 'signup_bonus', ref: user.user_uid }]);
    expect(await creditsAndLedger(t, user.user_uid)).toEqual({ credits: 12, ledgerSum: 12 });
  });

  it('stores an argon2id hash with m=19456, t=2, p=1, never the password', async () => {
    const parent = newParent();
    const res = await signUp(newClient(t), parent);
    const [row] = await t.ctx.database.db
      .select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.id, res.body.user.user_uid));
    expect(row?.hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.hash).not.toContain(parent.password);
  });

  it('mails a confirmation link with a 256-bit code and does not sign in', async () => {
    const parent = newParent();
    const client = newClient(t);
    const res = await signUp(client, parent);
    const mail = (await t.outbox()).find((m) => m.to.includes(parent.email));
    expect(mail?.subject).toMatch(/confirm/i);
    expect(mail?.raw).toContain('text/html');
    const link = mail?.links.find((l) => l.startsWith('http://localhost:3000/confirm/'));
    expect(link).toBeDefined();
    const code = (link as string).split('/confirm/')[1] as string;
    expect(Buffer.from(code, 'base64url')).toHaveLength(32);

    expect(client.cookies.has('sns_session')).toBe(false);
    const profile = await client.get(`/api/getUserProfile/${res.body.user.user_uid}`);
    expect(profile.status).toBe(401);
  });

  it('keeps a profile photo as a PNG of at most 512×512 without its EXIF', async () => {
    const jpeg = await sharp(await photo(1600, 1200, 'jpeg'))
      .withMetadata({ exif: { IFD0: { Copyright: 'GPS 59.33N 18.06E' } } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();

    const res = await signUp(newClient(t), newParent(), {
      profilePhoto: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
    });
    expect(res.status).toBe(201);
    const user: User = res.body.user;
    const url = new URL(user.profilePhoto as string);
    expect(url.pathname).toMatch(
      new RegExp(`^/files/users/${user.user_uid}/profile-[\\w-]+\\.png$`),
    );

    const file = await newClient(t).get(`${url.pathname}${url.search}`);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    const meta = await sharp(file.raw.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 512, height: 384 });
    expect(meta.exif).toBeUndefined();
  });

  it('treats an empty or non-data-URL photo as "no photo of my own"', async () => {
    for (const profilePhoto of ['', null, '/assets/default-avatar.png']) {
      const res = await signUp(newClient(t), newParent(), { profilePhoto });
      expect(res.status).toBe(201);
      expect(res.body.user.profilePhoto).toBeNull();
    }
  });

  it('refuses an e-mail that already has an account (any case) with 409 and changes nothing', async () => {
    const parent = newParent();
    const first = await signUp(newClient(t), parent);
    expect(first.status).toBe(201);
    const before = await accountState(t);

    const again = await signUp(
      newClient(t),
      { ...parent, email: parent.email.toUpperCase() },
      {
        profilePhoto: `data:image/png;base64,${(await photo(64, 64, 'png')).toString('base64')}`,
      },
    );
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errors: [{ msg: ACCOUNT_MESSAGES.emailTaken }] });
    expect(await accountState(t)).toEqual(before);
  });

  it('refuses short, overlong and common passwords, and mismatched confirmations', async () => {
    const before = await accountState(t);
    const cases: [Record<string, unknown>, string][] = [
      [{ password: 'short', confirmPassword: 'short' }, 'password'],
      [{ password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, 'password'],
      [{ password: 'password123', confirmPassword: 'password123' }, 'password'],
      [{ password: 'Sunshine2024', confirmPassword: 'Sunshine2024' }, 'password'],
      [{ confirmPassword: 'Something-else-entirely' }, 'confirmPassword'],
    ];
    for (const [extra, path] of cases) {
      const res = await signUp(newClient(t), newParent(), extra);
      expect(res.status, JSON.stringify(extra)).toBe(400);
      const body = res.body as unknown as { errors: { msg: string; path?: string }[] };
      expect(body.errors.map((e) => e.path)).toContain(path);
    }
    const common = await signUp(newClient(t), newParent(), {
      password: 'iloveyou1',
      confirmPassword: 'iloveyou1',
    });
    expect(common.body).toMatchObject({ errors: [{ msg: ACCOUNT_MESSAGES.commonPassword }] });
    expect(await accountState(t)).toEqual(before);
  });

  it('refuses a missing first name, a bad e-mail and wrong types with 400 `errors`', async () => {
    const before = await accountState(t);
    const bodies = [
      { ...signUpBody(newParent()), firstName: '' },
      { ...signUpBody(newParent()), email: 'not-an-email' },
      { ...signUpBody(newParent()), lastName: 42 },
      { ...signUpBody(newParent()), password: ['a', 'b'] },
      {},
    ];
    for (const payload of bodies) {
      const res = await newClient(t).request({
        method: 'POST',
        url: '/api/createUserFromForm',
        payload,
        remoteAddress: uniqueIp(),
      });
      expect(res.status).toBe(400);
      expect((res.body as { errors: unknown[] }).errors.length).toBeGreaterThan(0);
    }
    expect(await accountState(t)).toEqual(before);
  });

  it.each([
    ['a file that is not an image', 'image/png', Buffer.from('this is not a picture at all'), 415],
    [
      'a JPEG that is only a header',
      'image/jpeg',
      Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
      400,
    ],
    [
      'an SVG',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      415,
    ],
    [
      'an SVG that claims to be a PNG',
      'image/png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'),
      415,
    ],
  ])('refuses %s as the profile photo and stores nothing', async (_name, type, data, status) => {
    const before = await accountState(t);
    const res = await signUp(newClient(t), newParent(), {
      profilePhoto: `data:${type};base64,${data.toString('base64')}`,
    });
    expect(res.status).toBe(status);
    expect(await accountState(t)).toEqual(before);
    expect(storedFiles(t)).toEqual(before.files);
  });

  it('refuses a photo over 10 MB with 413', async () => {
    const before = await accountState(t);
    const big = Buffer.alloc(10 * 1024 * 1024 + 10, 1);
    const res = await signUp(newClient(t), newParent(), {
      profilePhoto: `data:image/png;base64,${big.toString('base64')}`,
    });
    expect(res.status).toBe(413);
    expect(await accountState(t)).toEqual(before);
  });

  it('needs the CSRF token', async () => {
    const before = await accountState(t);
    const res = await newClient(t).request({
      method: 'POST',
      url: '/api/createUserFromForm',
      payload: signUpBody(newParent()),
      csrf: false,
    });
    expect(res.status).toBe(403);
    expect(await accountState(t)).toEqual(before);
  });
});
