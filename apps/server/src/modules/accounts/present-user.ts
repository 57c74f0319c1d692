import type { User } from '@sns/contract';
import type { AppContext } from '../../context';
import { countStoriesOfUser, type UserRow } from './user-repository';

/**
 * The User every account call returns (docs/api.md#design-5-0): never the row (no hashes, no Google
 * id). The photo is a signed URL made now, so it works without the session cookie; `lastName` is
 * the real last name (docs/decisions/d2-profile-last-name.md).
 */
export async function presentUser(
  ctx: AppContext,
  row: UserRow,
  /** The story count when the caller already read it with the row (findUserWithStoryCount). */
  storyCount?: number,
): Promise<User> {
  const [profilePhoto, userStories] = await Promise.all([
    row.profilePhotoKey ? ctx.storage.signedUrl(row.profilePhotoKey) : Promise.resolve(null),
    storyCount ?? countStoriesOfUser(ctx.database.db, row.id),
  ]);
  return {
    user_uid: row.id,
    profilePhoto,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: [row.firstName, row.lastName].filter(Boolean).join(' '),
    email: row.email,
    createdAt: row.createdAt.toISOString(),
    storiesRemaining: row.credits,
    userStories,
    lastPurchaseDate: row.lastPurchaseAt ? row.lastPurchaseAt.toISOString() : null,
    language: row.language,
  };
}
