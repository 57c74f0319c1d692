import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  databaseArchive,
  tarGz,
  tarHeader,
  zerosArchive,
} from '../../../test/helpers/backup-folders';
import { ArchiveRefusedError, extractWithLimit } from './extract-with-limit';

const LIMITS = { entryBytes: 1024 ** 3, totalBytes: 2 * 1024 ** 3, entries: 100_000 };

function archiveFile(bytes: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'sns-archive-'));
  const file = join(dir, 'database.tar.gz');
  writeFileSync(file, bytes);
  return { dir, file, into: join(dir, 'db') };
}

describe('extractWithLimit (docs/decisions/054-restoring-untrusted-backups.md)', () => {
  it("expands PGlite's own archive into a folder PGlite opens", async () => {
    const { file, into } = archiveFile(await databaseArchive());
    const { files, bytes } = await extractWithLimit(file, into, LIMITS);
    expect(files).toBeGreaterThan(500);
    expect(bytes).toBeGreaterThan(10_000_000);
    expect(readFileSync(join(into, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    const { PGlite } = await import('@electric-sql/pglite');
    const db = await PGlite.create(into);
    expect((await db.query('select word from restored')).rows).toEqual([{ word: 'moon' }]);
    await db.close();
  }, 30_000);

  it('refuses a 2 GiB entry from its header, in milliseconds, writing nothing', async () => {
    const bomb = zerosArchive('/base/1/16384', 2 * 1024 ** 3);
    expect(bomb.length).toBeLessThan(5_000_000);
    const { dir, file, into } = archiveFile(bomb);
    const started = performance.now();
    const refusal = await extractWithLimit(file, into, LIMITS).catch((error: unknown) => error);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(refusal).toBeInstanceOf(ArchiveRefusedError);
    expect((refusal as Error).message).toMatch(/expands to 2048 MB, over the 1024 MB/);
    expect(readdirSync(dir)).toEqual(['database.tar.gz']);
  });

  it('stops at the total: entries each under the limit, together over it', async () => {
    const data = Buffer.alloc(300 * 1024, 7);
    const archive = tarGz(
      [1, 2, 3, 4].map((n) => ({ header: tarHeader(`/base/${n}`, data.length), data })),
    );
    const { dir, file, into } = archiveFile(archive);
    const limits = { entryBytes: 1024 ** 2, totalBytes: 1024 ** 2, entries: 100 };
    await expect(extractWithLimit(file, into, limits)).rejects.toThrow(/expands to more than 1 MB/);
    expect(readdirSync(dir)).toEqual(['database.tar.gz']);
  });

  it('streams: a 256 MiB file is written without holding it in memory', async () => {
    const { file, into } = archiveFile(zerosArchive('/base/big', 256 * 1024 ** 2));
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
    try {
      await extractWithLimit(file, into, LIMITS);
    } finally {
      clearInterval(sampler);
    }
    expect(readFileSync(join(into, 'base', 'big')).length).toBe(256 * 1024 ** 2);
    expect(peak - before).toBeLessThan(96 * 1024 ** 2);
  }, 60_000);

  it.each([
    ['a symbolic link', tarHeader('/base/evil', 0, '2', '/etc/passwd')],
    ['a hard link', tarHeader('/base/evil', 0, '1', '/etc/passwd')],
    ['a character device', tarHeader('/base/evil', 0, '3')],
    ['a named pipe', tarHeader('/base/evil', 0, '6')],
  ])('refuses %s', async (kind, header) => {
    const { dir, file, into } = archiveFile(tarGz([{ header }]));
    await expect(extractWithLimit(file, into, LIMITS)).rejects.toThrow(
      `"/base/evil" is ${kind}, not a file or a folder`,
    );
    expect(readdirSync(dir)).toEqual(['database.tar.gz']);
  });

  it('refuses a path that climbs out, before writing it', async () => {
    const data = Buffer.from('planted');
    const { dir, file, into } = archiveFile(
      tarGz([{ header: tarHeader('../../escaped', data.length), data }]),
    );
    await expect(extractWithLimit(file, into, LIMITS)).rejects.toThrow(/leaves its folder/);
    expect(readdirSync(dir)).toEqual(['database.tar.gz']);
    expect(existsSync(join(dir, '..', 'escaped'))).toBe(false);
  });

  it('refuses what is not a tar.gz, or is cut short', async () => {
    const notGzip = archiveFile(Buffer.from('hello'));
    await expect(extractWithLimit(notGzip.file, notGzip.into, LIMITS)).rejects.toThrow(
      /not a readable gzip file/,
    );
    const data = Buffer.alloc(4096, 1);
    const whole = tarGz([{ header: tarHeader('/a', data.length), data }]);
    const { gunzipSync, gzipSync } = await import('node:zlib');
    const cut = archiveFile(gzipSync(gunzipSync(whole).subarray(0, 2048)));
    await expect(extractWithLimit(cut.file, cut.into, LIMITS)).rejects.toThrow(
      /ends in the middle/,
    );
    expect(existsSync(cut.into)).toBe(false);
  });
});
