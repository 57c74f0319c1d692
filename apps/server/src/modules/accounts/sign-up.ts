import { randomUUID } from 'node:crypto';
import { PROFILE_PHOTO_MAX_SIDE, type SignUpBody } from '@sns/contract';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { decodeImageDataUrl, reencodeUploadedImage } from '../../lib/uploaded-image';
import type { AccountLog } from './account-log';
import { sendConfirmationEmail } from './email-confirmation';
import { assertAcceptablePassword, hashPassword } from './passwords';
import { newProfilePhotoKey } from './profile-picture';
import { createUserWithSignUpBonus, findUserByEmail, type UserRow } from './user-repository';

/**
 * Creates an account from the sign-up form with 12 credits (docs/decisions/d1-credits.md) and mails
 * the confirmation link. It does not sign in: the parent confirms the e-mail first. Everything that
 * can refuse the request (password, duplicate, photo) is checked before anything is written.
 */
export async function signUp(
  ctx: AppContext,
  input: SignUpBody,
  log: AccountLog,
  /** The address the form came from: its photo's decode takes turns with other requesters'. */
  clientAddress: string,
): Promise<UserRow> {
  const { db } = ctx.database;
  assertAcceptablePassword(input.password, 'password');
  if (await findUserByEmail(db, input.email)) throw errors.emailTaken();

  // A value that is not a data URL (the original form may send its placeholder's path) means
  // "no photo of my own"; a data URL must be a real photo.
  const photoBytes = input.profilePhoto ? decodeImageDataUrl(input.profilePhoto) : undefined;
  const photo = photoBytes
    ? await reencodeUploadedImage(photoBytes, {
        maxSide: PROFILE_PHOTO_MAX_SIDE,
        requester: `address:${clientAddress}`,
      })
    : undefined;
  const passwordHash = await hashPassword(input.password);

  const id = randomUUID();
  const photoKey = photo ? newProfilePhotoKey(id) : null;
  if (photo && photoKey) await ctx.storage.put(photoKey, photo, 'image/png');
  let user: UserRow | undefined;
  try {
    user = await createUserWithSignUpBonus(db, {
      id,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash,
      profilePhotoKey: photoKey,
      language: input.language,
    });
  } finally {
    if (!user && photoKey) await ctx.storage.delete(photoKey);
  }
  // Lost a race with another sign-up for the same address.
  if (!user) throw errors.emailTaken();

  try {
    await sendConfirmationEmail(ctx, user);
  } catch (error) {
    // The account exists either way; the parent can ask for the link again from the login page.
    log.warn({ err: error, userId: user.id }, 'could not send the confirmation e-mail');
  }
  return user;
}
