import type { AppContext } from '../../context';
import { childErrors } from './child-errors';
import { deleteOwnChild } from './children-repository';

/**
 * DELETE /api/children/{childId}. The child's stories stay, unchanged: each keeps its own copy
 * of the cast, and `stories.child_ids` has no foreign key to cascade through.
 */
export async function deleteChild(ctx: AppContext, userId: string, childId: string) {
  if (!(await deleteOwnChild(ctx.database.db, userId, childId))) throw childErrors.notFound();
}
