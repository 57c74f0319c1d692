import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { randomToken, sha256 } from '../../lib/tokens';
import { confirmationMail } from './account-mails';
import type { AccountLog } from './account-log';
import {
  consumeConfirmation,
  findConfirmationOwner,
  insertConfirmation,
} from './confirmation-repository';
import { findUserByEmail, findUserById, markEmailConfirmed, type UserRow } from './user-repository';

/** docs/decisions/d4-passwords-and-codes.md: a confirmation link lives 24 hours. */
export const CONFIRMATION_TTL_MS = 24 * 3600 * 1000;

/**
 * Mails a fresh confirmation link `${PUBLIC_URL}/confirm/{code}`. The code has 256 random bits
 * and only its sha256 is stored, so a leaked table confirms nothing.
 */
export async function sendConfirmationEmail(ctx: AppContext, user: UserRow) {
  const code = randomToken(32);
  await insertConfirmation(ctx.database.db, {
    codeHash: sha256(code),
    userId: user.id,
    expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
  });
  await ctx.mailer.send(confirmationMail(user, `${ctx.config.publicUrl}/confirm/${code}`));
}

/**
 * Resends the link when the account exists and is not confirmed yet. Does nothing visible
 * otherwise: the caller answers the same either way (docs/decisions/d4-passwords-and-codes.md), and
 * a mail failure is only logged so it cannot tell an existing account apart either.
 */
export async function resendConfirmation(ctx: AppContext, email: string, log: AccountLog) {
  const user = await findUserByEmail(ctx.database.db, email);
  if (!user || user.emailConfirmedAt) return;
  try {
    await sendConfirmationEmail(ctx, user);
  } catch (error) {
    log.warn({ err: error }, 'could not send the confirmation e-mail');
  }
}

/**
 * Confirms the e-mail behind a link's code: once, before it expires. A link of an account that is
 * confirmed already (a parent opening the mail a second time) is a 409 that sends them to sign in;
 * any other unusable code is the original call's 400 (docs/api.md#spec-7). Telling the two apart
 * reveals nothing: only the holder of the 256-bit code can ask.
 */
export async function confirmEmail(ctx: AppContext, code: string) {
  const codeHash = sha256(code);
  const userId = await consumeConfirmation(ctx.database.db, codeHash);
  if (userId) {
    await markEmailConfirmed(ctx.database.db, userId);
    return;
  }
  const ownerId = await findConfirmationOwner(ctx.database.db, codeHash);
  const owner = ownerId ? await findUserById(ctx.database.db, ownerId) : undefined;
  if (owner?.emailConfirmedAt) throw errors.alreadyConfirmed();
  throw errors.invalidConfirmation();
}
