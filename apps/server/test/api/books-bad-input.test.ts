import { randomUUID } from 'node:crypto';
import { bookCreditsShortMessage } from '@sns/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newClient,
  photo,
  setCredits,
  signedInParent,
  unacceptableImages,
} from '../helpers/factories';
import { bookForm, bookState, startBook } from '../helpers/books';
import { createCompletedStory } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('a book the parent cannot pay for', () => {
  it('answers 400 with the exact shortage message and queues, stores and charges nothing', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client);
    await setCredits(t, user.user_uid, 9);
    const credits = await client.get(`/api/checkUserCreditsForBook/${user.user_uid}/${story.uuid}`);
    expect(credits.body).toEqual({ hasEnoughCredits: false, totalCreditsAvailable: 9 });
    const before = await bookState(t);

    const res = await startBook(client, user.user_uid, story.uuid);
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(bookCreditsShortMessage(9));
    expect(res.body.error).toBe(
      'You need 10 credits but only have 9 credits available. Please buy more credits to continue.',
    );
    expect(await bookState(t)).toEqual(before);
    expect((await client.get(`/api/getBookFromStoryGenerationStatus/${story.uuid}`)).body).toEqual({
      status: 'none',
    });
  });
});

describe('photos that are not acceptable', () => {
  it('refuses fake, oversize, bomb, SVG, empty and missing photos with a 4xx and charges nothing', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client);
    const before = await bookState(t);
    const cases = await unacceptableImages();
    for (const c of cases) {
      const res = await startBook(client, user.user_uid, story.uuid, { image: c });
      expect(res.status, c.name).toBe(c.status);
      expect(res.body.errors?.[0]?.msg ?? res.body.message, c.name).toBeTruthy();
    }
    expect((await startBook(client, user.user_uid, story.uuid, { image: undefined })).status).toBe(
      400,
    );
    expect(await bookState(t)).toEqual(before);
  });

  it('refuses malformed fields, a JSON body and a missing CSRF token', async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client);
    const before = await bookState(t);
    for (const selectedStories of [
      'not json',
      '["nope"]',
      '[]',
      '{"a":1}',
      JSON.stringify(Array.from({ length: 11 }, () => randomUUID())),
    ]) {
      const res = await startBook(client, user.user_uid, story.uuid, { selectedStories });
      expect(res.status, selectedStories).toBe(400);
      expect(res.body.errors?.[0]?.msg, selectedStories).toMatch(
        /selectedStories|at least one|at most/,
      );
    }
    expect(
      (
        await startBook(client, user.user_uid, story.uuid, {
          fields: { useImageAsMainImage: 'maybe' },
        })
      ).status,
    ).toBe(400);
    expect(
      (await startBook(client, user.user_uid, story.uuid, {}, { pathFlag: 'yes' })).status,
    ).toBe(400);
    const json = await client.post(
      `/api/generateBookUsingImageAsReference/${user.user_uid}/${story.uuid}/false`,
      { image: 'x' },
    );
    expect(json.status).toBe(400);
    expect((await startBook(client, user.user_uid, story.uuid, {}, { csrf: false })).status).toBe(
      403,
    );
    expect(await bookState(t)).toEqual(before);
  });
});

describe("another parent's story", () => {
  it('is out of reach for every book call: 403 for their user id, 404 for their story, 401 signed out', async () => {
    const owner = await signedInParent(t);
    const other = await signedInParent(t);
    const story = await createCompletedStory(owner.client);
    const own = await createCompletedStory(other.client);
    const before = await bookState(t);
    const id = owner.user.user_uid;
    const me = other.user.user_uid;

    expect((await startBook(other.client, id, story.uuid)).status).toBe(403);
    expect((await startBook(other.client, me, story.uuid)).status).toBe(404);
    // Their story smuggled into the list of my book.
    const smuggled = await startBook(other.client, me, own.uuid, {
      selectedStories: JSON.stringify([own.uuid, story.uuid]),
    });
    expect(smuggled.status).toBe(404);
    expect((await startBook(other.client, me, randomUUID())).status).toBe(404);
    expect(
      (await other.client.get(`/api/getBookFromStoryGenerationStatus/${story.uuid}`)).status,
    ).toBe(404);
    expect(
      (await other.client.post(`/api/getGeneratedPdfBooksForThisStory/${id}/${story.uuid}`)).status,
    ).toBe(403);
    expect(
      (await other.client.post(`/api/getGeneratedPdfBooksForThisStory/${me}/${story.uuid}`)).status,
    ).toBe(404);
    expect(
      (await other.client.get(`/api/checkUserCreditsForBook/${id}/${story.uuid}`)).status,
    ).toBe(403);
    expect(
      (await other.client.get(`/api/checkUserCreditsForBook/${me}/${story.uuid}`)).status,
    ).toBe(404);
    expect(
      (await other.client.get('/api/getBookFromStoryGenerationStatus/not-a-uuid')).status,
    ).toBe(400);

    const signedOut = newClient(t);
    const form = bookForm({
      image: { name: 'p.png', type: 'image/png', data: await photo(64, 64, 'png') },
    });
    const anonymous = await signedOut.request({
      method: 'POST',
      url: `/api/generateBookUsingImageAsReference/${id}/${story.uuid}/false`,
      payload: form.payload,
      headers: form.headers,
    });
    expect(anonymous.status).toBe(401);
    expect(
      (await signedOut.get(`/api/getBookFromStoryGenerationStatus/${story.uuid}`)).status,
    ).toBe(401);
    expect(
      (await signedOut.post(`/api/getGeneratedPdfBooksForThisStory/${id}/${story.uuid}`)).status,
    ).toBe(401);
    expect((await signedOut.get(`/api/checkUserCreditsForBook/${id}/${story.uuid}`)).status).toBe(
      401,
    );
    expect(await bookState(t)).toEqual(before);
  });
});

describe('a malformed book form asked for in Spanish (decision 103)', () => {
  it("says zod's own words and ours in Spanish, and leaves the English answer as it was", async () => {
    const { client, user } = await signedInParent(t);
    const story = await createCompletedStory(client);
    const send = (fields: Record<string, string>, language: string) => {
      const form = bookForm({ fields, image: undefined });
      return client.request<{ errors?: { msg: string; path?: string }[] }>({
        method: 'POST',
        url: `/api/generateBookUsingImageAsReference/${user.user_uid}/${story.uuid}/false`,
        payload: form.payload,
        headers: { ...form.headers, 'accept-language': language },
        csrf: true,
      });
    };
    // Longer than the field takes: zod's own fallback, with no message of ours.
    const tooLong = { selectedStories: 'x'.repeat(9000) };
    const es = await send(tooLong, 'es-ES,es;q=0.9');
    expect(es.status).toBe(400);
    expect(es.body.errors).toEqual([
      { msg: 'Demasiado largo: como máximo 8192 caracteres.', path: 'selectedStories' },
    ]);
    const en = await send(tooLong, 'en-US');
    expect(en.body.errors).toEqual([
      { msg: 'Too big: expected string to have <=8192 characters', path: 'selectedStories' },
    ]);
    // Ours: the field's own message, by its API name.
    const bad = await send({ useImageAsMainImage: 'maybe' }, 'es');
    expect(bad.body.errors?.[0]?.msg).toBe('useImageAsMainImage debe ser true o false');
    const dedication = await send({ dedication: 'x'.repeat(300) }, 'es');
    expect(dedication.body.errors?.[0]?.msg).toMatch(
      /^La dedicatoria puede tener como máximo \d+ caracteres$/,
    );
  });
});
