import { and, eq, getTableColumns, gt, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { sessions } from '../../db/schema';
import { storyListVersions } from '../../db/stories-schema';
import {
  cachedSession,
  forgetAllSessions,
  forgetSession,
  forgetSessionsOfUser,
  rememberSession,
} from './session-cache';

/** docs/decisions/d6-sessions-and-csrf.md: 7 days idle, 30 days absolute. */
export const SESSION_IDLE_MS = 7 * 24 * 3600 * 1000;
export const SESSION_ABSOLUTE_MS = 30 * 24 * 3600 * 1000;
/** Touching last_seen_at on every request would turn every read into a write. */
const TOUCH_EVERY_MS = 60 * 1000;

export type SessionRow = typeof sessions.$inferSelect;

/**
 * A live session as a request sees it. `storyListVersion`: the version of the user's story list
 * read in the same statement as the session (docs/decisions/096), so a web process on PostgreSQL
 * knows whether the list it remembers is current without a second round trip. Absent when the
 * session came from memory or a touch; null while the user's list has never changed.
 */
export type LiveSession = SessionRow & { storyListVersion?: number | null };

export async function findLiveSession(
  db: Database,
  id: string,
  now = new Date(),
): Promise<LiveSession | undefined> {
  const cached = cachedSession(db, id);
  const row = cached
    ? isLive(cached, now)
      ? cached
      : undefined
    : await selectLiveSession(db, id, now);
  if (!row) {
    if (cached) forgetSession(id);
    return undefined;
  }
  if (now.getTime() - row.lastSeenAt.getTime() <= TOUCH_EVERY_MS) {
    if (!cached) rememberSession(db, withoutVersion(row));
    return row;
  }
  // Only a row still there is remembered: the session may have ended while this was on its way.
  const [touched] = await db
    .update(sessions)
    .set({ lastSeenAt: now })
    .where(eq(sessions.id, id))
    .returning();
  if (touched) rememberSession(db, touched);
  else forgetSession(id);
  return touched;
}

const isLive = (row: SessionRow, now: Date) =>
  row.lastSeenAt.getTime() > now.getTime() - SESSION_IDLE_MS &&
  row.createdAt.getTime() > now.getTime() - SESSION_ABSOLUTE_MS;

/** The remembered session row never holds a version: it would not follow another's writes. */
const withoutVersion = ({ storyListVersion: _version, ...row }: LiveSession): SessionRow => row;

const liveSession = preparedPerDatabase('live_session', (db) =>
  db
    .select({
      ...getTableColumns(sessions),
      // Qualified by hand: Drizzle leaves the columns of a one-table select unqualified.
      storyListVersion: sql<number | null>`(
        select v.version from ${storyListVersions} v where v.user_id = "sessions"."user_id"
      )`.mapWith(Number),
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.id, sql.placeholder('id')),
        gt(sessions.lastSeenAt, sql.placeholder('idleSince')),
        gt(sessions.createdAt, sql.placeholder('startedSince')),
      ),
    ),
);

async function selectLiveSession(db: Database, id: string, now: Date) {
  const [row] = await liveSession(db).execute({
    id,
    // As text: placeholders skip the column's own encoding of a Date.
    idleSince: new Date(now.getTime() - SESSION_IDLE_MS).toISOString(),
    startedSince: new Date(now.getTime() - SESSION_ABSOLUTE_MS).toISOString(),
  });
  return row;
}

export async function insertSession(db: Database, id: string, userId: string | null) {
  await db.insert(sessions).values({ id, userId });
  forgetSession(id);
}

export async function deleteSession(db: Database, id: string) {
  await db.delete(sessions).where(eq(sessions.id, id));
  // After the write: a read that started before it may have remembered the old row meanwhile.
  forgetSession(id);
}

/**
 * docs/decisions/d5-password-reset-grant.md: redefining a password ends every session of that user.
 */
export async function deleteSessionsOfUser(db: Database, userId: string) {
  await db
    .delete(sessions)
    .where(or(eq(sessions.userId, userId), eq(sessions.resetGrantUserId, userId)));
  forgetSessionsOfUser(userId);
}

export async function grantPasswordReset(db: Database, id: string, userId: string, until: Date) {
  await db
    .update(sessions)
    .set({ resetGrantUserId: userId, resetGrantExpiresAt: until })
    .where(eq(sessions.id, id));
  forgetSession(id);
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
  forgetAllSessions();
}
