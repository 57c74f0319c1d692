import type { AppContext } from '../../context';
import { errors } from '../../http/errors';
import { randomToken, sha256 } from '../../lib/tokens';
import { confirmationMail } from './account-mails';
import type { AccountLog } from './account-log';
import { consumeConfirmation, insertConfirmation } from './confirmation-repository';
import { findUserByEmail, markEmailConfirmed, type UserRow } from './user-repository';

/** D4: a confirmation link lives 24 hours. */
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
 * otherwise: the caller answers the same either way (D4), and a mail failure is only logged so
 * it cannot tell an existing account apart either.
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

/** Confirms the e-mail behind a link's code: once, before it expires; otherwise a 400. */
export async function confirmEmail(ctx: AppContext, code: string) {
  const userId = await consumeConfirmation(ctx.database.db, sha256(code));
  if (!userId) throw errors.invalidConfirmation();
  await markEmailConfirmed(ctx.database.db, userId);
}
