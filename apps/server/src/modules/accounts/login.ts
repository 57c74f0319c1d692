import type { LoginBody } from '@sns/contract';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { verifyPassword } from './passwords';
import { findUserByEmail, type UserRow } from './user-repository';

/**
 * Checks an e-mail and password. Unknown e-mail, Google-only account and wrong password all get
 * the same 401 after the same work (a dummy hash is verified when there is nothing to verify).
 * Only with the right password does an unconfirmed account learn it must confirm first.
 */
export async function logInWithPassword(ctx: AppContext, input: LoginBody): Promise<UserRow> {
  const user = await findUserByEmail(ctx.database.db, input.email);
  const matches = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !matches) throw errors.invalidCredentials();
  if (!user.emailConfirmedAt) throw errors.emailNotValidated();
  return user;
}
