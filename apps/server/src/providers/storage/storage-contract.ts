import { describe, expect, it } from 'vitest';
import type { Storage } from './types';

export const listedFiles = async (s: Storage) => {
  const files = [];
  for await (const file of s.list()) files.push(file);
  return files.sort((a, b) => a.key.localeCompare(b.key));
};

/**
 * What every storage does, whatever keeps the files: run on local files and on an S3 server
 * (local-storage.test.ts, s3-storage.test.ts). `make` gives an empty storage each time.
 */
export function describeStorage(name: string, make: () => Promise<Storage>) {
  describe(`${name}: the storage contract`, () => {
    it('stores, reads and deletes a file', async () => {
      const s = await make();
      await s.put('users/u1/a.png', Buffer.from('png'), 'image/png');
      expect(await s.get('users/u1/a.png')).toEqual({
        data: Buffer.from('png'),
        contentType: 'image/png',
      });
      await s.delete('users/u1/a.png');
      expect(await s.get('users/u1/a.png')).toBeUndefined();
      await s.delete('users/u1/a.png');
    });

    it('replaces a file written again under the same key', async () => {
      const s = await make();
      await s.put('users/u1/a.mp3', Buffer.from('first'), 'audio/mpeg');
      await s.put('users/u1/a.mp3', Buffer.from('second'), 'audio/mpeg');
      expect((await s.get('users/u1/a.mp3'))?.data.toString()).toBe('second');
    });

    it('deletes a folder and everything in it, and nothing beside it', async () => {
      const s = await make();
      await s.put('stories/u1/s1/a.png', Buffer.from('a'), 'image/png');
      await s.put('stories/u1/s2/b.mp3', Buffer.from('b'), 'audio/mpeg');
      await s.put('stories/u10/s3/c.png', Buffer.from('c'), 'image/png');
      await s.deleteFolder('stories/u1/');
      await s.deleteFolder('stories/nobody/');
      expect(await s.get('stories/u1/s1/a.png')).toBeUndefined();
      expect(await s.get('stories/u1/s2/b.mp3')).toBeUndefined();
      expect(await s.get('stories/u10/s3/c.png')).toBeDefined();
      expect((await listedFiles(s)).map((f) => f.key)).toEqual(['stories/u10/s3/c.png']);
      await expect(s.deleteFolder('stories/u10')).rejects.toThrow(/Invalid storage folder/);
      await expect(s.deleteFolder('/')).rejects.toThrow(/Invalid storage folder/);
      await expect(s.deleteFolder('')).rejects.toThrow(/Invalid storage folder/);
      await expect(s.deleteFolder('../')).rejects.toThrow(/Invalid storage/);
    });

    it('lists every file with its size and time', async () => {
      const s = await make();
      expect(await listedFiles(s)).toEqual([]);
      await s.put('stories/u1/s1/a.png', Buffer.from('png'), 'image/png');
      await s.put('books/u1/b1/book.pdf', Buffer.alloc(0), 'application/pdf');
      const files = await listedFiles(s);
      expect(files.map(({ key, size, partial }) => ({ key, size, partial }))).toEqual([
        { key: 'books/u1/b1/book.pdf', size: 0, partial: false },
        { key: 'stories/u1/s1/a.png', size: 3, partial: false },
      ]);
      expect(files[0]?.modifiedAt).toBeInstanceOf(Date);
    });

    it('signs a URL that downloads the file without a session, also by byte range', async () => {
      const s = await make();
      await s.put('stories/u1/s1/narration.mp3', Buffer.from('0123456789'), 'audio/mpeg');
      const url = await s.signedUrl('stories/u1/s1/narration.mp3');
      expect(url).toBe(await s.signedUrl('stories/u1/s1/narration.mp3'));
      const whole = await fetch(url);
      expect(whole.status).toBe(200);
      expect(whole.headers.get('content-type')).toBe('audio/mpeg');
      // Browsers may keep it for the hour its URL stays the same.
      expect(whole.headers.get('cache-control')).toBe('private, max-age=3600');
      expect(Buffer.from(await whole.arrayBuffer()).toString()).toBe('0123456789');
      const part = await fetch(url, { headers: { range: 'bytes=2-5' } });
      expect(part.status).toBe(206);
      expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
      expect(await part.text()).toBe('2345');
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
    ])('never signs, serves, stores or deletes the key %j (one file, one key)', async (key) => {
      const s = await make();
      await expect(s.signedUrl(key)).rejects.toThrow(/Invalid storage key/);
      await expect(s.get(key)).rejects.toThrow(/Invalid storage key/);
      await expect(s.put(key, Buffer.from('x'), 'image/png')).rejects.toThrow(
        /Invalid storage key/,
      );
      await expect(s.delete(key)).rejects.toThrow(/Invalid storage key/);
    });
  });
}
