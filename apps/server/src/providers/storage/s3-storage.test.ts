import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../../test/helpers/s3-server';
import { createS3Storage, type S3StorageConfig } from './s3-storage';
import { describeStorage, listedFiles } from './storage-contract';

let server: S3TestServer;
beforeAll(async () => {
  server = await startS3Server();
});
afterAll(() => server.close());

const configFor = (bucket: string): S3StorageConfig => ({
  kind: 's3',
  bucket,
  endpoint: server.endpoint,
  region: 'us-east-1',
  accessKeyId: 'S3RVER',
  secretAccessKey: 'S3RVER',
  forcePathStyle: true,
});
/** A storage on an empty bucket of its own. */
const emptyStorage = async () => createS3Storage(configFor(await server.createBucket()));

describeStorage('S3', emptyStorage);

describe('S3 storage', () => {
  it('pages through a listing and deletes a folder in batches', async () => {
    const s = createS3Storage(configFor(await server.createBucket()), 2);
    for (const key of ['a/1.png', 'a/2.png', 'a/3/4.png', 'a/5.png', 'a/6.png', 'b/7.png']) {
      await s.put(key, Buffer.from(key), 'image/png');
    }
    expect((await listedFiles(s)).map((f) => f.key)).toEqual([
      'a/1.png',
      'a/2.png',
      'a/3/4.png',
      'a/5.png',
      'a/6.png',
      'b/7.png',
    ]);
    await s.deleteFolder('a/');
    expect((await listedFiles(s)).map((f) => f.key)).toEqual(['b/7.png']);
  });

  it('keeps the content type the file was stored with', async () => {
    const s = await emptyStorage();
    await s.put('users/u1/voice', Buffer.from('x'), 'audio/webm');
    expect((await s.get('users/u1/voice'))?.contentType).toBe('audio/webm');
  });

  it('signs URLs for the bucket, path-style when asked', async () => {
    const s = await emptyStorage();
    const url = new URL(await s.signedUrl('stories/u1/s1/a.png', 600));
    expect(url.origin).toBe(server.endpoint);
    expect(url.pathname).toMatch(/^\/tales-\d+\/stories\/u1\/s1\/a\.png$/);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeGreaterThanOrEqual(600);
    expect(Number(url.searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(600 + 3600);
  });

  it('fails loudly when the bucket is not there, rather than seeming empty', async () => {
    const s = createS3Storage(configFor('no-such-bucket'));
    await expect(s.put('users/u1/a.png', Buffer.from('x'), 'image/png')).rejects.toThrow();
    await expect(listedFiles(s)).rejects.toThrow();
  });
});
