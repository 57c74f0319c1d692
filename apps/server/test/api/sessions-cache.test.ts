import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema';
import { findLiveSession } from '../../src/modules/sessions/session-repository';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInParent } from '../helpers/factories';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const profileOf = (parent: Awaited<ReturnType<typeof signedInParent>>) =>
  parent.client.get<{ status: string }>(`/api/getUserProfile/${parent.user.user_uid}`);

async function sessionOf(userId: string) {
  const [row] = await t.ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId));
  if (!row) throw new Error('no session row');
  return row;
}

const minutes = (n: number) => n * 60_000;

describe('reading a session (docs/decisions/031)', () => {
  it('writes nothing on reads: last_seen_at moves at most once a minute', async () => {
    const parent = await signedInParent(t, { firstName: 'Ines' });
    const before = await sessionOf(parent.user.user_uid);
    for (let i = 0; i < 5; i += 1)
      expect((await profileOf(parent)).body.status).toBe('authenticated');
    expect((await sessionOf(parent.user.user_uid)).lastSeenAt).toEqual(before.lastSeenAt);

    // Two minutes on, the next read touches it once, and the cache holds what was written.
    const later = new Date(before.lastSeenAt.getTime() + minutes(2));
    const { db } = t.ctx.database;
    expect((await findLiveSession(db, before.id, later))?.lastSeenAt).toEqual(later);
    expect((await sessionOf(parent.user.user_uid)).lastSeenAt).toEqual(later);
    expect(
      (await findLiveSession(db, before.id, new Date(later.getTime() + 1000)))?.lastSeenAt,
    ).toEqual(later);
  });

  it('an idle or too old session is over, whether it was read before or not', async () => {
    const parent = await signedInParent(t, { firstName: 'Omar' });
    const row = await sessionOf(parent.user.user_uid);
    const { db } = t.ctx.database;
    expect(
      await findLiveSession(db, row.id, new Date(row.lastSeenAt.getTime() + 1000)),
    ).toBeDefined();
    const eightDaysOn = new Date(row.lastSeenAt.getTime() + 8 * 24 * 3600 * 1000);
    expect(await findLiveSession(db, row.id, eightDaysOn)).toBeUndefined();
  });

  it('signing out ends the session at once for the next request', async () => {
    const parent = await signedInParent(t, { firstName: 'Kai' });
    const token = parent.client.cookies.get('sns_session');
    expect((await profileOf(parent)).body.status).toBe('authenticated');
    expect((await parent.client.post('/api/logout')).status).toBe(200);
    // The same cookie, sent again after signing out (as a copied cookie would be): refused.
    const replay = await t.app.inject({
      method: 'GET',
      url: `/api/getUserProfile/${parent.user.user_uid}`,
      cookies: { sns_session: token ?? '' },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('deleting the account ends its sessions at once', async () => {
    const parent = await signedInParent(t, { firstName: 'Lea' });
    const token = parent.client.cookies.get('sns_session');
    expect((await profileOf(parent)).body.status).toBe('authenticated');
    const deleted = await parent.client.post(`/api/deleteAccount/${parent.user.user_uid}`, {
      confirmation: parent.parent.email,
    });
    expect(deleted.status).toBe(200);
    const replay = await t.app.inject({
      method: 'GET',
      url: `/api/getUserProfile/${parent.user.user_uid}`,
      cookies: { sns_session: token ?? '' },
    });
    expect(replay.statusCode).toBe(401);
  });

  it('on PGlite a known session is read from memory; on PostgreSQL always from the database', async () => {
    const parent = await signedInParent(t, { firstName: 'Ada' });
    expect((await profileOf(parent)).body.status).toBe('authenticated');
    // Behind the repository's back (nothing in the product does this): only the cache still knows it.
    await t.ctx.database.db.delete(sessions).where(eq(sessions.userId, parent.user.user_uid));
    const after = await profileOf(parent);
    if (t.ctx.database.kind === 'pglite') expect(after.body.status).toBe('authenticated');
    else expect(after.status).toBe(401);
  });
});
