import { randomBytes } from 'node:crypto';
import {
  lstat,
  mkdir,
  open,
  readdir,
  readFile,
  realpath,
  rename,
  rm,
  stat,
} from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import { hmac, safeEqual } from '../../lib/tokens';
import { contentTypeOf } from './content-types';
import {
  assertValidStorageKey,
  DEFAULT_URL_TTL_SECONDS,
  isValidStorageKey,
  type Storage,
  type StoredFileInfo,
} from './types';

/** The path under which local files are served; signatures are checked by the file route. */
export const LOCAL_FILES_PREFIX = '/files/';

export interface LocalStorage extends Storage {
  /** Checks the query of a signed URL; true when it is genuine and not expired. */
  verify(key: string, expires: string | undefined, signature: string | undefined): boolean;
}

/** A write in progress: `<name>.<12 hex>.tmp` beside the file it becomes. */
const PARTIAL = /\.[0-9a-f]{12}\.tmp$/;

/** Thrown when a file's path leads outside the storage folder through a symbolic link. */
export class OutsideStorageError extends Error {}

/**
 * Files on local disk under DATA_DIR/files, served through signed, expiring URLs. `beforeWrite`
 * may refuse a file by its size (lib/disk-space-guard.ts keeps the last of the disk for the
 * database). Whatever put a symbolic link in the folder (a restored backup, a person), no read,
 * write, delete or listing goes through one to outside it: the folder itself must be a real
 * folder, and every path is resolved and checked before use (docs/decisions/054).
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
  /**
   * The URLs signed this hour: a story list signs each of its pictures on every read, and the
   * HMAC was a tenth of the server's time under a read load (docs/decisions/088). Dropped whole
   * when the hour (every `expires`) moves on or it grows past what one process serves.
   */
  let signedThisHour = new Map<string, string>();
  let signedHour = '';
  const SIGNED_REMEMBERED = 10_000;
  /** The folder's real path, undefined while it does not exist; refused when it is a link. */
  const realRoot = async () => {
    // Without a trailing slash, which would make lstat follow a link.
    const folder = normalize(dir).replace(/[\\/]+$/, '');
    const stats = await lstat(folder).catch(notFound);
    if (!stats) return undefined;
    if (!stats.isDirectory()) {
      throw new OutsideStorageError(`${folder} is not a folder (a symbolic link?)`);
    }
    return realpath(folder);
  };
  /** `path`'s real place (or its nearest existing folder's), refused unless inside the root. */
  const assertInside = async (real: string, path: string, key: string) => {
    for (let probe = path; ; probe = dirname(probe)) {
      const resolved = await realpath(probe).catch(notFound);
      if (resolved === undefined && probe !== dirname(probe)) continue;
      if (resolved === real || resolved?.startsWith(real + sep)) return resolved;
      throw new OutsideStorageError(`Refused: ${key} leads outside the storage folder`);
    }
  };

  return {
    async put(key, data) {
      const file = pathOf(key);
      beforeWrite(data.length);
      await mkdir(root, { recursive: true, mode: 0o700 });
      const real = (await realRoot())!;
      // Checked before mkdir (which would follow a linked folder) and after it.
      await assertInside(real, dirname(file), key);
      await mkdir(dirname(file), { recursive: true, mode: 0o700 });
      await assertInside(real, dirname(file), key);
      // The final rename replaces a link of the same name rather than following it.
      await writeWhole(file, data);
    },
    async get(key) {
      const file = pathOf(key);
      const real = await realRoot();
      if (!real) return undefined;
      const resolved = await realpath(file).catch(notFound);
      if (!resolved) return undefined;
      await assertInside(real, resolved, key);
      try {
        return { data: await readFile(resolved), contentType: contentTypeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async delete(key) {
      const file = pathOf(key);
      const real = await realRoot();
      if (!real) return;
      await assertInside(real, file, key);
      await rm(file, { force: true });
    },
    async deleteFolder(prefix) {
      // Only a real folder: an empty or unterminated prefix would reach the root or a sibling.
      const folder = prefix.slice(0, -1);
      if (!prefix.endsWith('/') || !isValidStorageKey(folder)) {
        throw new Error(`Invalid storage folder: ${prefix}`);
      }
      const path = pathOf(folder);
      const real = await realRoot();
      if (!real) return;
      await assertInside(real, path, prefix);
      await rm(path, { recursive: true, force: true });
    },
    async *list() {
      const real = await realRoot();
      // Links inside are neither followed nor listed (listFiles takes real folders and files).
      if (real) yield* listFiles(real, '');
    },
    async signedUrl(key, ttlSeconds = DEFAULT_URL_TTL_SECONDS) {
      // Rounded to the hour so the same file keeps the same URL for a while and browsers cache it.
      const hour = 3600;
      const expires = String(Math.ceil((Date.now() / 1000 + ttlSeconds) / hour) * hour);
      if (expires !== signedHour || signedThisHour.size >= SIGNED_REMEMBERED) {
        signedThisHour = new Map();
        signedHour = expires;
      }
      // Only a key found valid is remembered, so one remembered needs no second look (the story
      // list signs every picture of every story at every read; decision 102).
      const remembered = signedThisHour.get(key);
      if (remembered) return remembered;
      assertValidStorageKey(key);
      const path = key.split('/').map(encodeURIComponent).join('/');
      const url = `${signing.publicUrl}${LOCAL_FILES_PREFIX}${path}?e=${expires}&s=${signatureOf(key, expires)}`;
      signedThisHour.set(key, url);
      return url;
    },
    verify(key, expires, signature) {
      if (!isValidStorageKey(key)) return false;
      if (!expires || !signature || !/^\d+$/.test(expires)) return false;
      if (Number(expires) * 1000 < Date.now()) return false;
      return safeEqual(signature, signatureOf(key, expires));
    },
  };
}

const notFound = (error: NodeJS.ErrnoException) => {
  if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return undefined;
  throw error;
};

/**
 * Written beside its place, synced, then renamed there: a crash or a full disk mid-write leaves a
 * partial file the sweep removes, never a cut-short file under the key (a picture that half
 * shows, an MP3 that stops). Synced because the row naming the file is committed with fsync
 * (docs/decisions/014): after a power cut a row must not name a file the disk never got.
 */
async function writeWhole(file: string, data: Buffer) {
  const partial = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    // The owner's alone even where the umask would share it (docs/data-folder.md).
    const handle = await open(partial, 'w', 0o600);
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  await syncFolder(dirname(file));
}

/** The folder's entry for a renamed file survives a power cut only once the folder is synced. */
async function syncFolder(folder: string) {
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some systems cannot sync a folder; the file itself is synced.
  }
}

async function* listFiles(folder: string, prefix: string): AsyncGenerator<StoredFileInfo> {
  let entries;
  try {
    entries = await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const key = prefix ? `${prefix}/${entry.name}` : entry.name;
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      yield* listFiles(path, key);
    } else if (entry.isFile()) {
      // Gone since the folder was read (deleted meanwhile): nothing to list.
      const stats = await stat(path).catch(() => undefined);
      if (!stats) continue;
      yield { key, size: stats.size, modifiedAt: stats.mtime, partial: PARTIAL.test(entry.name) };
    }
  }
}
