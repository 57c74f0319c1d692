import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { providerCosts } from '../../src/db/provider-costs-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { derivedCastMember } from '../../src/modules/children/derived-cast';
import { describeHero } from '../../src/providers/image/openai-compatible';
import { referenceImages, startFakeOpenAiMedia } from '../fakes/openai-media';
import { signedInParent } from '../helpers/factories';
import { childPhoto, download, startBook, waitForBook } from '../helpers/books';
import { createCompletedStory } from '../helpers/stories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { EmbeddedStoryWriter } from '../../src/providers/text/embedded/embedded-story-writer';

let fake: Awaited<ReturnType<typeof startFakeOpenAiMedia>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenAiMedia();
  // The images API draws every page; the story itself is written by the embedded writer.
  t = await createTestApp(
    { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: fake.baseUrl, IMAGE_MODEL: 'gpt-image-1' },
    { overrides: { writer: new EmbeddedStoryWriter() } },
  );
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** Mean colour of a picture: the photo sent as a reference must be the parent's photo. */
async function meanColour(png: Buffer) {
  const { channels } = await sharp(png).removeAlpha().stats();
  return channels.map((c) => Math.round(c.mean));
}

describe('a PDF book from an OpenAI-compatible images API', () => {
  it(
    'draws every illustrated page from the child’s photo as the reference',
    { timeout: 120_000 },
    async () => {
      const { client, user } = await signedInParent(t);
      const story = await createCompletedStory(client);
      const photo = await childPhoto();
      fake.requests.length = 0;

      const accepted = await startBook(client, user.user_uid, story.uuid, { image: photo });
      expect(accepted.status).toBe(202);
      const { final } = await waitForBook(client, story.uuid, 90_000);
      expect(final.status).toBe('completed');

      const edits = fake.requests.filter((r) => r.path === '/v1/images/edits');
      expect(fake.requests.filter((r) => r.path === '/v1/images/generations')).toHaveLength(0);
      // Cover, dedication, title page, a picture facing each page of words, "The End", colophon
      // and back cover: every picture — the cover's scene and each page's — was drawn from the
      // photo.
      const pdf = await PDFDocument.load((await download(t, final.pdfUrl as string)).rawPayload);
      expect(edits).toHaveLength((pdf.getPageCount() - 6) / 2 + 1);
      const expected = await meanColour(photo.data);
      for (const edit of edits) {
        expect(edit.body).toMatchObject({
          model: 'gpt-image-1',
          size: '1024x1024',
          input_fidelity: 'high',
          quality: 'medium',
        });
        expect(edit.body.prompt).toContain(story.hero);
        expect(edit.body.prompt).not.toMatch(/["\d]/);
        // The photo and the profile's description are the reference together (issue 12).
        expect(edit.body.prompt).toContain(
          describeHero(derivedCastMember(user.user_uid, story.hero)),
        );
        expect(edit.body.prompt).toContain('The moment: ');
        // gpt-image-1 takes its pictures as the array `image[]`: here the photo alone.
        expect(edit.formFields?.filter((name) => name.startsWith('image'))).toEqual(['image[]']);
        const [reference] = referenceImages(edit.body);
        expect(await sharp(reference!).metadata()).toMatchObject({
          format: 'png',
          width: 512,
          height: 512,
        });
        const colour = await meanColour(reference!);
        colour.forEach((c, i) => expect(Math.abs(c - (expected[i] ?? 0))).toBeLessThanOrEqual(2));
      }
      // What the pages cost us at list prices, recorded with the book.
      const [cost] = await t.ctx.database.db
        .select()
        .from(providerCosts)
        .where(and(eq(providerCosts.storyId, story.uuid), eq(providerCosts.kind, 'book')));
      expect(cost).toMatchObject({ model: 'gpt-image-1', images: edits.length });
      expect(cost?.costUsd).toBeGreaterThan(0);
    },
  );
});
