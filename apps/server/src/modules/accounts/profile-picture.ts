import { PROFILE_PHOTO_MAX_SIDE } from '@sns/contract';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { randomToken } from '../../lib/tokens';
import { reencodeUserUpload } from './upload-guard';
import type { AccountLog } from './account-log';
import { replaceProfilePhotoKey, type UserRow } from './user-repository';

/**
 * A new key per photo: a fresh URL defeats caches that still hold the old picture, and
 * `users/{id}/` keeps every file of an account under one prefix for deletion.
 */
export function newProfilePhotoKey(userId: string) {
  return `users/${userId}/profile-${randomToken(9)}.png`;
}

/**
 * Replaces the user's profile photo with an uploaded image, re-encoded per
 * docs/decisions/d9-uploaded-images.md as a PNG of at most 512×512. The old file is deleted once
 * the new one is in place; a refused upload stores nothing.
 */
export async function updateProfilePicture(
  ctx: AppContext,
  userId: string,
  upload: Buffer,
  log: AccountLog,
): Promise<UserRow> {
  const png = await reencodeUserUpload(ctx, userId, upload, { maxSide: PROFILE_PHOTO_MAX_SIDE });
  const key = newProfilePhotoKey(userId);
  await ctx.storage.put(key, png, 'image/png');
  let result: Awaited<ReturnType<typeof replaceProfilePhotoKey>> | undefined;
  try {
    result = await replaceProfilePhotoKey(ctx.database.db, userId, key);
  } finally {
    if (!result?.updated) await ctx.storage.delete(key);
  }
  // The account was deleted while the upload was processed.
  if (!result.updated) throw errors.unauthenticated();
  if (result.previousKey) {
    await ctx.storage.delete(result.previousKey).catch((error: unknown) => {
      log.warn({ err: error, key: result?.previousKey }, 'could not delete the old profile photo');
    });
  }
  return result.updated;
}
