import type { Story, StoryImages } from '@sns/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditsAndLedger,
  multipart,
  photo,
  setCredits,
  signedInParent,
  type TestClient,
} from '../helpers/factories';
import { createCompletedStory, fetchFile, imageRows, ledgerRows } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const pathOf = (url: string | null) => (url ? new URL(url).pathname : '');

function upload(
  client: TestClient,
  userId: string,
  storyId: string,
  file: { name: string; type: string; data: Buffer },
) {
  const body = multipart('image', file);
  return client.request<Story>({
    method: 'POST',
    url: `/api/changeStoryImage/${userId}/${storyId}`,
    payload: body.payload,
    headers: body.headers,
  });
}

describe('POST /api/generateNewImage', () => {
  it('paints a new composition; the first extra picture is free, the next costs 1 credit (docs/decisions/d1-credits.md)', async () => {
    const { client, user } = await signedInParent(t);
    // The server says what the next story costs: free before the first (the browser asks it).
    expect((await client.get('/api/getMediaCosts')).body).toMatchObject({ story: 0 });
    const story = await createCompletedStory(client);
    const original = await fetchFile(client, story.image as string);

    const first = await client.post<Story>('/api/generateNewImage', { storyId: story.uuid });
    expect(first.status).toBe(200);
    expect(first.body.images).toHaveLength(2);
    expect(pathOf(first.body.image)).not.toBe(pathOf(story.image));
    expect(pathOf(first.body.image)).toBe(pathOf(first.body.images[1] ?? null));
    const painted = await fetchFile(client, first.body.image as string);
    expect(painted.headers['content-type']).toBe('image/png');
    expect(await sharp(painted.raw.rawPayload).metadata()).toMatchObject({
      width: 1024,
      height: 1024,
    });
    expect(Buffer.compare(painted.raw.rawPayload, original.raw.rawPayload)).not.toBe(0);
    expect(await creditsAndLedger(t, user.user_uid)).toEqual({ credits: 12, ledgerSum: 12 });
    expect(await t.client().get('/api/getMediaCosts')).toMatchObject({ status: 401 });
    expect((await client.get('/api/getMediaCosts')).body).toEqual({
      story: 1,
      image: 1,
      narration: 0,
      credits: 12,
    });

    const second = await client.post<Story>('/api/generateNewImage', { storyId: story.uuid });
    expect(second.status).toBe(200);
    expect(second.body.images).toHaveLength(3);
    expect(new Set(second.body.images.map(pathOf)).size).toBe(3);
    expect(await creditsAndLedger(t, user.user_uid)).toEqual({ credits: 11, ledgerSum: 11 });
    expect((await ledgerRows(t, user.user_uid, 'image')).map((r) => r.delta)).toEqual([0, -1]);

    // The story as read later shows the new picture.
    const read = await client.get<Story>(`/api/getStory/${story.uuid}`);
    expect(pathOf(read.body.image)).toBe(pathOf(second.body.image));
  });

  it('answers 402 when the credits have run out, and paints and stores nothing', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client);
    expect((await client.post('/api/generateNewImage', { storyId: story.uuid })).status).toBe(200);
    await setCredits(t, user.user_uid, 0);
    const before = await imageRows(t, story.uuid);
    const res = await client.post<{ message: string }>('/api/generateNewImage', {
      storyId: story.uuid,
    });
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/You need 1 credit but only have 0/);
    expect(await imageRows(t, story.uuid)).toEqual(before);
    expect(await creditsAndLedger(t, user.user_uid)).toEqual({ credits: 0, ledgerSum: 0 });
  });

  it('takes exactly what the credits buy when asked many times at once', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client);
    expect((await client.post('/api/generateNewImage', { storyId: story.uuid })).status).toBe(200);
    await setCredits(t, user.user_uid, 2);
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        client.post('/api/generateNewImage', { storyId: story.uuid }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(2);
    expect(results.filter((r) => r.status === 402)).toHaveLength(4);
    expect(await imageRows(t, story.uuid)).toHaveLength(4);
    expect(await creditsAndLedger(t, user.user_uid)).toEqual({ credits: 0, ledgerSum: 0 });
  });
});

