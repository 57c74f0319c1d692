import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerLocalFilesRoute } from '../../http/files-route';
import { DiskFullError } from '../../lib/disk-full';
import { hmac } from '../../lib/tokens';
import { createLocalStorage, type LocalStorage, OutsideStorageError } from './local-storage';
import { describeStorage, listedFiles as listed } from './storage-contract';

const signing = { secret: 'test-secret', publicUrl: 'http://localhost:3000' };
const storage = () => createLocalStorage(mkdtempSync(join(tmpdir(), 'sns-storage-')), signing);

// The signed URLs are fetched from the file route the app serves them with.
const server = Fastify();
let current: LocalStorage | undefined;
const served = new Proxy({} as LocalStorage, {
  get: (_target, name) => Reflect.get(current ?? {}, name),
});
registerLocalFilesRoute(server, served);
let serverUrl = '';
beforeAll(async () => {
  serverUrl = await server.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => server.close());

describeStorage('local files', async () => {
  current = createLocalStorage(mkdtempSync(join(tmpdir(), 'sns-storage-')), {
    ...signing,
    publicUrl: serverUrl,
  });
  return current;
});

describe('local storage', () => {
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

  it('refuses keys that escape the storage folder', async () => {
    await expect(storage().put('../escape.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
      /Invalid storage key/,
    );
  });

  it.each(['salt/../users/u1/book.pdf', 'users//u1/a.png', 'users/u1/a.png\n4102444800'])(
    'never verifies the key %j, even signed with the right secret',
    (key) => {
      const e = String(Math.floor(Date.now() / 1000) + 3600);
      expect(storage().verify(key, e, hmac('test-secret', `${key}\n${e}`))).toBe(false);
    },
  );

  it('tells the leftovers of unfinished writes apart', async () => {
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

  describe('and symbolic links (docs/decisions/054-restoring-untrusted-backups.md)', () => {
    /** DATA_DIR/files beside a folder outside it holding a secret and a book folder. */
    function linkedSetUp() {
      const top = mkdtempSync(join(tmpdir(), 'sns-links-'));
      const dir = join(top, 'files');
      const outside = join(top, 'outside');
      mkdirSync(join(dir, 'users', 'u1'), { recursive: true });
      mkdirSync(join(outside, 'b1'), { recursive: true });
      writeFileSync(join(outside, 'secret.txt'), 'not for the server');
      writeFileSync(join(outside, 'b1', 'book.pdf'), 'someone else');
      return { dir, outside, s: createLocalStorage(dir, signing) };
    }
    const contents = (dir: string) =>
      readdirSync(dir, { recursive: true }).map(String).sort().join(',');

    it('never reads a file outside through a link to it', async () => {
      const { dir, outside, s } = linkedSetUp();
      symlinkSync(join(outside, 'secret.txt'), join(dir, 'users', 'u1', 'profile.png'));
      await expect(s.get('users/u1/profile.png')).rejects.toThrow(OutsideStorageError);
    });

    it('never writes, deletes or lists through a linked folder', async () => {
      const { dir, outside, s } = linkedSetUp();
      symlinkSync(outside, join(dir, 'books'));
      const before = contents(outside);
      await expect(
        s.put('books/u1/b2/book.pdf', Buffer.from('x'), 'application/pdf'),
      ).rejects.toThrow(OutsideStorageError);
      await expect(s.get('books/b1/book.pdf')).rejects.toThrow(OutsideStorageError);
      await expect(s.delete('books/b1/book.pdf')).rejects.toThrow(OutsideStorageError);
      await expect(s.deleteFolder('books/b1/')).rejects.toThrow(OutsideStorageError);
      expect(contents(outside)).toBe(before);
      expect(await listed(s)).toEqual([]);
    });

    it('refuses everything when the storage folder itself is a link', async () => {
      const { dir, outside, s } = linkedSetUp();
      rmSync(dir, { recursive: true });
      symlinkSync(outside, dir);
      const before = contents(outside);
      await expect(s.put('users/u1/a.png', Buffer.from('x'), 'image/png')).rejects.toThrow(
        /is not a folder \(a symbolic link\?\)/,
      );
      await expect(s.get('secret.txt')).rejects.toThrow(OutsideStorageError);
      await expect(listed(s)).rejects.toThrow(OutsideStorageError);
      expect(contents(outside)).toBe(before);
    });

    it('still follows a link that stays inside, and works when DATA_DIR itself is a link', async () => {
      const { dir, s } = linkedSetUp();
      await s.put('users/u1/a.png', Buffer.from('png'), 'image/png');
      symlinkSync(join(dir, 'users', 'u1'), join(dir, 'alias'));
      expect((await s.get('alias/a.png'))?.data.toString()).toBe('png');
      const elsewhere = join(mkdtempSync(join(tmpdir(), 'sns-data-')), 'data');
      symlinkSync(dirname(dir), elsewhere);
      const viaLink = createLocalStorage(join(elsewhere, 'files'), signing);
      await viaLink.put('users/u2/b.png', Buffer.from('png2'), 'image/png');
      expect((await viaLink.get('users/u2/b.png'))?.data.toString()).toBe('png2');
      await viaLink.delete('users/u2/b.png');
      expect(await viaLink.get('users/u2/b.png')).toBeUndefined();
    });
  });
});
