import { existsSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Story } from '@sns/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stories } from '../../src/db/stories-schema';
import { orphanAgeSeconds, sweepOrphanedFiles } from '../../src/jobs/orphaned-files';
import { signedInParent } from '../helpers/factories';
import { getLibrary } from '../helpers/library';
import { createCompletedStory, fetchFile } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const path = (key: string) =>
  join(t.config.storage.kind === 'local' ? t.config.storage.dir : '', key);

async function imageKeyOf(storyId: string) {
  const [row] = await t.ctx.database.db
    .select({ key: stories.imageKey })
    .from(stories)
    .where(eq(stories.id, storyId));
  return row?.key as string;
}

describe('GET /api/storyThumbnail/{storyId}/{width}', () => {
  it('serves the card a small WebP of the picture, kept next to it', async () => {
    const me = await signedInParent(t);
    const story = await createCompletedStory(me.client);
    const [card] = (await getLibrary(me.client)).body.stories;
    const pictureKey = await imageKeyOf(story.uuid);
    const original = await fetchFile(me.client, story.image as string);
    const originalBytes = original.raw.rawPayload.length;

    for (const [url, width] of [
      [card?.thumbnails?.small, 400],
      [card?.thumbnails?.large, 800],
    ] as const) {
      const res = await me.client.get(url as string);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toMatch(/^private/);
      const meta = await sharp(res.raw.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
      expect(res.raw.rawPayload.length).toBeLessThan(originalBytes / 3);
      expect(existsSync(path(`${pictureKey}.w${width}.webp`))).toBe(true);
    }
  });

  it('are on the story page too (GET /api/getStory), the same links as the card’s', async () => {
    const me = await signedInParent(t);
    const story = await createCompletedStory(me.client);
    const [card] = (await getLibrary(me.client)).body.stories;
    const page = await me.client.get<Story>(`/api/getStory/${story.uuid}`);
    expect(page.body.thumbnails).toEqual(card?.thumbnails);
    const large = await me.client.get(page.body.thumbnails?.large as string);
    expect(await sharp(large.raw.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 800,
    });
    // The list of every story stays lean: the cards have the library's own call.
    const list = await me.client.get<Story[]>(`/api/getUserStories/${me.user.user_uid}`);
    expect(list.body[0]).not.toHaveProperty('thumbnails');
  });

  it('is the owner’s only, and refuses other widths', async () => {
    const me = await signedInParent(t);
    const story = await createCompletedStory(me.client);
    const other = await signedInParent(t);
    expect((await other.client.get(`/api/storyThumbnail/${story.uuid}/400`)).status).toBe(404);
    expect((await t.client().get(`/api/storyThumbnail/${story.uuid}/400`)).status).toBe(401);
    expect((await me.client.get(`/api/storyThumbnail/${story.uuid}/1024`)).status).toBe(400);
    expect((await me.client.get(`/api/storyThumbnail/not-a-story/400`)).status).toBe(400);
  });

  it('is kept by the orphan sweep while its picture is named, and swept after', async () => {
    const me = await signedInParent(t);
    const story = await createCompletedStory(me.client);
    await me.client.get(`/api/storyThumbnail/${story.uuid}/400`);
    const pictureKey = await imageKeyOf(story.uuid);
    const thumb = `${pictureKey}.w400.webp`;
    const stray = `stories/${me.user.user_uid}/${story.uuid}/image-gone.png.w400.webp`;
    await t.ctx.storage.put(stray, Buffer.from('x'), 'image/webp');
    const old = new Date(Date.now() - (orphanAgeSeconds(t.config.jobs) + 60) * 1000);
    for (const key of [thumb, stray]) utimesSync(path(key), old, old);

    await sweepOrphanedFiles(t.ctx);
    expect(existsSync(path(thumb))).toBe(true);
    expect(existsSync(path(stray))).toBe(false);
  });
});
