import { randomBytes } from 'node:crypto';
import type { User } from '@sns/contract';
import { asc, eq, sql } from 'drizzle-orm';
import {
  creditLedger,
  emailConfirmations,
  passwordResets,
  sessions,
  users,
} from '../../src/db/schema';
import { storedFiles } from './files';
import type { TestApp } from './test-app';

/*
 * The one module tests take their factories from: parents, their clients and credits (here);
 * children, stories and books from their domain helpers; pictures and stored files (files.ts).
 */
export { CHILD, addChild, createdChild } from './children';
export { STORY_REQUEST, createCompletedStory } from './stories';
export { completedBook } from './books';
export {
  multipart,
  photo,
  pngHeaderOnly,
  storedFiles,
  SVG_WITH_SCRIPT,
  unacceptableImages,
} from './files';

export type TestClient = ReturnType<TestApp['client']>;

export interface ParentDetails {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/**
 * A new parent with a unique e-mail (after the first name) and a password that is not on the
 * common list.
 */
export function newParent(overrides: Partial<ParentDetails> = {}): ParentDetails {
  const id = randomBytes(4).toString('hex');
  const firstName = overrides.firstName ?? 'Maya';
  return {
    firstName,
    lastName: 'Lindqvist',
    email: `${firstName.toLowerCase()}.${id}@example.com`,
    password: `Moonlight-${id}-Stories`,
    ...overrides,
  };
}

let nextIp = 1;
/** A fresh client address, as if each parent sat behind a different router (per-IP limits). */
export function uniqueIp() {
  const n = nextIp++;
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * A browser-like client (cookies, CSRF token) at its own address, as if each parent sat behind a
 * different router, so per-IP limits count one parent's requests, as in real life.
 */
export function newClient(t: TestApp, ip = uniqueIp()): TestClient {
  const client = t.client();
  const request = <T = Record<string, unknown>>(options: Parameters<TestClient['request']>[0]) =>
    client.request<T>({ remoteAddress: ip, ...options });
  return {
    ...client,
    request,
    get: <T = Record<string, unknown>>(url: string) => request<T>({ method: 'GET', url }),
    post: <T = Record<string, unknown>>(url: string, payload?: unknown) =>
      request<T>({ method: 'POST', url, payload: payload as never }),
  };
}

/** The sign-up form's body for a parent. */
export function signUpBody(parent: ParentDetails, extra: Record<string, unknown> = {}) {
  return {
    firstName: parent.firstName,
    lastName: parent.lastName,
    displayName: `${parent.firstName} ${parent.lastName}`,
    email: parent.email,
    password: parent.password,
    confirmPassword: parent.password,
    ...extra,
  };
}

/** POST /api/createUserFromForm from its own address, so files with many sign-ups stay under the limit. */
export function signUp(
  client: TestClient,
  parent: ParentDetails,
  extra: Record<string, unknown> = {},
) {
  return client.request<{ message: string; user: User }>({
    method: 'POST',
    url: '/api/createUserFromForm',
    payload: signUpBody(parent, extra),
    remoteAddress: uniqueIp(),
  });
}

/** The code of the newest confirmation link mailed to `email`. */
export async function confirmationCodeFor(t: TestApp, email: string): Promise<string> {
  const link = (await t.outbox())
    .filter((m) => m.to.includes(email))
    .flatMap((m) => m.links)
    .filter((l) => l.includes('/confirm/'))
    .at(-1);
  if (!link) throw new Error(`no confirmation link mailed to ${email}`);
  return link.split('/confirm/')[1] as string;
}

/** The newest 6-digit reset code mailed to `email`. */
export async function resetCodeFor(t: TestApp, email: string): Promise<string> {
  const mail = (await t.outbox())
    .filter((m) => m.to.includes(email) && /reset code|cambiar la contraseña/i.test(m.subject))
    .at(-1);
  const code = mail && /(\d{6})/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`no reset code mailed to ${email}`);
  return code;
}

/** Signs a parent up and confirms the e-mail through the mailed link (not signed in yet). */
export async function signUpAndConfirm(
  t: TestApp,
  client: TestClient = newClient(t),
  parent = newParent(),
) {
  const res = await signUp(client, parent);
  if (res.status !== 201) throw new Error(`sign-up failed: ${JSON.stringify(res.body)}`);
  const confirm = await client.get(`/api/confirm/${await confirmationCodeFor(t, parent.email)}`);
  if (confirm.status !== 200) throw new Error(`confirm failed: ${JSON.stringify(confirm.body)}`);
  return { client, parent, user: res.body.user };
}

/** POST /api/login. */
export function logIn(client: TestClient, parent: Pick<ParentDetails, 'email' | 'password'>) {
  return client.post<{ message: string; user: User }>('/api/login', {
    email: parent.email,
    password: parent.password,
  });
}

/**
 * A parent who signed up, confirmed the e-mail and signed in — all through the API — on their own
 * client. `details` name them (`{ firstName: 'Zoe' }`) or are a whole `newParent()`.
 */
export async function signedInParent(t: TestApp, details: Partial<ParentDetails> = {}) {
  const parent = newParent(details);
  const { client } = await signUpAndConfirm(t, newClient(t), parent);
  const res = await logIn(client, parent);
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return { client, parent, user: res.body.user };
}

/**
 * Everything an account call could change: users, ledger, sessions, codes, stored files and the
 * outbox. Compare before and after a refused request to prove it changed nothing.
 */
export async function accountState(t: TestApp) {
  const { db } = t.ctx.database;
  return {
    users: await db.select().from(users).orderBy(asc(users.email)),
    ledger: await db.select().from(creditLedger).orderBy(asc(creditLedger.id)),
    sessions: (await db.select().from(sessions).orderBy(asc(sessions.id))).map(
      ({ lastSeenAt: _ignored, ...rest }) => rest,
    ),
    confirmations: await db
      .select()
      .from(emailConfirmations)
      .orderBy(asc(emailConfirmations.codeHash)),
    resets: await db.select().from(passwordResets).orderBy(asc(passwordResets.id)),
    files: storedFiles(t),
    mails: (await t.outbox()).length,
  };
}

/** The user's balance and the sum of their ledger, which must always be equal. */
export async function creditsAndLedger(t: TestApp, userId: string) {
  const { db } = t.ctx.database;
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  const [ledger] = await db
    .select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return { credits: row?.credits, ledgerSum: Number(ledger?.sum ?? 0) };
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

/** The user's balance (0 if there is no such user) and the sum of their ledger. */
export async function creditsOf(t: TestApp, userId: string) {
  const db = t.ctx.database.db;
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  const [ledger] = await db
    .select({ sum: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
    .from(creditLedger)
    .where(eq(creditLedger.userId, userId));
  return { balance: row?.credits ?? 0, ledgerSum: Number(ledger?.sum ?? 0) };
}
