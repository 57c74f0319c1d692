import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { children } from '../../db/children-schema';
import { users } from '../../db/schema';
import type { Transaction } from '../../db/transaction';

export type ChildRow = typeof children.$inferSelect;
/** What a create or a full replace writes: every field of the profile. */
export type ChildValues = Pick<
  ChildRow,
  | 'name'
  | 'age'
  | 'birthday'
  | 'pronouns'
  | 'appearance'
  | 'favouriteColour'
  | 'favouriteThings'
  | 'language'
>;

/** The parent's children, oldest first (the id breaks ties of one instant). */
export async function listChildrenOfUser(db: Database, userId: string) {
  return db
    .select()
    .from(children)
    .where(eq(children.userId, userId))
    .orderBy(asc(children.createdAt), asc(children.id));
}

/** One of the parent's children; undefined for anyone else's, so the caller answers 404 alike. */
export async function findOwnChild(db: Database, userId: string, childId: string) {
  const [row] = await db
    .select()
    .from(children)
    .where(and(eq(children.id, childId), eq(children.userId, userId)));
  return row;
}

/** The parent's own children among `ids`, in no particular order; others' are left out. */
export async function listOwnChildrenByIds(db: Database, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(children)
    .where(and(eq(children.userId, userId), inArray(children.id, ids)));
}

/**
 * Inserts a child unless the parent already has `limit`. The parent's row is locked first, so two
 * creates at once are counted one after the other and can never pass the limit together.
 */
export async function insertChildWithin(
  tx: Transaction,
  userId: string,
  values: ChildValues,
  limit: number,
): Promise<ChildRow | undefined> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  const [row] = await tx.select({ n: count() }).from(children).where(eq(children.userId, userId));
  if ((row?.n ?? 0) >= limit) return undefined;
  const [inserted] = await tx
    .insert(children)
    .values({ userId, ...values })
    .returning();
  return inserted;
}

/** Replaces every field of one of the parent's children; undefined when it is not theirs. */
export async function replaceChild(
  db: Database,
  userId: string,
  childId: string,
  values: ChildValues,
) {
  const [row] = await db
    .update(children)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(children.id, childId), eq(children.userId, userId)))
    .returning();
  return row;
}

/** Deletes one of the parent's children; false when it is not theirs (or already gone). */
export async function deleteOwnChild(db: Database, userId: string, childId: string) {
  const rows = await db
    .delete(children)
    .where(and(eq(children.id, childId), eq(children.userId, userId)))
    .returning({ id: children.id });
  return rows.length > 0;
}
