import type { Database } from '../../db/client';

/**
 * On PostgreSQL, each parent's story list is remembered with the version of it it was read at
 * (docs/decisions/096): `story_list_versions`, bumped by triggers as any process commits a change
 * to the user's stories or their pictures, and read in the session's own statement. A request
 * whose session shows the version remembered is answered without a second query; any other
 * version reads again. Never stale: the version a request sees was committed before its session
 * statement began, and the list remembered under it was read by a later statement, so it holds
 * every change up to that version (and maybe newer ones, which are not stale either).
 *
 * PGlite does not use it: its own memory of reads forgets at every write (decision 088), and its
 * remembered sessions hold no version.
 */
const MOST_REMEMBERED = 1000;

interface Remembered<T> {
  version: number | null;
  rows: Promise<T[]>;
}

const memories = new WeakMap<object, Map<string, Remembered<unknown>>>();

export function rememberStoryListsByVersion(db: Database) {
  if (!memories.has(db)) memories.set(db, new Map());
}

/**
 * The user's list: remembered at `version` if this database remembers lists and the caller knows
 * the version (`undefined`: the session came without one — read), else `read()`.
 */
export async function storyListAt<T extends object>(
  db: Database,
  userId: string,
  version: number | null | undefined,
  read: () => Promise<T[]>,
): Promise<T[]> {
  const memory = memories.get(db);
  if (!memory || version === undefined) return read();
  let remembered = memory.get(userId) as Remembered<T> | undefined;
  if (!remembered || remembered.version !== version) {
    if (memory.size >= MOST_REMEMBERED) memory.clear();
    const mine: Remembered<T> = { version, rows: read() };
    memory.set(userId, mine);
    mine.rows.catch(() => {
      if (memory.get(userId) === mine) memory.delete(userId);
    });
    remembered = mine;
  }
  // Each caller its own rows: one that changed its copy must not change the next one's.
  return (await remembered.rows).map(copyOfRow);
}

const copyOfRow = <T extends object>(row: T): T => {
  const copy = { ...row } as Record<string, unknown>;
  for (const [key, value] of Object.entries(copy)) {
    if (Array.isArray(value)) copy[key] = [...(value as unknown[])];
    else if (value instanceof Date) copy[key] = new Date(value.getTime());
    else if (typeof value === 'object' && value !== null) copy[key] = structuredClone(value);
  }
  return copy as T;
};
