import { LIBRARY_MESSAGES } from '@sns/contract';
import { ValidationError } from '../../errors';

/** Where a page of the library ends: the last story's (createdAt, id), newest first. */
export interface LibraryCursor {
  /** createdAt in UTC to the microsecond, e.g. 2026-11-24T20:39:32.123456Z. */
  createdAt: string;
  id: string;
}

const MICRO_ISO = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opaque to the client (base64url of "<createdAt>|<id>") so the paging order can change without
 * breaking a client. To the microsecond, as PostgreSQL keeps it: a JavaScript Date's
 * milliseconds would skip or repeat stories written within the same millisecond.
 */
export function encodeLibraryCursor(cursor: LibraryCursor): string {
  return Buffer.from(`${cursor.createdAt}|${cursor.id}`, 'utf8').toString('base64url');
}

/** The cursor a client sent back; anything we did not make is a 400 that changes nothing. */
export function decodeLibraryCursor(cursor: string): LibraryCursor {
  const [createdAt, id, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
  const valid =
    rest.length === 0 &&
    createdAt !== undefined &&
    isInstantPostgresKeeps(createdAt) &&
    id !== undefined &&
    UUID.test(id);
  if (!valid) throw new ValidationError([{ msg: LIBRARY_MESSAGES.badCursor, path: 'cursor' }]);
  return { createdAt, id };
}

/**
 * Whether a UTC time as the cursor writes it names a real instant: `Date.parse` rolls 2026-02-30
 * over into March and takes 24:00 and the year 0000, which PostgreSQL's timestamptz refuses — a
 * 500 instead of a 400 before (issue 31). Every field must come back as it went in.
 */
function isInstantPostgresKeeps(text: string): boolean {
  const match = MICRO_ISO.exec(text);
  if (!match) return false;
  const [y, mo, d, h, mi, s] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
  return (
    y >= 1 &&
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s
  );
}

/** A LIKE pattern that matches `text` literally anywhere: `%`, `_` and `\` lose their meaning. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
