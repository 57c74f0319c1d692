import { eq, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { rateLimits } from '../../db/schema';
import { errors } from '../../errors';
import { sha256 } from '../../lib/tokens';

export interface RateRule {
  /** Prefix of the counter's key; one counter per rule and subject. */
  name: string;
  limit: number;
  windowSeconds: number;
}

/**
 * The limits of the account calls. Generous for a parent, tight for a script. Logins count
 * failures only: a guesser gets 10 wrong passwords per 15 minutes for one e-mail from one address
 * and 30 for any e-mails from one address; past 50 failures an hour for an e-mail from anywhere,
 * every try is slowed, never refused, so nobody can lock a parent out (login-throttle.ts).
 * E-mails sent on request (resend, reset code) are capped per recipient so the service cannot be
 * used to spam.
 */
export const ACCOUNT_RATE_RULES = {
  loginFailuresPerEmailAndIp: { name: 'login', limit: 10, windowSeconds: 15 * 60 },
  loginFailuresPerIp: { name: 'login-fail-ip', limit: 30, windowSeconds: 15 * 60 },
  loginFailuresPerEmail: { name: 'login-any-ip', limit: 50, windowSeconds: 3600 },
  signUpPerIp: { name: 'signup', limit: 20, windowSeconds: 3600 },
  mailPerEmail: { name: 'mail', limit: 5, windowSeconds: 3600 },
  codeCheckPerIp: { name: 'code-check', limit: 20, windowSeconds: 15 * 60 },
  googleLoginPerIp: { name: 'google-login', limit: 30, windowSeconds: 15 * 60 },
  confirmLinkPerIp: { name: 'confirm-link', limit: 30, windowSeconds: 15 * 60 },
  // Deleting and exporting an account (docs/decisions/012): a parent needs each once or twice.
  // A mistyped confirmation spends a try; an export reads every file of the account.
  deleteAccountPerUser: { name: 'delete-account', limit: 10, windowSeconds: 3600 },
  exportPerUser: { name: 'export-account', limit: 10, windowSeconds: 3600 },
} satisfies Record<string, RateRule>;

/** Rows older than this are dead weight: no rule's window is longer. */
const SWEEP_OLDER_THAN_MS = 24 * 3600 * 1000;

const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${sha256(subject)}`;

/**
 * Counts one hit of `subject` (an e-mail, an IP…) against `rule`, or throws 429 with Retry-After.
 * A fixed window kept in the `rate_limits` table by one atomic upsert, so every web process sees
 * the same counters. Subjects are hashed: the table holds no e-mails or addresses.
 */
export async function enforceRateLimit(ctx: AppContext, rule: RateRule, subject: string) {
  const hit = await countHit(ctx, rule, subject);
  if (hit && hit.count > rule.limit) throw tooMany(rule, hit.windowStart);
}

/** Throws 429 when `subject` has already used up `rule` in this window; counts nothing. */
export async function refuseWhenSpent(ctx: AppContext, rule: RateRule, subject: string) {
  const current = await currentCount(ctx, rule, subject);
  if (current && current.count >= rule.limit) throw tooMany(rule, current.windowStart);
}

/** The hits of `subject` in `rule`'s current window (0 when none or when limits are off). */
export async function currentCount(ctx: AppContext, rule: RateRule, subject: string) {
  if (!ctx.config.rateLimits) return undefined;
  const [row] = await ctx.database.db
    .select({ count: rateLimits.count, windowStart: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, keyOf(rule, subject)));
  if (!row || row.windowStart.getTime() <= Date.now() - rule.windowSeconds * 1000) return undefined;
  return row;
}

/** Forgets `subject`'s hits of `rule` (after a password reset, say). */
export async function clearRateLimit(ctx: AppContext, rule: RateRule, subject: string) {
  await ctx.database.db.delete(rateLimits).where(eq(rateLimits.key, keyOf(rule, subject)));
}

const tooMany = (rule: RateRule, windowStart: Date) => {
  const endsAt = new Date(windowStart).getTime() + rule.windowSeconds * 1000;
  return errors.tooManyRequests(Math.max(1, Math.ceil((endsAt - Date.now()) / 1000)));
};

/** Counts one hit and returns the window's count (undefined when limits are off). */
export async function countHit(ctx: AppContext, rule: RateRule, subject: string) {
  if (!ctx.config.rateLimits) return undefined;
  const { db } = ctx.database;
  const now = new Date();
  const cutoff = new Date(now.getTime() - rule.windowSeconds * 1000);
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  const expired = sql`${rateLimits.windowStart} <= ${cutoff.toISOString()}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: keyOf(rule, subject), windowStart: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimits.count} + 1 END`,
        windowStart: sql`CASE WHEN ${expired} THEN ${nowSql} ELSE ${rateLimits.windowStart} END`,
      },
    })
    .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });

  // Occasional sweep instead of a scheduled job; any process may do it.
  if (Math.random() < 0.01) {
    await db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, new Date(now.getTime() - SWEEP_OLDER_THAN_MS)));
  }

  return row && { count: row.count, windowStart: new Date(row.windowStart) };
}
