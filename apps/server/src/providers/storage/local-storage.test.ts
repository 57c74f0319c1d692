import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hmac } from '../../lib/tokens';
import { createLocalStorage } from './local-storage';

const storage = () =>
  createLocalStorage(mkdtempSync(join(tmpdir(), 'sns-storage-')), {
    secret: 'test-secret',
    publicUrl: 'http://localhost:3000',
  });

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
});
