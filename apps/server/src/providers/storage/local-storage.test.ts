import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DiskFullError } from '../../lib/disk-full';
import { hmac } from '../../lib/tokens';
import { createLocalStorage } from './local-storage';

const signing = { secret: 'test-secret', publicUrl: 'http://localhost:3000' };
const storage = () => createLocalStorage(mkdtempSync(join(tmpdir(), 'sns-storage-')), signing);

const listed = async (s: ReturnType<typeof storage>) => {
  const files = [];
  for await (const file of s.list()) files.push(file);
  return files.sort((a, b) => a.key.localeCompare(b.key));
};

describe('local storage', () => {
  it('stores, reads and deletes a file', async () => {
    const s = storage();
    await s.put('users/u1/a.png', Buffer.from('png'), 'image/png');
    expect(await s.get('users/u1/a.png')).toEqual({
      data: Buffer.from('png'),
      contentType: 'image/png',
    });
    await s.delete('users/u1/a.png');
    expect(await s.get('users/u1/a.png')).toBeUndefined();
  });

  it('signs URLs that verify, and rejects tampered or expired ones', async () => {
    const s = storage();
    const url = new URL(await s.signedUrl('users/u1/a.png'));
    const e = url.searchParams.get('e') ?? undefined;
    const sig = url.searchParams.get('s') ?? undefined;
    expect(url.pathname).toBe('/files/users/u1/a.png');
    expect(s.verify('users/u1/a.png', e, sig)).toBe(true);
    expect(s.verify('users/u2/a.png', e, sig)).toBe(false);
    expect(s.verify('users/u1/a.png', String(Number(e) + 3600), sig)).toBe(false);
    expect(s.verify('users/u1/a.png', '1000', sig)).toBe(false);
    expect(s.verify('users/u1/a.png', e, undefined)).toBe(false);
  });

  it('deletes a folder and everything in it, and nothing beside it', async () => {
    const s = storage();
    await s.put('stories/u1/s1/a.png', Buffer.from('a'), 'image/png');
    await s.put('stories/u1/s2/b.mp3', Buffer.from('b'), 'audio/mpeg');
    await s.put('stories/u10/s3/c.png', Buffer.from('c'), 'image/png');
    await s.deleteFolder('stories/u1/');
    await s.deleteFolder('stories/nobody/');
    expect(await s.get('stories/u1/s1/a.png')).toBeUndefined();
    expect(await s.get('stories/u1/s2/b.mp3')).toBeUndefined();
    expect(await s.get('stories/u10/s3/c.png')).toBeDefined();
    await expect(s.deleteFolder('stories/u10')).rejects.toThrow(/Invalid storage folder/);
    await expect(s.deleteFolder('/')).rejects.toThrow(/Invalid storage folder/);
    await expect(s.deleteFolder('../')).rejects.toThrow(/Invalid storage/);
  });

  it('refuses keys that escape the storage folder', async () => {
    await expect(storage().put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /Invalid storage key/,
    );
  });

  it.each([
    'salt/../users/u1/book.pdf',
    'users/u1/./a.png',
    'users//u1/a.png',
    '/users/u1/a.png',
    'users/u1/',
    'users\\u1\\a.png',
    'users/u1/a.png\n4102444800',
    'users/u1/a\0.png',
    '',
  ])('never signs, serves or stores the key %j (one file, one key)', async (key) => {
    const s = storage();
    await expect(s.signedUrl(key)).rejects.toThrow(/Invalid storage key/);
    await expect(s.get(key)).rejects.toThrow(/Invalid storage key/);
    await expect(s.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(/Invalid storage key/);
    // Even a signature made with the right secret does not open it.
    const e = String(Math.floor(Date.now() / 1000) + 3600);
    expect(s.verify(key, e, hmac('test-secret', `${key}\n${e}`))).toBe(false);
  });

  it('lists every file with its size and time, and tells partial writes apart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sns-storage-'));
    const s = createLocalStorage(dir, signing);
    await s.put('stories/u1/s1/a.png', Buffer.from('png'), 'image/png');
    await s.put('books/u1/b1/book.pdf', Buffer.alloc(0), 'application/pdf');
    writeFileSync(join(dir, 'stories/u1/s1/b.png.0123456789ab.tmp'), 'half');
    const files = await listed(s);
    expect(files.map(({ key, size, partial }) => ({ key, size, partial }))).toEqual([
      { key: 'books/u1/b1/book.pdf', size: 0, partial: false },
      { key: 'stories/u1/s1/a.png', size: 3, partial: false },
      { key: 'stories/u1/s1/b.png.0123456789ab.tmp', size: 4, partial: true },
    ]);
    expect(files[0]?.modifiedAt).toBeInstanceOf(Date);
    expect(await listed(createLocalStorage(join(dir, 'none'), signing))).toEqual([]);
  });

  it('a refused or failed write leaves nothing under the key, and no partial file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sns-storage-'));
    const refusing = createLocalStorage(dir, signing, () => {
      throw new DiskFullError();
    });
    await expect(refusing.put('users/u1/a.png', Buffer.from('png'), 'image/png')).rejects.toThrow(
      DiskFullError,
    );
    const s = createLocalStorage(dir, signing);
    // The rename onto a folder fails after the bytes were written: the partial file goes too.
    mkdirSync(join(dir, 'users/u1/b.png'), { recursive: true });
    await expect(s.put('users/u1/b.png', Buffer.from('png'), 'image/png')).rejects.toThrow();
    expect(await listed(s)).toEqual([]);
    expect(await s.get('users/u1/a.png')).toBeUndefined();
  });
});
