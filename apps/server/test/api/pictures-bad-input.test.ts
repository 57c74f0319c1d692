import { randomUUID } from 'node:crypto';
import type { Story } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  multipart,
  newClient,
  photo,
  signedInParent,
  unacceptableImages,
  type TestClient,
} from '../helpers/factories';
import { createCompletedStory, mediaState } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

function upload(
  client: TestClient,
  userId: string,
  storyId: string,
  file: { name: string; type: string; data: Buffer },
  csrf = true,
) {
  const body = multipart('image', file);
  return client.request<{ message?: string; errors?: { msg: string }[] }>({
    method: 'POST',
    url: `/api/changeStoryImage/${userId}/${storyId}`,
    payload: body.payload,
    headers: body.headers,
    csrf,
  });
}

describe('uploads that are not acceptable pictures', () => {
  it('refuses a fake PNG, a 20000×20000 bomb, an 11 MB file and an SVG with script — storing nothing', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client);
    const before = await mediaState(t);

    const cases = await unacceptableImages();
    for (const c of cases) {
      const res = await upload(client, user.user_uid, story.uuid, c);
      expect(res.status, c.name).toBe(c.status);
      expect(res.body.errors?.[0]?.msg ?? res.body.message, c.name).toBeTruthy();
    }
    // A form without the `image` field, and not a form at all.
    const wrongField = multipart('photo', {
      name: 'p.jpg',
      type: 'image/jpeg',
      data: await photo(50, 50),
    });
    const noField = await client.request({
      method: 'POST',
      url: `/api/changeStoryImage/${user.user_uid}/${story.uuid}`,
      payload: wrongField.payload,
      headers: wrongField.headers,
    });
    expect(noField.status).toBe(400);
    expect(
      (await client.post(`/api/changeStoryImage/${user.user_uid}/${story.uuid}`, { image: 'x' }))
        .status,
    ).toBe(400);

    expect(await mediaState(t)).toEqual(before);
  });
});

describe("another parent's story", () => {
  it('is out of reach for every picture call: 403 for their user id, 404 for their story, 401 signed out', async () => {
    const owner = await signedInParent(t);
    const other = await signedInParent(t);
    const story = await createCompletedStory(owner.client);
    await createCompletedStory(other.client);
    const file = { name: 'p.jpg', type: 'image/jpeg', data: await photo(100, 100) };
    const before = await mediaState(t);

    expect((await other.client.post('/api/generateNewImage', { storyId: story.uuid })).status).toBe(
      404,
    );
    expect((await other.client.get(`/api/getStoryImages/${story.uuid}`)).status).toBe(404);
    expect(
      (
        await other.client.post('/api/changeStoryImageFromExistent', {
          storyId: story.uuid,
          image: story.image,
        })
      ).status,
    ).toBe(404);
    expect((await upload(other.client, owner.user.user_uid, story.uuid, file)).status).toBe(403);
    expect((await upload(other.client, other.user.user_uid, story.uuid, file)).status).toBe(404);
    expect(
      (await other.client.post('/api/generateNewImage', { storyId: randomUUID() })).status,
    ).toBe(404);

    const signedOut = newClient(t);
    expect((await signedOut.post('/api/generateNewImage', { storyId: story.uuid })).status).toBe(
      401,
    );
    expect((await signedOut.get(`/api/getStoryImages/${story.uuid}`)).status).toBe(401);
    expect((await upload(signedOut, owner.user.user_uid, story.uuid, file)).status).toBe(401);

    // The owner without a CSRF token.
    expect(
      (
        await owner.client.request({
          method: 'POST',
          url: '/api/generateNewImage',
          payload: { storyId: story.uuid },
          csrf: false,
        })
      ).status,
    ).toBe(403);
    expect((await upload(owner.client, owner.user.user_uid, story.uuid, file, false)).status).toBe(
      403,
    );

    expect(await mediaState(t)).toEqual(before);
  });

  it('refuses malformed bodies and ids with 400', async () => {
    const { client, user } = await signedInParent(t);
    for (const body of [{}, { storyId: 'not-a-uuid' }, { storyId: 42 }]) {
      expect((await client.post('/api/generateNewImage', body)).status, JSON.stringify(body)).toBe(
        400,
      );
    }
    const malformed = await client.request({
      method: 'POST',
      url: '/api/generateNewImage',
      payload: '{"storyId": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect((await client.get('/api/getStoryImages/not-a-uuid')).status).toBe(400);
    expect(
      (
        await upload(client, 'not-a-uuid', randomUUID(), {
          name: 'p.jpg',
          type: 'image/jpeg',
          data: await photo(10, 10),
        })
      ).status,
    ).toBe(400);
    expect((await client.get<Story>(`/api/getUserStories/${user.user_uid}`)).body).toEqual([]);
  });
});

describe('the OpenAPI page', () => {
  it('documents the picture and narration calls', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys((res.json() as { paths: Record<string, unknown> }).paths);
    for (const path of [
      '/api/getStoryImages/{storyId}',
      '/api/generateNewImage',
      '/api/changeStoryImageFromExistent',
      '/api/changeStoryImage/{userId}/{storyId}',
      '/api/getAudioUrl/{storyId}',
      '/api/getNarrative',
      '/api/getMediaCosts',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
