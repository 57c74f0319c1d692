import type { Child } from '@sns/contract';
import type { AppContext } from '../../context';
import { childErrors } from './child-errors';
import { findOwnChild, listChildrenOfUser } from './children-repository';
import { presentChild } from './present-child';

/** GET /api/children: the signed-in parent's children, oldest first. */
export async function listChildren(ctx: AppContext, userId: string): Promise<Child[]> {
  return (await listChildrenOfUser(ctx.database.db, userId)).map(presentChild);
}

/** GET /api/children/{childId}: one of the parent's children; anyone else's is a 404. */
export async function readChild(ctx: AppContext, userId: string, childId: string): Promise<Child> {
  const row = await findOwnChild(ctx.database.db, userId, childId);
  if (!row) throw childErrors.notFound();
  return presentChild(row);
}
