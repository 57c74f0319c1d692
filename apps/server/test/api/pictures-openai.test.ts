import type { Story } from '@sns/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeOpenAiMedia } from '../fakes/openai-media';
import { createdChild, creditsAndLedger, signedInParent } from '../helpers/factories';
import { describeHero } from '../../src/providers/image/openai-compatible';
import { createCompletedStory, fetchFile, imageRows, mediaState } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { EmbeddedStoryWriter } from '../../src/providers/text/embedded/embedded-story-writer';

let fake: Awaited<ReturnType<typeof startFakeOpenAiMedia>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAiMedia();
  // OPENAI_API_KEY makes the config pick the OpenAI-compatible illustrator and narrator; the
  // story writer stays embedded so the stories are written without a chat fake.
  t = await createTestApp(
    { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl, IMAGE_MODEL: 'dall-e-3' },
    { overrides: { writer: new EmbeddedStoryWriter() } },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => fake.setOverride(undefined));

describe('pictures from an OpenAI-compatible images API', () => {
  it('paints the story and its new pictures with the configured model', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client);
    const generations = fake.requests.filter((r) => r.path === '/v1/images/generations');
    expect(generations.length).toBeGreaterThanOrEqual(1);
    expect(generations.at(-1)?.body).toMatchObject({
      model: 'dall-e-3',
      size: '1024x1024',
      response_format: 'b64_json',
    });

    const res = await client.post<Story>('/api/generateNewImage', { storyId: story.uuid });
    expect(res.status).toBe(200);
    expect(fake.requests.filter((r) => r.path === '/v1/images/generations')).toHaveLength(
      generations.length + 1,
    );
    const stored = await fetchFile(client, res.body.image as string);
    expect(await sharp(stored.raw.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 1024,
      height: 1024,
    });
    expect(await creditsAndLedger(t, user.user_uid)).toEqual({ credits: 12, ledgerSum: 12 });
  });

  it('draws a child from a profile in words with a model without edits (dall-e-3): no character picture', async () => {
    const { client } = await signedInParent(t);
    const maya = await createdChild(client);
    const look = describeHero({
      name: maya.name,
      pronouns: maya.pronouns,
      appearance: maya.appearance,
      favouriteColour: maya.favouriteColour,
    });
    fake.requests.length = 0;
    const story = await createCompletedStory(client, { childIds: [maya.id] });
    expect((await client.post('/api/generateNewImage', { storyId: story.uuid })).status).toBe(200);
    // The story's picture and the new one: generations only, each describing the profile's look.
    expect(fake.requests.map((r) => r.path)).toEqual([
      '/v1/images/generations',
      '/v1/images/generations',
    ]);
    for (const request of fake.requests) expect(request.body.prompt).toContain(look);
  });

  it('gives the credit (or the free picture) back when the service fails, storing nothing', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client);
    const before = await mediaState(t);
    fake.setOverride((req, res) => {
      if (req.path !== '/v1/images/generations') return false;
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { message: 'The server had an error while processing your request.' },
        }),
      );
      return true;
    });
    const free = await client.post<{ message: string }>('/api/generateNewImage', {
      storyId: story.uuid,
    });
    expect(free.status).toBe(503);
    expect(free.body.message).toMatch(/Nothing was charged/);
    // The free use was given back: the next picture is still free.
    expect((await client.get('/api/getMediaCosts')).body).toMatchObject({ image: 0, credits: 12 });

    fake.setOverride(undefined);
    expect((await client.post('/api/generateNewImage', { storyId: story.uuid })).status).toBe(200);
    fake.setOverride((req, res) => {
      if (req.path !== '/v1/images/generations') return false;
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          data: [{ b64_json: Buffer.from('<svg onload="alert(1)"/>').toString('base64') }],
        }),
      );
      return true;
    });
    const paid = await client.post('/api/generateNewImage', { storyId: story.uuid });
    expect(paid.status).toBe(503);
    expect(await creditsAndLedger(t, user.user_uid)).toEqual({ credits: 12, ledgerSum: 12 });
    expect(await imageRows(t, story.uuid)).toHaveLength(2);
    const after = await mediaState(t);
    expect(after.files.length).toBe(before.files.length + 1);
  });
});
