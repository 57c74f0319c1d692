import { inArray } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Config } from '../config';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import { bookJobs } from '../db/books-schema';
import { characterPictures } from '../db/children-schema';
import { mergedBooks } from '../db/print-schema';
import { products } from '../db/purchases-schema';
import { storyVoiceClips } from '../db/recordings-schema';
import { users } from '../db/schema';
import { pictureRequests, stories, storyImages, storyNarrations } from '../db/stories-schema';
import { ACCOUNT_FILE_ROOTS } from '../modules/account-data/account-folders';
import { pictureKeyOfThumbnail } from '../modules/library/thumbnail-keys';
import type { StoredFileInfo } from '../providers/storage';
import { longestJobLifetimeSeconds } from './queue-names';

/**
 * Every column that names a stored file. A new one must be listed here, or the sweep would take
 * its files for orphans: test/api/orphaned-files-sweep.test.ts fails for an unlisted `*_key`.
 */
export const STORAGE_KEY_COLUMNS: PgColumn[] = [
  users.profilePhotoKey,
  stories.imageKey,
  stories.audioKey,
  storyImages.key,
  storyNarrations.audioKey,
  pictureRequests.imageKey,
  bookJobs.photoKey,
  bookJobs.pdfKey,
  mergedBooks.interiorKey,
  mergedBooks.coverKey,
  products.imageKey,
  storyVoiceClips.key,
  characterPictures.key,
];

const ONE_DAY_SECONDS = 24 * 3600;
const BATCH = 500;

/**
 * A file younger than this is never taken for an orphan: a job writes its file before the row
 * that names it, and may take its whole lifetime (every attempt and retry delay) in between.
 */
export function orphanAgeSeconds(jobs: Config['jobs']): number {
  return Math.max(ONE_DAY_SECONDS, 2 * longestJobLifetimeSeconds(jobs));
}

/**
 * Deletes what crashes leave in storage (docs/decisions/014): partial files of writes that never
 * finished, and account files no row names — written by a job or request that died before
 * recording them, or left by a deletion cut short. Only files older than orphanAgeSeconds, so no
 * live job loses a file it is about to record, and several processes may sweep at once (deleting
 * twice is harmless). A named file that is empty is kept (its row would still name it) and
 * counted for the operator. The catalogue's pictures (`products/`) are left alone.
 */
export async function sweepOrphanedFiles(ctx: AppContext, now = Date.now()) {
  const bornBefore = now - orphanAgeSeconds(ctx.config.jobs) * 1000;
  const result = { deleted: 0, emptyButNamed: 0 };
  let batch: StoredFileInfo[] = [];
  const settle = async () => {
    // A thumbnail is named by its picture's row (docs/decisions/019).
    const namingKey = (key: string) => pictureKeyOfThumbnail(key) ?? key;
    const named = await namedKeys(
      ctx.database.db,
      batch.map((file) => namingKey(file.key)),
    );
    for (const file of batch) {
      if (!named.has(namingKey(file.key))) {
        await ctx.storage.delete(file.key);
        result.deleted += 1;
      } else if (file.size === 0) {
        result.emptyButNamed += 1;
      }
    }
    batch = [];
  };
  for await (const file of ctx.storage.list()) {
    if (file.modifiedAt.getTime() > bornBefore) continue;
    if (file.partial) {
      await ctx.storage.delete(file.key);
      result.deleted += 1;
    } else if (ACCOUNT_FILE_ROOTS.some((root) => file.key.startsWith(root))) {
      batch.push(file);
      if (batch.length === BATCH) await settle();
    }
  }
  if (batch.length > 0) await settle();
  return result;
}

async function namedKeys(db: Database, keys: string[]): Promise<Set<string>> {
  const named = new Set<string>();
  for (const column of STORAGE_KEY_COLUMNS) {
    const rows = await db
      .selectDistinct({ key: column })
      .from(column.table)
      .where(inArray(column, keys));
    for (const row of rows) if (typeof row.key === 'string') named.add(row.key);
  }
  return named;
}
