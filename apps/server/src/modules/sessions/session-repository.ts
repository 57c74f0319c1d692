import { and, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';

/** docs/decisions/d6-sessions-and-csrf.md: 7 days idle, 30 days absolute. */
export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** Touching last_seen_at on every request would turn every read into a write. */
const TOUCH_EVERY_MS = 60 * 1000;

export type SessionRow = typeof sessions.$inferSelect;

export async function findLiveSession(db: Database, id: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.id, id),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        gt(sessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_MS)),
      ),
    );
  if (row && now.getTime() - row.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
  }
  return row;
}

export async function insertSession(db: Database, id: string, userId: string | null) {
  await db.insert(sessions).values({ id, userId });
}

export async function deleteSession(db: Database, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
}

/**
 * docs/decisions/d5-password-reset-grant.md: redefining a password ends every session of that user.
 */
export async function deleteSessionsOfUser(db: Database, userId: string) {
  await db
    .delete(sessions)
    .where(or(eq(sessions.userId, userId), eq(sessions.resetGrantUserId, userId)));
}

export async function grantPasswordReset(db: Database, id: string, userId: string, until: Date) {
  await db
    .update(sessions)
    .set({ resetGrantUserId: userId, resetGrantExpiresAt: until })
    .where(eq(sessions.id, id));
}

export async function deleteExpiredSessions(db: Database, now = new Date()) {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        lt(sessions.createdAt, sql`${new Date(now.getTime() - SESSION_ABSOLUTE_MS)}`),
      ),
    );
}
