export interface StoredObject {
  data: Buffer;
  contentType: string;
}

/** A stored file as the orphan sweep sees it (jobs/orphaned-files.ts). */
export interface StoredFileInfo {
  key: string;
  size: number;
  modifiedAt: Date;
  /** What a write that never finished left (a crash mid-write): never a file anyone named. */
  partial: boolean;
}

export interface Storage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | undefined>;
  delete(key: string): Promise<void>;
  /**
   * Deletes every file whose key starts with `prefix` (a folder such as `stories/<userId>/`);
   * nothing to delete is fine. Deleting an account sweeps its folders this way
   * (docs/decisions/d9-uploaded-images.md).
   */
  deleteFolder(prefix: string): Promise<void>;
  /** Every stored file, and the leftovers of unfinished writes, in no particular order. */
  list(): AsyncIterable<StoredFileInfo>;
  /** A URL that works without a session cookie until it expires. */
  signedUrl(key: string, ttlSeconds?: number): Promise<string>;
}

/** One day: long enough for a page left open overnight, short enough to stop stale links. */
export const DEFAULT_URL_TTL_SECONDS = 24 * 3600;

/**
 * A storage key is `/`-separated segments of plain characters: no empty, `.` or `..` segment, no
 * backslash, no control character, at most 512 characters. Keys are compared as written, never
 * normalised, so one file has exactly one key — a signature over `a/../b` must not reach `b`.
 */
export function isValidStorageKey(key: string): boolean {
  if (key.length === 0 || key.length > 512 || key.includes('\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(key)) return false;
  return key.split('/').every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/** Throws for a key that isValidStorageKey refuses: a bug in our code, never user input. */
export function assertValidStorageKey(key: string): string {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}
