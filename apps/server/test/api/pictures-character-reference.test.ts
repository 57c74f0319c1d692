import type { ContinueStoryResponse, Story } from '@sns/contract';
import { and, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { characterPictures } from '../../src/db/children-schema';
import { providerCosts } from '../../src/db/provider-costs-schema';
import { describeHero } from '../../src/providers/image/openai-compatible';
import { EmbeddedStoryWriter } from '../../src/providers/text/embedded/embedded-story-writer';
import {
  referenceImages,
  startFakeOpenAiMedia,
  type FakeOpenAiRequest,
} from '../fakes/openai-media';
import { CHILD, createdChild } from '../helpers/children';
import { creditsAndLedger, signedInParent } from '../helpers/factories';
import { checkOpenAiBody, checkOpenAiForm } from '../helpers/openai-schema';
import {
  createCompletedStory,
  imageRows,
  mediaState,
  waitForStoryPicture,
} from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitForWorker } from '../helpers/wait';

/**
 * Issue 30: a story's pictures of a child from a profile are drawn from that child's character
 * picture (drawn once per look by gpt-image-1, then sent to /images/edits with
 * `input_fidelity: "high"`), so the child is the same in every picture of every story.
 */

let fake: Awaited<ReturnType<typeof startFakeOpenAiMedia>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAiMedia();
  // The images API paints; the stories are written by the embedded writer.
  t = await createTestApp(
    {
      OPENAI_API_KEY: 'sk-test',
      OPENAI_BASE_URL: fake.baseUrl,
      IMAGE_MODEL: 'gpt-image-1',
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

const generations = () => fake.requests.filter((r) => r.path === '/v1/images/generations');
const edits = () => fake.requests.filter((r) => r.path === '/v1/images/edits');

/** A picture's pixels, to tell whether two PNGs show the same picture whatever their encoding. */
async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

async function samePicture(a: Buffer, b: Buffer) {
  const [pa, pb] = await Promise.all([pixels(a), pixels(b)]);
  return pa.width === pb.width && pa.height === pb.height && pa.data.equals(pb.data);
}

/** The character pictures kept for a parent, as stored. */
async function keptCharacters(userId: string) {
  const rows = await t.ctx.database.db
    .select()
    .from(characterPictures)
    .where(eq(characterPictures.userId, userId));
  return Promise.all(
    rows.map(async (row) => ({ ...row, data: (await t.ctx.storage.get(row.key))?.data })),
  );
}

function expectPublishedEdit(edit: FakeOpenAiRequest | undefined, references: number) {
  expect(edit?.formFields?.filter((name) => name.startsWith('image'))).toEqual(
    new Array<string>(references).fill('image[]'),
  );
  expect(edit?.body).toMatchObject({
    model: 'gpt-image-1',
    input_fidelity: 'high',
    quality: 'medium',
    size: '1024x1024',
  });
  expect(checkOpenAiForm('CreateImageEditRequest', edit?.body ?? {})).toEqual({
    errors: [],
    undeclared: [],
  });
}

describe("a child's pictures drawn from their character picture (gpt-image-1)", () => {
  it('draws the character picture once, then every picture of the child from it', async () => {
    const { client, user } = await signedInParent(t);
    const maya = await createdChild(client);
    const story = await createCompletedStory(client, { childIds: [maya.id] });

    // One generation: the character picture, the child alone with no name or digits in it.
    expect(generations()).toHaveLength(1);
    const character = generations()[0];
    expect(checkOpenAiBody('CreateImageRequest', character?.body ?? {})).toEqual({
      errors: [],
      undeclared: [],
    });
    expect(character?.body.prompt).toContain('one child alone');
    expect(character?.body.prompt).not.toMatch(/Maya|["\d]/);
    const [kept] = await keptCharacters(user.user_uid);
    expect(kept?.key).toMatch(new RegExp(`^users/${user.user_uid}/characters/`));
    expect(await sharp(kept?.data).metadata()).toMatchObject({ width: 512, height: 512 });

    // The story's picture: an edit carrying the character picture's bytes, the look described too.
    expect(edits()).toHaveLength(1);
    const edit = edits()[0];
    expectPublishedEdit(edit, 1);
    expect(edit?.body.prompt).toContain('look like the child in the reference picture');
    expect(edit?.body.prompt).toContain(
      describeHero({
        name: maya.name,
        pronouns: maya.pronouns,
        appearance: maya.appearance,
        favouriteColour: maya.favouriteColour,
      }),
    );
    expect(await samePicture(referenceImages(edit?.body ?? {})[0]!, kept!.data!)).toBe(true);
    expect(await imageRows(t, story.uuid)).toHaveLength(1);
    // Both paid for, both recorded with the story.
    const costs = await t.ctx.database.db
      .select()
      .from(providerCosts)
      .where(and(eq(providerCosts.storyId, story.uuid), eq(providerCosts.kind, 'picture')));
    expect(costs).toHaveLength(2);

    // A new picture of the story, and a second story of the same child: no new drawing.
    fake.requests.length = 0;
    const more = await client.post<Story>('/api/generateNewImage', { storyId: story.uuid });
    expect(more.status).toBe(200);
    await createCompletedStory(client, {
      childIds: [maya.id],
      elements: 'a kite, a fox, the hill',
    });
    expect(generations()).toHaveLength(0);
    expect(edits()).toHaveLength(2);
    for (const again of edits()) {
      expectPublishedEdit(again, 1);
      expect(await samePicture(referenceImages(again.body)[0]!, kept!.data!)).toBe(true);
    }
    expect(await keptCharacters(user.user_uid)).toHaveLength(1);
  });

  it("sends each child of a story of siblings their own character picture, in the cast's order", async () => {
    const { client, user } = await signedInParent(t);
    const maya = await createdChild(client);
    const leo = await createdChild(client, {
      name: 'Leo',
      pronouns: 'he',
      age: 8,
      appearance: { ...CHILD.appearance, skinTone: 'fair', hairColour: 'red', glasses: false },
      favouriteColour: 'green',
    });
    await createCompletedStory(client, { hero: 'Maya and Leo', childIds: [maya.id, leo.id] });
    expect(generations()).toHaveLength(2);
    const edit = edits()[0];
    expect(edits()).toHaveLength(1);
    expectPublishedEdit(edit, 2);
    expect(edit?.body.prompt).toContain(
      'Maya like the child in the first one and Leo like the child in the second one',
    );
    const sent = referenceImages(edit?.body ?? {});
    expect(await samePicture(sent[0]!, sent[1]!)).toBe(false);
    // Leo is drawn at his profile's age.
    expect(generations().some((g) => String(g.body.prompt).includes('eight years old'))).toBe(true);

    // Maya's own story later: her picture from the siblings' story, the first sent there.
    fake.requests.length = 0;
    await createCompletedStory(client, { childIds: [maya.id] });
    expect(generations()).toHaveLength(0);
    expect(await samePicture(referenceImages(edits()[0]?.body ?? {})[0]!, sent[0]!)).toBe(true);
    const kept = await keptCharacters(user.user_uid);
    expect(kept).toHaveLength(2);

    // The parent's export holds them, as every file of the account.
    const exported = await client.get(`/api/exportMyData/${user.user_uid}`);
    expect(exported.status).toBe(200);
    const zip = unzipSync(new Uint8Array(exported.raw.rawPayload));
    const names = Object.keys(zip).filter((name) => name.startsWith('character-pictures/'));
    expect(names.sort()).toEqual([
      'character-pictures/character-1.png',
      'character-pictures/character-2.png',
    ]);
    const zipped = names.map((name) => Buffer.from(zip[name]!).toString('base64')).sort();
    expect(zipped).toEqual(kept.map((k) => k.data?.toString('base64')).sort());
  });

  it('draws a hero typed by name alone from words only: no character picture, no edit', async () => {
    const { client, user } = await signedInParent(t);
    await createCompletedStory(client, { hero: 'Zara' });
    expect(generations()).toHaveLength(1);
    expect(edits()).toHaveLength(0);
    const generation = generations()[0];
    expect(checkOpenAiBody('CreateImageRequest', generation?.body ?? {})).toEqual({
      errors: [],
      undeclared: [],
    });
    expect(generation?.body).toMatchObject({ model: 'gpt-image-1', quality: 'medium' });
    const prompt = String(generation?.body.prompt);
    // Nothing but the name and the age: no invented look, no reference.
    expect(prompt).toContain('a child called Zara who is five years old');
    expect(prompt).not.toMatch(/\b(skin|hair|eyes|glasses|freckles|wears|headscarf)\b/i);
    expect(prompt).not.toContain('reference picture');
    expect(await keptCharacters(user.user_uid)).toHaveLength(0);
  });

  it("draws a series chapter's picture from the same character picture, nothing drawn again", async () => {
    const { client, user } = await signedInParent(t);
    const maya = await createdChild(client);
    const first = await createCompletedStory(client, { childIds: [maya.id] });
    const [kept] = await keptCharacters(user.user_uid);
    fake.requests.length = 0;

    const accepted = await client.post<ContinueStoryResponse>(
      `/api/stories/${first.uuid}/continue`,
      {},
    );
    expect(accepted.status).toBe(202);
    expect((await waitForWorker(client, accepted.body.workerId)).status).toBe('completed');
    const chapter = await waitForStoryPicture(client, accepted.body.storyId);
    expect(chapter.uuid).not.toBe(first.uuid);

    expect(generations()).toHaveLength(0);
    expect(edits()).toHaveLength(1);
    const edit = edits()[0];
    expectPublishedEdit(edit, 1);
    expect(edit?.body.prompt).toContain('look like the child in the reference picture');
    expect(await samePicture(referenceImages(edit?.body ?? {})[0]!, kept!.data!)).toBe(true);
    expect(await keptCharacters(user.user_uid)).toHaveLength(1);
  });

  it('gives the credit back when the character picture or the edit fails, storing nothing', async () => {
    const { client, user } = await signedInParent(t);
    const maya = await createdChild(client);
    const story = await createCompletedStory(client, { childIds: [maya.id] });
    // The first new picture is free; a paid one is what a refund must give back.
    expect((await client.post('/api/generateNewImage', { storyId: story.uuid })).status).toBe(200);
    const before = await mediaState(t);
    const credits = await creditsAndLedger(t, user.user_uid);

    const failing = (path: string) =>
      fake.setOverride((req, res) => {
        if (req.path !== path) return false;
        res.writeHead(500, { 'content-type': 'application/json', 'x-request-id': 'req_500' });
        res.end(JSON.stringify({ error: { message: 'The server had an error.' } }));
        return true;
      });
    failing('/v1/images/edits');
    const failed = await client.post<{ message: string }>('/api/generateNewImage', {
      storyId: story.uuid,
    });
    expect(failed.status).toBe(503);
    expect(failed.body.message).toMatch(/Nothing was charged/);
    expect(await creditsAndLedger(t, user.user_uid)).toEqual(credits);
    expect(await imageRows(t, story.uuid)).toHaveLength(2);

    // A changed look needs a new character picture. Drawing it fails: the story's first picture
    // is painted here after its attempts (as for any failing picture), and a new one is refunded.
    fake.setOverride(undefined);
    const changed = await client.request({
      method: 'PUT',
      url: `/api/children/${maya.id}`,
      payload: { ...CHILD, favouriteColour: 'green' },
    });
    expect(changed.status).toBe(200);
    failing('/v1/images/generations');
    const next = await createCompletedStory(client, { childIds: [maya.id] });
    expect(await imageRows(t, next.uuid)).toHaveLength(1);
    const filesBefore = (await mediaState(t)).files.length;
    const creditsBefore = await creditsAndLedger(t, user.user_uid);
    fake.requests.length = 0;
    const refused = await client.post('/api/generateNewImage', { storyId: next.uuid });
    expect(refused.status).toBe(503);
    expect(generations().length).toBeGreaterThan(0);
    expect(edits()).toHaveLength(0);
    expect(await creditsAndLedger(t, user.user_uid)).toEqual(creditsBefore);
    expect(await imageRows(t, next.uuid)).toHaveLength(1);
    expect(await keptCharacters(user.user_uid)).toHaveLength(1);
    expect((await mediaState(t)).files.length).toBe(filesBefore);
    expect(filesBefore).toBe(before.files.length + 1);
  });
});
