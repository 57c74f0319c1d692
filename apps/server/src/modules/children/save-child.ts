import { MAX_CHILDREN, type Child } from '@sns/contract';
import type { AppContext } from '../../context';
import { childErrors } from './child-errors';
import { childValuesOf, type ChildProfileInput } from './child-values';
import { insertChildWithin, replaceChild } from './children-repository';
import { presentChild } from './present-child';

/** POST /api/children: a new profile, while the parent has fewer than MAX_CHILDREN. */
export async function createChild(
  ctx: AppContext,
  userId: string,
  input: ChildProfileInput,
  today = new Date(),
): Promise<Child> {
  const values = childValuesOf(input, today);
  const row = await ctx.database.db.transaction((tx) =>
    insertChildWithin(tx, userId, values, MAX_CHILDREN),
  );
  if (!row) throw childErrors.tooMany();
  return presentChild(row);
}

/**
 * PUT /api/children/{childId}: the whole profile replaced. Stories already written keep the look
 * they were written with (their cast is a copy); the next story draws the new one.
 */
export async function updateChild(
  ctx: AppContext,
  userId: string,
  childId: string,
  input: ChildProfileInput,
  today = new Date(),
): Promise<Child> {
  const row = await replaceChild(ctx.database.db, userId, childId, childValuesOf(input, today));
  if (!row) throw childErrors.notFound();
  return presentChild(row);
}
