import { userSchema } from '@sns/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema';
import { accountState, newClient, newParent, signedInParent } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/getUserProfile/{user_uid}', () => {
  it('returns the signed-in user with the real last name (docs/decisions/d2-profile-last-name.md) and the credit balance', async () => {
    const { client, user } = await signedInParent(
      t,
      newParent({ firstName: 'Noor', lastName: 'Haddad' }),
    );
    const res = await client.get(`/api/getUserProfile/${user.user_uid}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'authenticated' });
    const profile = userSchema.parse((res.body as { user: unknown }).user);
    expect(profile).toMatchObject({
      user_uid: user.user_uid,
      firstName: 'Noor',
      lastName: 'Haddad',
      displayName: 'Noor Haddad',
      storiesRemaining: 12,
      userStories: 0,
      lastPurchaseDate: null,
      profilePhoto: null,
    });
    expect(profile.createdAt).toBe(user.createdAt);
  });

  it('shows the last purchase date and the balance as they are in the database', async () => {
    const { client, user } = await signedInParent(t);
    const at = new Date('2025-03-04T05:06:07.000Z');
    await t.ctx.database.db
      .update(users)
      .set({ lastPurchaseAt: at })
      .where(eq(users.id, user.user_uid));
    const res = await client.get<{ user: { lastPurchaseDate: string } }>(
      `/api/getUserProfile/${user.user_uid}`,
    );
    expect(res.body.user.lastPurchaseDate).toBe(at.toISOString());
  });

  it("answers 401 {status:'unauthenticated'} without a session", async () => {
    const { user } = await signedInParent(t);
    const res = await newClient(t).get(`/api/getUserProfile/${user.user_uid}`);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 'unauthenticated' });
  });

  it("refuses another user's profile with 403 and a malformed id with 400", async () => {
    const me = await signedInParent(t);
    const other = await signedInParent(t);
    const before = await accountState(t);
    const res = await me.client.get(`/api/getUserProfile/${other.user.user_uid}`);
    expect(res.status).toBe(403);
    expect(JSON.stringify(res.body)).not.toContain(other.parent.email);
    const bad = await me.client.get('/api/getUserProfile/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body).toHaveProperty('errors');
    expect(await accountState(t)).toEqual(before);
  });
});
