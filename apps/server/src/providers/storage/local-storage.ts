import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { hmac, safeEqual } from '../../lib/tokens';
import {
  assertValidStorageKey,
  DEFAULT_URL_TTL_SECONDS,
  isValidStorageKey,
  type Storage,
} from './types';

/** The path under which local files are served; signatures are checked by the file route. */
export const LOCAL_FILES_PREFIX = '/files/';

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  mp3: 'audio/mpeg',
  pdf: 'application/pdf',
  json: 'application/json',
  html: 'text/html; charset=utf-8',
};

export function contentTypeOf(key: string): string {
  const ext = key.split('.').pop()?.toLowerCase() ?? '';
  return CONTENT_TYPES[ext] ?? 'application/octet-stream';
}

export interface LocalStorage extends Storage {
  /** Checks the query of a signed URL; true when it is genuine and not expired. */
  verify(key: string, expires: string | undefined, signature: string | undefined): boolean;
}

/**
 * Files on local disk under DATA_DIR/files, served through signed, expiring URLs. `beforeWrite`
 * may refuse a file by its size (lib/disk-space-guard.ts keeps the last of the disk for the
 * database).
 */
export function createLocalStorage(
  dir: string,
  signing: { secret: string; publicUrl: string },
  beforeWrite: (bytes: number) => void = () => {},
): LocalStorage {
  const root = normalize(dir) + sep;
  const pathOf = (key: string) => {
    const full = join(root, assertValidStorageKey(key));
    // Belt and braces: a valid key can't climb out, and this says so if that ever changes.
    if (!full.startsWith(root)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
    return full;
  };
  const signatureOf = (key: string, expires: string) => hmac(signing.secret, `${key}\n${expires}`);

  return {
    async put(key, data) {
      const file = pathOf(key);
      beforeWrite(data.length);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, data);
    },
    async get(key) {
      try {
        return { data: await readFile(pathOf(key)), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deleteFolder(prefix) {
      // Only a real folder: an empty or unterminated prefix would reach the root or a sibling.
      const folder = prefix.slice(0, -1);
      if (!prefix.endsWith('/') || !isValidStorageKey(folder)) {
        throw new Error(`Invalid storage folder: ${prefix}`);
      }
      await rm(pathOf(folder), { recursive: true, force: true });
    },
    async signedUrl(key, ttlSeconds = DEFAULT_URL_TTL_SECONDS) {
      assertValidStorageKey(key);
      // Rounded to the hour so the same file keeps the same URL for a while and browsers cache it.
      const hour = 3600;
      const expires = String(Math.ceil((Date.now() / 1000 + ttlSeconds) / hour) * hour);
      const path = key.split('/').map(encodeURIComponent).join('/');
      return `${signing.publicUrl}${LOCAL_FILES_PREFIX}${path}?e=${expires}&s=${signatureOf(key, expires)}`;
    },
    verify(key, expires, signature) {
      if (!isValidStorageKey(key)) return false;
      if (!expires || !signature || !/^\d+$/.test(expires)) return false;
      if (Number(expires) * 1000 < Date.now()) return false;
      return safeEqual(signature, signatureOf(key, expires));
    },
  };
}
