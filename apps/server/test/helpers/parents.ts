import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { User } from '@sns/contract';
import { creditLedger, users } from '../../src/db/schema';
import type { TestApp } from './test-app';

/** A parent who signed up, confirmed the e-mail and signed in — all through the API. */
export async function signedInParent(t: TestApp, firstName = 'Maya') {
  const client = t.client();
  const email = `${firstName.toLowerCase()}.${randomBytes(4).toString('hex')}@example.com`;
  const password = `Moonlight-${randomBytes(4).toString('hex')}-Stories`;
  const signUp = await client.post('/api/createUserFromForm', {
    firstName,
    lastName: 'Lindqvist',
    displayName: `${firstName} Lindqvist`,
    email,
    password,
    confirmPassword: password,
  });
  if (signUp.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(signUp.body)}`);
  const link = (await t.outbox())
    .filter((m) => m.to.includes(email))
    .flatMap((m) => m.links)
    .find((l) => l.includes('/confirm/'));
  if (!link) throw new Error('no confirmation link in the outbox');
  await client.get(`/api/confirm/${link.split('/confirm/')[1]}`);
  const login = await client.post<{ user: User }>('/api/login', { email, password });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  return { client, user: login.body.user, email, password };
}

/** Sets a user's balance directly (a purchase would), keeping the ledger equal to it. */
export async function setCredits(t: TestApp, userId: string, credits: number) {
  const db = t.ctx.database.db;
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  const delta = credits - (row?.credits ?? 0);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ credits }).where(eq(users.id, userId));
    await tx
      .insert(creditLedger)
      .values({ userId, delta, reason: 'test_adjustment', ref: randomBytes(8).toString('hex') });
  });
}

export async function creditsOf(t: TestApp, userId: string) {
  const db = t.ctx.database.db;
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  const [ledger] = await db
    .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return { balance: row?.credits ?? 0, ledgerSum: Number(ledger?.sum ?? 0) };
}
