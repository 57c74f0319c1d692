import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { fetchGoogleIdentity } from './google-identity';
import {
  createUserWithSignUpBonus,
  findUserByEmail,
  findUserByGoogleSub,
  linkGoogleAccount,
  type UserRow,
} from './user-repository';

/**
 * Signs in with a Google access token. Accounts are keyed by Google's `sub`: the first sign-in
 * links the account with the same e-mail, or creates one (confirmed, with the 12 credits of
 * docs/decisions/d1-credits.md).
 */
export async function logInWithGoogle(ctx: AppContext, accessToken: string): Promise<UserRow> {
  if (!ctx.config.google) throw errors.googleDisabled();
  const { db } = ctx.database;
  const identity = await fetchGoogleIdentity(ctx.config.google, accessToken);

  const known = await findUserByGoogleSub(db, identity.sub);
  if (known) return known;

  const sameEmail = await findUserByEmail(db, identity.email);
  if (sameEmail) {
    // Already linked to a different Google account: never silently re-point it.
    if (sameEmail.googleSub) throw errors.googleRejected();
    const linked = await linkGoogleAccount(db, sameEmail, identity.sub);
    if (linked) return linked;
  } else {
    const created = await createUserWithSignUpBonus(db, {
      email: identity.email,
      firstName: identity.firstName,
      lastName: identity.lastName,
      googleSub: identity.sub,
      emailConfirmedAt: new Date(),
    });
    if (created) return created;
  }
  // A concurrent first sign-in with the same account got there first.
  const winner = await findUserByGoogleSub(db, identity.sub);
  if (winner) return winner;
  throw errors.googleRejected();
}