describe('GET /api/getStoryImages and POST /api/changeStoryImageFromExistent', () => {
  it('lists every picture and goes back to an earlier one for free', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client);
    await client.post('/api/generateNewImage', { storyId: story.uuid });
    await client.post('/api/generateNewImage', { storyId: story.uuid });
    const list = await client.get<StoryImages>(`/api/getStoryImages/${story.uuid}`);
    expect(list.status).toBe(200);
    expect(list.body.images).toHaveLength(3);
    expect(pathOf(list.body.images[0] ?? null)).toBe(pathOf(story.image));
    const credits = await creditsAndLedger(t, user.user_uid);

    const res = await client.post<Story>('/api/changeStoryImageFromExistent', {
      storyId: story.uuid,
      image: list.body.images[0],
    });
    expect(res.status).toBe(200);
    expect(pathOf(res.body.image)).toBe(pathOf(story.image));
    expect(res.body.images).toHaveLength(3);
    expect(await creditsAndLedger(t, user.user_uid)).toEqual(credits);
    // The URL's signature may be old or missing: the picture is matched by its path.
    const unsigned = new URL(list.body.images[1] as string).pathname;
    const again = await client.post<Story>('/api/changeStoryImageFromExistent', {
      storyId: story.uuid,
      image: unsigned,
    });
    expect(again.status).toBe(200);
    expect(pathOf(again.body.image)).toBe(unsigned);
  });

  it("refuses anything that is not one of that story's pictures with 400, changing nothing", async () => {
    const { client } = await signedInParent(t);
    const story = await createCompletedStory(client);
    const other = await createCompletedStory(client, { hero: 'Leo' });
    const before = await client.get<Story>(`/api/getStory/${story.uuid}`);
    for (const image of [
      other.image,
      'https://example.com/cat.png',
      'not a url at all',
      `/files/stories/${story.uuid}/../../users/x.png`,
      '',
    ]) {
      const res = await client.post<{ errors?: { msg: string }[] }>(
        '/api/changeStoryImageFromExistent',
        { storyId: story.uuid, image },
      );
      expect(res.status, String(image)).toBe(400);
    }
    expect(
      (await client.post('/api/changeStoryImageFromExistent', { storyId: story.uuid })).status,
    ).toBe(400);
    expect(
      (
        await client.post('/api/changeStoryImageFromExistent', {
          storyId: 'nope',
          image: story.image,
        })
      ).status,
    ).toBe(400);
    const after = await client.get<Story>(`/api/getStory/${story.uuid}`);
    expect(pathOf(after.body.image)).toBe(pathOf(before.body.image));
  });
});

describe('POST /api/changeStoryImage/{userId}/{storyId}', () => {
  it('stores the parent’s own picture re-encoded as a PNG ≤1024², without EXIF, for free', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client);
    const withExif = await sharp(await photo(2400, 1600, 'jpeg'))
      .withExif({ IFD0: { Copyright: 'Secret family', ImageDescription: 'GPS 51.5N' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();

    const res = await upload(client, user.user_uid, story.uuid, {
      name: 'beach.jpg',
      type: 'image/jpeg',
      data: withExif,
    });
    expect(res.status).toBe(200);
    expect(res.body.images).toHaveLength(2);
    expect(pathOf(res.body.image)).toMatch(/\/upload-[0-9a-f]+\.png$/);
    const stored = await fetchFile(client, res.body.image as string);
    const meta = await sharp(stored.raw.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 1024, height: 683 });
    expect(meta.exif).toBeUndefined();
    expect(stored.raw.rawPayload.includes(Buffer.from('Secret family'))).toBe(false);
    expect(await creditsAndLedger(t, user.user_uid)).toEqual({ credits: 12, ledgerSum: 12 });
    // An upload does not use up the free AI picture.
    expect((await client.get('/api/getMediaCosts')).body).toMatchObject({ image: 0 });
  });

  it('accepts other raster types (WebP, GIF) and keeps small pictures at their size', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client);
    for (const format of ['webp', 'gif'] as const) {
      const res = await upload(client, user.user_uid, story.uuid, {
        name: `p.${format}`,
        type: `image/${format}`,
        data: await photo(300, 200, format),
      });
      expect(res.status, format).toBe(200);
      const stored = await fetchFile(client, res.body.image as string);
      expect(await sharp(stored.raw.rawPayload).metadata()).toMatchObject({
        format: 'png',
        width: 300,
        height: 200,
      });
    }
  });
});
