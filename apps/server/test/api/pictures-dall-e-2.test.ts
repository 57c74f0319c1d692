import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { characterPictures } from '../../src/db/children-schema';
import { providerCosts } from '../../src/db/provider-costs-schema';
import { describeHero } from '../../src/providers/image/openai-compatible';
import { EmbeddedStoryWriter } from '../../src/providers/text/embedded/embedded-story-writer';
import { startFakeOpenAiMedia } from '../fakes/openai-media';
import { createdChild } from '../helpers/children';
import { signedInParent } from '../helpers/factories';
import { checkOpenAiBody } from '../helpers/openai-schema';
import { createCompletedStory } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * dall-e-2 has /images/edits, but it only repaints the transparent part of the one picture it is
 * given, and refuses an opaque one (as the fake does, like OpenAI): it cannot draw a child from a
 * reference. A story of a child from a profile is drawn from words, the look described, by the
 * service itself — not by the embedded painter after three refused edits (docs/decisions/087).
 */

let fake: Awaited<ReturnType<typeof startFakeOpenAiMedia>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAiMedia();
  t = await createTestApp(
    {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseUrl,
      IMAGE_MODEL: 'dall-e-2',
      PROVIDER_BACKOFF_MS: '10',
    },
    { overrides: { writer: new EmbeddedStoryWriter() } },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(() => {
  fake.setOverride(undefined);
  fake.requests.length = 0;
});

describe('pictures with a model whose edits cannot draw from a reference (dall-e-2)', () => {
  it("draws a profile's child from words: generations only, no character picture, the picture the service's", async () => {
    const { client, user } = await signedInParent(t);
    const maya = await createdChild(client);
    const story = await createCompletedStory(client, { childIds: [maya.id] });
    expect((await client.post('/api/generateNewImage', { storyId: story.uuid })).status).toBe(200);

    expect(fake.requests.map((r) => r.path)).toEqual([
      '/v1/images/generations',
      '/v1/images/generations',
    ]);
    const look = describeHero({
      name: maya.name,
      pronouns: maya.pronouns,
      appearance: maya.appearance,
      favouriteColour: maya.favouriteColour,
    });
    for (const request of fake.requests) {
      expect(checkOpenAiBody('CreateImageRequest', request.body)).toEqual({
        errors: [],
        undeclared: [],
      });
      expect(request.body).toMatchObject({ model: 'dall-e-2', response_format: 'b64_json' });
      expect(request.body.prompt).toContain(look);
      expect(request.body.prompt).not.toContain('reference picture');
    }
    const kept = await t.ctx.database.db
      .select()
      .from(characterPictures)
      .where(eq(characterPictures.userId, user.user_uid));
    expect(kept).toHaveLength(0);
    // Both pictures painted by the service (the embedded painter records no cost).
    const costs = await t.ctx.database.db
      .select()
      .from(providerCosts)
      .where(and(eq(providerCosts.storyId, story.uuid), eq(providerCosts.kind, 'picture')));
    expect(costs.map((cost) => cost.model)).toEqual(['dall-e-2', 'dall-e-2']);
  });
});
