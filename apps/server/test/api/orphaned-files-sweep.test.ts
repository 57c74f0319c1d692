import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq, getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../src/db/client';
import { users } from '../../src/db/schema';
import {
  orphanAgeSeconds,
  STORAGE_KEY_COLUMNS,
  sweepOrphanedFiles,
} from '../../src/jobs/orphaned-files';
import { signedInParent } from '../helpers/factories';
import { createCompletedStory } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const root = () => (t.config.storage.kind === 'local' ? t.config.storage.dir : '');
const path = (key: string) => join(root(), key);
const exists = (key: string) => existsSync(path(key));
/** Backdates a stored file, as if written `seconds` ago. */
const age = (key: string, seconds: number) => {
  const then = new Date(Date.now() - seconds * 1000);
  utimesSync(path(key), then, then);
};

describe('the sweep of orphaned files', () => {
  it('deletes partial writes and unnamed account files older than any job, and nothing else', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client);
    const folder = `stories/${user.user_uid}/${story.uuid}`;
    const [named] = await t.ctx.database.db
      .select({ key: schema.stories.imageKey })
      .from(schema.stories)
      .where(eq(schema.stories.id, story.uuid));
    const namedKey = named?.key as string;
    const old = orphanAgeSeconds(t.config.jobs) + 60;
    const young = 60;

    const put = async (key: string, data = Buffer.from('data'), seconds = old) => {
      await t.ctx.storage.put(key, data, 'application/octet-stream');
      age(key, seconds);
    };
    // A narration written just before a crash, never recorded.
    await put(`${folder}/narration-0123456789ab.mp3`);
    // The same, but recent: a live job may be about to record it.
    await put(`${folder}/narration-ba9876543210.mp3`, undefined, young);
    // An empty profile picture nobody names (a crash mid-write before writes were atomic).
    await put(`users/${user.user_uid}/profile-empty.png`, Buffer.alloc(0));
    // Partial writes, old and young.
    writeFileSync(path(`${folder}/image-x.png.0123456789ab.tmp`), 'half');
    age(`${folder}/image-x.png.0123456789ab.tmp`, old);
    writeFileSync(path(`${folder}/image-y.png.ba9876543210.tmp`), 'half');
    // Named files are kept, however old — even an empty one (its row would still name it).
    age(namedKey, old);
    await put(`users/${user.user_uid}/profile-named.png`, Buffer.alloc(0));
    await t.ctx.database.db
      .update(users)
      .set({ profilePhotoKey: `users/${user.user_uid}/profile-named.png` })
      .where(eq(users.id, user.user_uid));
    // The catalogue's pictures are not account files: drawn on demand, never swept.
    await put('products/credits-99.png');

    expect(await sweepOrphanedFiles(t.ctx)).toEqual({ deleted: 3, emptyButNamed: 1 });
    expect(exists(`${folder}/narration-0123456789ab.mp3`)).toBe(false);
    expect(exists(`users/${user.user_uid}/profile-empty.png`)).toBe(false);
    expect(exists(`${folder}/image-x.png.0123456789ab.tmp`)).toBe(false);
    expect(exists(`${folder}/narration-ba9876543210.mp3`)).toBe(true);
    expect(exists(`${folder}/image-y.png.ba9876543210.tmp`)).toBe(true);
    expect(exists(namedKey)).toBe(true);
    expect(exists(`users/${user.user_uid}/profile-named.png`)).toBe(true);
    expect(exists('products/credits-99.png')).toBe(true);

    // The story still shows its picture.
    const shown = await client.get<{ image: string }>(`/api/getStory/${story.uuid}`);
    expect((await client.get(shown.body.image.replace('http://localhost:3000', ''))).status).toBe(
      200,
    );
  });

  it('is safe to run in several processes at once', async () => {
    const { user } = await signedInParent(t, { firstName: 'Omar' });
    const key = `books/${user.user_uid}/book-1/book.pdf`;
    await t.ctx.storage.put(key, Buffer.from('%PDF'), 'application/pdf');
    age(key, orphanAgeSeconds(t.config.jobs) + 60);
    const results = await Promise.all([sweepOrphanedFiles(t.ctx), sweepOrphanedFiles(t.ctx)]);
    expect(results.map((r) => r.deleted).reduce((a, b) => a + b)).toBeGreaterThanOrEqual(1);
    expect(exists(key)).toBe(false);
    expect((await sweepOrphanedFiles(t.ctx)).deleted).toBe(0);
  });

  it('waits longer than any job can take between writing a file and recording it', () => {
    expect(orphanAgeSeconds(t.config.jobs)).toBeGreaterThanOrEqual(24 * 3600);
  });

  it('knows every column that names a stored file (a new one must be listed, or its files are swept)', () => {
    // Columns named *_key that hold something else than a storage key.
    const notFiles = ['cookie_consents.anonymous_key', 'rate_limits.key'];
    const tables = (Object.values(schema) as unknown[]).filter((table) => is(table, PgTable));
    const keyColumns = (tables as PgTable[]).flatMap((table) =>
      Object.values(getTableColumns(table))
        .filter((column) => /(^|_)key$/.test(column.name))
        .map((column) => `${getTableName(table)}.${column.name}`),
    );
    const listed = STORAGE_KEY_COLUMNS.map(
      (column) => `${getTableName(column.table)}.${column.name}`,
    );
    expect(keyColumns.filter((c) => !notFiles.includes(c)).sort()).toEqual([...listed].sort());
  });
});
