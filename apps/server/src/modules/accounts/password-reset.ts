import { randomInt } from 'node:crypto';
import type { RedefinePasswordBody, VerificationCodeBody } from '@sns/contract';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { clearLoginFailures } from './login-throttle';
import { safeEqual, sha256 } from '../../lib/tokens';
import { deleteSessionsOfUser } from '../sessions/session-repository';
import { resetCodeMail } from './account-mails';
import type { AccountLog } from './account-log';
import {
  deleteResetCodes,
  markResetCodeUsed,
  replaceResetCode,
  reserveResetAttempt,
} from './password-reset-repository';
import { assertAcceptablePassword, hashPassword } from './passwords';
import {
  findUserByEmail,
  findUserById,
  markEmailConfirmed,
  normalizeEmail,
  setPasswordHash,
  type UserRow,
} from './user-repository';

/**
 * docs/decisions/d4-passwords-and-codes.md: a reset code lives 10 minutes;
 * docs/decisions/d5-password-reset-grant.md: a verified code lets the session redefine for 10 more.
 */
export const RESET_CODE_TTL_MS = 10 * 60 * 1000;
export const RESET_GRANT_TTL_MS = 10 * 60 * 1000;

/** Salted with the user id, so equal codes of two users never share a hash. */
function hashResetCode(userId: string, code: string) {
  return sha256(`${userId}:${code}`);
}

/**
 * Mails a 6-digit code when the account exists; a new code supersedes older ones. Answers the
 * same whether or not it does (docs/decisions/d4-passwords-and-codes.md): even a mail failure is
 * only logged.
 */
export async function requestPasswordReset(ctx: AppContext, email: string, log: AccountLog) {
  const user = await findUserByEmail(ctx.database.db, email);
  if (!user) return;
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await replaceResetCode(ctx.database.db, {
    userId: user.id,
    codeHash: hashResetCode(user.id, code),
    expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
  });
  try {
    await ctx.mailer.send(resetCodeMail(user, code));
  } catch (error) {
    log.warn({ err: error, userId: user.id }, 'could not send the password reset e-mail');
  }
}

/**
 * Checks a reset code: every check spends one of its 5 attempts (so the sixth try of a code is
 * refused even when right), and a right code is used up. Returns the user; it signs nobody in.
 */
export async function verifyResetCode(
  ctx: AppContext,
  input: VerificationCodeBody,
): Promise<UserRow> {
  const { db } = ctx.database;
  const user = await findUserByEmail(db, input.email);
  if (!user) throw errors.invalidResetCode();
  const attempt = await reserveResetAttempt(db, user.id);
  if (!attempt || !safeEqual(attempt.codeHash, hashResetCode(user.id, input.code))) {
    throw errors.invalidResetCode();
  }
  if (!(await markResetCodeUsed(db, attempt.id))) throw errors.invalidResetCode();
  return user;
}

/** What a session holds after a verified code (sessions.reset_grant_*). */
export interface ResetGrant {
  userId: string | null;
  expiresAt: Date | null;
}

/**
 * Sets a new password for the user this session was granted
 * (docs/decisions/d5-password-reset-grant.md), then ends every session of that user, this one
 * included, and voids any code left: the parent signs in again.
 */
export async function redefinePassword(
  ctx: AppContext,
  grant: ResetGrant | undefined,
  input: RedefinePasswordBody,
) {
  const { db } = ctx.database;
  const live = grant?.expiresAt && grant.expiresAt.getTime() > Date.now();
  if (!live || grant?.userId !== input.userId) throw errors.resetNotVerified();
  const user = await findUserById(db, input.userId);
  if (!user || user.email !== normalizeEmail(input.email)) throw errors.resetNotVerified();
  assertAcceptablePassword(input.newPassword, 'newPassword');

  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    // The code came through this mailbox, which proves it as well as the confirmation link does.
    await markEmailConfirmed(tx, user.id);
    await deleteResetCodes(tx, user.id);
    await deleteSessionsOfUser(tx, user.id);
  });
  await clearLoginFailures(ctx, user.email);
}
