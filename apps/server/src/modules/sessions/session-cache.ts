import type { Database } from '../../db/client';
import type { sessions } from '../../db/schema';

/** A row of `sessions` (the repository's SessionRow; named here so the two files form no cycle). */
type SessionRow = typeof sessions.$inferSelect;

/**
 * Session rows kept in memory for the embedded database (docs/decisions/031): PGlite belongs to
 * one process, so every write to `sessions` goes through this process and can forget what it
 * changed — reading a session costs no query. Never on PostgreSQL, where another process may
 * end a session this one still holds.
 *
 * One map for the process, keyed by the session id (a hash of a random token, so ids of different
 * databases in one test process cannot meet); reads use it only for databases that enabled it.
 * Writes forget entries whatever the database (or transaction) they went through.
 */
const MAX_ENTRIES = 10_000;
const rows = new Map<string, SessionRow>();
const enabled = new WeakSet<object>();

export function enableSessionCache(db: Database) {
  enabled.add(db);
}

export function cachedSession(db: Database, id: string): SessionRow | undefined {
  if (!enabled.has(db)) return undefined;
  const row = rows.get(id);
  if (row) {
    // Most recently used last, so the oldest entry is the first one to drop.
    rows.delete(id);
    rows.set(id, row);
  }
  return row;
}

export function rememberSession(db: Database, row: SessionRow) {
  if (!enabled.has(db)) return;
  rows.set(row.id, row);
  if (rows.size > MAX_ENTRIES) rows.delete(rows.keys().next().value as string);
}

export function forgetSession(id: string) {
  rows.delete(id);
}

/** After a write that matches by user: every session of the user, or granting a reset for them. */
export function forgetSessionsOfUser(userId: string) {
  for (const [id, row] of rows) {
    if (row.userId === userId || row.resetGrantUserId === userId) rows.delete(id);
  }
}

export function forgetAllSessions() {
  rows.clear();
}
