import { rmSync } from 'node:fs';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanedFiles } from '../../src/jobs/orphaned-files';
import { parentWithEverything } from '../helpers/account-data';
import { signedInParent } from '../helpers/factories';
import { startS3Server, type S3TestServer } from '../helpers/s3-server';
import { createCompletedStory } from '../helpers/stories';
import { createFakeWebDist } from '../helpers/fake-web-dist';
import { createTestApp, type TestApp } from '../helpers/test-app';

// The app with STORAGE=s3 against a real S3-protocol server (docs/decisions/028-s3-storage.md).
let s3: S3TestServer;
let bucket: string;
let t: TestApp;
let webDist: string;
beforeAll(async () => {
  s3 = await startS3Server();
  bucket = await s3.createBucket();
  webDist = createFakeWebDist();
  t = await createTestApp({ ...s3.env(bucket), WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  await s3.close();
  rmSync(webDist, { recursive: true, force: true });
});

const keysNaming = async (id: string) => (await s3.keys(bucket)).filter((k) => k.includes(id));

/** A presigned URL of the bucket, fetched as a browser would (no cookie). */
function expectPresigned(url: string) {
  const u = new URL(url);
  expect(u.origin).toBe(s3.endpoint);
  expect(u.pathname.startsWith(`/${bucket}/`)).toBe(true);
  expect(u.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
}

describe('STORAGE=s3', () => {
  it('serves pictures, narrations and books from presigned bucket URLs; narrations by byte range', async () => {
    const me = await parentWithEverything(t);
    const image = me.story.image as string;
    expectPresigned(image);
    const picture = await fetch(image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
    expect((await picture.arrayBuffer()).byteLength).toBeGreaterThan(100);

    const audio = await me.client.get<{ audioUrl: string }>(`/api/getAudioUrl/${me.story.uuid}`);
    expectPresigned(audio.body.audioUrl);
    const whole = Buffer.from(await (await fetch(audio.body.audioUrl)).arrayBuffer());
    const part = await fetch(audio.body.audioUrl, { headers: { range: 'bytes=100-199' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-199/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true);

    // The stream of a finished narration sends the player on to the bucket.
    const stream = await me.client.get(`/api/narrationStream/${me.story.uuid}`);
    expect(stream.status).toBe(302);
    expectPresigned(String(stream.headers.location));

    // The library's thumbnail is made from the bucket's picture and kept beside it there.
    const thumbnail = await me.client.get(`/api/storyThumbnail/${me.story.uuid}/400`);
    expect(thumbnail.status).toBe(200);
    expect((await keysNaming(me.story.uuid)).some((k) => k.endsWith('.webp'))).toBe(true);

    // The web app's pages let the browser load them from there.
    const page = await t.app.inject({
      method: 'GET',
      url: '/mystories',
      headers: { accept: 'text/html,*/*' },
    });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const policy = String(page.headers['content-security-policy']);
    for (const directive of ['img-src', 'media-src']) {
      const sources = policy.split('; ').find((d) => d.startsWith(`${directive} `));
      expect(sources?.split(' ')).toContain(s3.endpoint);
    }

    // Nothing is served from local files.
    const localLink = `/files/stories/${me.story.uuid}/x.png?e=4102444800&s=x`;
    expect((await t.app.inject({ method: 'GET', url: localLink })).statusCode).toBe(404);

    // The account export reads the files back from the bucket.
    const exported = await me.client.get(`/api/exportMyData/${me.user.user_uid}`);
    expect(exported.status).toBe(200);
    const zip = unzipSync(new Uint8Array(exported.raw.rawPayload));
    const narration = Object.entries(zip).find(([name]) => name.endsWith('narration.mp3'));
    expect(narration && Buffer.from(narration[1]).equals(whole)).toBe(true);
  });

  it('deleting a story deletes its objects, and its book’s; another story’s stay', async () => {
    const me = await parentWithEverything(t);
    const myId = me.user.user_uid;
    const kept = await createCompletedStory(me.client, { hero: 'Kept' });
    const storyKeys = await keysNaming(me.story.uuid);
    expect(storyKeys.some((k) => k.endsWith('.mp3'))).toBe(true);
    const bookKeys = (await keysNaming(myId)).filter((k) => k.startsWith(`books/${myId}/`));
    expect(bookKeys.some((k) => k.endsWith('book.pdf'))).toBe(true);
    const keptKeys = await keysNaming(kept.uuid);
    expect(keptKeys.length).toBeGreaterThan(0);

    const res = await me.client.request({ method: 'DELETE', url: `/api/stories/${me.story.uuid}` });
    expect(res.status).toBe(204);
    const left = await s3.keys(bucket);
    expect(left.filter((k) => storyKeys.includes(k) || bookKeys.includes(k))).toEqual([]);
    expect(await keysNaming(kept.uuid)).toEqual(keptKeys);
    expect(left.some((k) => k.startsWith(`users/${myId}/`))).toBe(true);
    expect((await fetch(me.story.image as string)).status).toBe(404);
  });

  it('deleting an account deletes every object of it, and nobody else’s', async () => {
    const me = await parentWithEverything(t);
    const other = await signedInParent(t);
    const othersStory = await createCompletedStory(other.client, { hero: 'Bo' });
    const myId = me.user.user_uid;
    const mine = await keysNaming(myId);
    expect(mine.some((k) => k.startsWith(`users/${myId}/`))).toBe(true);
    expect(mine.some((k) => k.endsWith('book.pdf'))).toBe(true);
    const othersKeys = await keysNaming(othersStory.uuid);
    expect(othersKeys.length).toBeGreaterThan(0);

    const res = await me.client.post(`/api/deleteAccount/${myId}`, {
      confirmation: me.parent.email,
    });
    expect(res.status).toBe(200);
    await t.ctx.background.idle();
    expect(await keysNaming(myId)).toEqual([]);
    expect((await s3.keys(bucket)).filter((k) => mine.includes(k))).toEqual([]);
    expect(await keysNaming(othersStory.uuid)).toEqual(othersKeys);
  });

  it('the orphan sweep deletes objects no row names, and keeps every named one', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client);
    const orphan = `stories/${user.user_uid}/${story.uuid}/orphan.png`;
    await t.ctx.storage.put(orphan, Buffer.from('png'), 'image/png');
    const before = await s3.keys(bucket);
    expect(before).toContain(orphan);

    // Two days on, the orphan is old enough to be taken for one.
    const swept = await sweepOrphanedFiles(t.ctx, Date.now() + 2 * 24 * 3600 * 1000);
    expect(swept.deleted).toBe(1);
    expect(await s3.keys(bucket)).toEqual(before.filter((k) => k !== orphan));
  });
});
