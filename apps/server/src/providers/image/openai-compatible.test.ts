import type { ServerResponse } from 'node:http';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { referenceImages, startFakeOpenAiMedia } from '../../../test/fakes/openai-media';
import type { CastMember } from '../scene/scene';
import { createIllustrator } from '.';
import { createModerator } from '../moderation/openai-moderation';
import { type IllustrationRequest } from './types';
import { ImageServiceError, OpenAiCompatibleIllustrator } from './openai-compatible';

let fake: Awaited<ReturnType<typeof startFakeOpenAiMedia>>;
beforeAll(async () => {
  fake = await startFakeOpenAiMedia();
});
afterAll(async () => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
  fake.setOverride(undefined);
});

const request: IllustrationRequest = {
  hero: 'Mia',
  age: 5,
  elements: ['a dragon', 'a purple balloon', 'the moon'],
  genre: 'Fantasy',
  seed: 1234,
};

const child = (name: string, hairColour: 'red' | 'black'): CastMember => ({
  name,
  pronouns: 'they',
  favouriteColour: 'green',
  appearance: {
    skinTone: 'deep',
    hairColour,
    hairStyle: 'coily',
    eyeColour: 'brown',
    glasses: false,
    freckles: false,
  },
});

const illustrator = (model = 'dall-e-3', apiKey = 'sk-test') =>
  new OpenAiCompatibleIllustrator({ baseUrl: fake.baseUrl, apiKey, model, backoffMs: 10 });

const answer = (status: number, body: unknown) => (_req: unknown, res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
  return true;
};

describe('OpenAiCompatibleIllustrator', () => {
  it('is what the factory builds for the openai kind', async () => {
    expect(
      await createIllustrator({ kind: 'openai', baseUrl: fake.baseUrl, apiKey: 'k', model: 'm' }),
    ).toBeInstanceOf(OpenAiCompatibleIllustrator);
  });

  it('asks {baseUrl}/images/generations for a 1024² base64 picture and returns it as a PNG', async () => {
    const picture = await illustrator().illustrate(request);
    expect(fake.requests[0]).toMatchObject({
      path: '/v1/images/generations',
      auth: 'Bearer sk-test',
      body: {
        model: 'dall-e-3',
        size: '1024x1024',
        n: 1,
        response_format: 'b64_json',
        quality: 'standard',
      },
    });
    const prompt = fake.requests[0]?.body.prompt as string;
    for (const detail of [
      'a child called Mia who is five years old',
      'a dragon, a purple balloon and the moon',
      'Art style: a soft watercolour',
      'No text, letters, numbers',
    ])
      expect(prompt).toContain(detail);
    // Image models draw quoted words and numbers as lettering: none in the prompt.
    expect(prompt).not.toMatch(/["“”\d]/);
    // A hero typed by name alone is described by nothing but name and age.
    expect(prompt).not.toMatch(/skin|hair|eyes|wears/);
    expect(picture).toMatchObject({ contentType: 'image/png', width: 1024, height: 1024 });
    expect(await sharp(picture.data).metadata()).toMatchObject({
      format: 'png',
      width: 1024,
      height: 1024,
    });
  });

  it('sends a reference photo to {baseUrl}/images/edits as a 512² PNG in the multipart array image[]', async () => {
    const photo = await sharp({
      create: { width: 900, height: 600, channels: 3, background: '#c08060' },
    })
      .jpeg()
      .toBuffer();
    const picture = await illustrator('gpt-image-1').illustrate({
      ...request,
      references: [photo],
    });
    const sent = fake.requests[0];
    expect(sent).toMatchObject({
      path: '/v1/images/edits',
      auth: 'Bearer sk-test',
      body: {
        model: 'gpt-image-1',
        size: '1024x1024',
        n: '1',
        quality: 'medium',
        input_fidelity: 'high',
      },
    });
    expect(sent?.body).not.toHaveProperty('response_format');
    expect(sent?.body.prompt).toContain('look like the child in the reference picture');
    expect(sent?.formFields?.filter((name) => name.startsWith('image'))).toEqual(['image[]']);
    expect(await sharp(referenceImages(sent?.body ?? {})[0]!).metadata()).toMatchObject({
      format: 'png',
      width: 512,
      height: 512,
    });
    expect(picture).toMatchObject({ contentType: 'image/png', width: 1024, height: 1024 });
  });

  it('asks for a plain generation, without the photo line, when there is no reference', async () => {
    await illustrator().illustrate(request);
    expect(fake.requests[0]?.path).toBe('/v1/images/generations');
    expect(fake.requests[0]?.body.prompt).not.toContain('reference picture');
  });

  it('paints the moment of a story for two children: its place, time, mood, and each child', async () => {
    await illustrator().illustrate({
      ...request,
      hero: 'Maya and Leo',
      cast: [child('Maya', 'red'), child('Leo', 'black')],
      fromProfiles: true,
      scene: {
        passage: 4,
        place: 'the seaside',
        timeOfDay: 'morning',
        present: ['Maya', 'Leo', 'their grandmother', 'a stuffed bunny'],
        elements: ['a stuffed bunny'],
        mood: 'gloomy',
        caption: 'Everything had turned a dull, dusty grey.',
      },
    });
    const prompt = fake.requests[0]?.body.prompt as string;
    for (const detail of [
      'Scene: the seaside, in the early morning light, dull and grey',
      'The children Maya and Leo, with a stuffed bunny.',
      'Also in the picture: their grandmother.',
      'Maya has deep skin, red hair',
      'Leo has deep skin, black hair',
      'dull, dusty grey',
    ])
      expect(prompt).toContain(detail);
    // What is with the children is said once, not again among who else is there.
    expect(prompt.split('a stuffed bunny')).toHaveLength(2);
    // The genre's stock world is for a picture without a moment.
    expect(prompt).not.toContain('enchanted castle');
  });

  it('sends each child of a cast their own reference, in order, and says which is whose', async () => {
    const colours = ['#c08060', '#204080'];
    const pictures = await Promise.all(
      colours.map((background) =>
        sharp({ create: { width: 300, height: 300, channels: 3, background } })
          .png()
          .toBuffer(),
      ),
    );
    await illustrator('gpt-image-1').illustrate({
      ...request,
      hero: 'Maya and Leo',
      cast: [child('Maya', 'red'), child('Leo', 'black')],
      fromProfiles: true,
      references: pictures,
    });
    const sent = fake.requests[0];
    expect(sent?.path).toBe('/v1/images/edits');
    expect(sent?.formFields?.filter((name) => name.startsWith('image'))).toEqual([
      'image[]',
      'image[]',
    ]);
    const sentColours = await Promise.all(
      referenceImages(sent?.body ?? {}).map(async (png) => (await sharp(png).stats()).dominant),
    );
    expect(sentColours.map(({ r, b }) => (r > b ? 'warm' : 'cool'))).toEqual(['warm', 'cool']);
    expect(sent?.body.prompt).toContain(
      'Maya like the child in the first one and Leo like the child in the second one',
    );
  });

  it('draws from words with dall-e-2, whose edits only repaint a transparent part (an opaque reference is refused)', async () => {
    const picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#c96' },
    })
      .png()
      .toBuffer();
    expect(illustrator('dall-e-2').drawCharacter).toBeUndefined();
    await illustrator('dall-e-2').illustrate({ ...request, references: [picture] });
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/images/generations']);
    expect(fake.requests[0]?.body.prompt).not.toContain('reference picture');
  });

  it('fits the prompt to the model: dall-e-2 takes 1,000 characters, the sentences it can spare left out', async () => {
    const threeChildren = {
      ...request,
      hero: 'Maya, Leo and Priya',
      cast: [child('Maya', 'red'), child('Leo', 'black'), child('Priya', 'black')],
      fromProfiles: true,
      scene: {
        passage: 4,
        place: 'the lighthouse on the far side of the bay',
        timeOfDay: 'evening' as const,
        present: ['Maya', 'Leo', 'Priya', 'their grandmother', 'the lighthouse keeper'],
        elements: ['a purple balloon', 'a dragon'],
        mood: 'cosy' as const,
        caption:
          'Maya, Leo and Priya climbed the winding stairs with the dragon puffing behind them, and at the very top the purple balloon bobbed against the great glass lamp while the sea sparkled far below.',
      },
    };
    await illustrator('dall-e-2').illustrate(threeChildren);
    const prompt = String(fake.requests[0]?.body.prompt);
    expect(prompt.length).toBeLessThanOrEqual(1000);
    // The moment's place, who is in it and the hero's look stay; the moment's sentence went.
    for (const detail of [
      'Scene: the lighthouse on the far side of the bay',
      'The children Maya, Leo and Priya',
      'Maya has deep skin, red hair',
      'No text, letters, numbers',
    ])
      expect(prompt).toContain(detail);
    expect(prompt).not.toContain('The moment:');
    expect(prompt).not.toContain('Also in the picture');
    // A model that takes long prompts gets every sentence.
    fake.requests.length = 0;
    await illustrator('gpt-image-1').illustrate(threeChildren);
    const whole = String(fake.requests[0]?.body.prompt);
    expect(whole.length).toBeGreaterThan(1000);
    expect(whole).toContain('The moment: Maya, Leo and Priya climbed');
    expect(whole).toContain('Also in the picture: their grandmother and the lighthouse keeper.');
  });

  it('draws a character picture (the child alone, nothing typed) only with a model that has edits', async () => {
    expect(illustrator('dall-e-3').drawCharacter).toBeUndefined();
    const drawCharacter = illustrator('gpt-image-1').drawCharacter;
    const picture = await drawCharacter?.({ member: child('Maya', 'red'), age: 6 });
    const sent = fake.requests[0];
    expect(sent).toMatchObject({
      path: '/v1/images/generations',
      body: { model: 'gpt-image-1', quality: 'medium', size: '1024x1024' },
    });
    const prompt = sent?.body.prompt as string;
    expect(prompt).toContain('one child alone');
    expect(prompt).toContain('The child is six years old.');
    expect(prompt).toContain('The child has deep skin, red hair');
    expect(prompt).not.toContain('Maya');
    expect(prompt).not.toMatch(/["\d]/);
    // Kept small: it is sent at 512² as every reference is.
    expect(picture).toMatchObject({ contentType: 'image/png', width: 512, height: 512 });
  });

  it('draws from words alone with a model without edits (dall-e-3), even with a photo', async () => {
    const photo = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#c96' },
    })
      .png()
      .toBuffer();
    await illustrator('dall-e-3').illustrate({ ...request, references: [photo] });
    expect(fake.requests[0]?.path).toBe('/v1/images/generations');
  });

  it('paints print pages at high quality, in the shape asked, never enlarged past the answer', async () => {
    const picture = await illustrator('gpt-image-1').illustrate({
      ...request,
      purpose: 'print',
      size: { width: 1500, height: 1500 },
    });
    expect(fake.requests[0]?.body).toMatchObject({ quality: 'high', size: '1024x1024' });
    // The service's 1024² as it came: stretched to 1500 it would claim detail it does not have.
    expect(picture).toMatchObject({ width: 1024, height: 1024 });
    expect(await sharp(picture.data).metadata()).toMatchObject({ width: 1024, height: 1024 });
    expect(picture.usage).toMatchObject({ model: 'gpt-image-1', outputTokens: 4160 });
  });

  it('moderates its prompt first where there is a moderator: a flagged prompt is never sent', async () => {
    const moderated = new OpenAiCompatibleIllustrator({
      baseUrl: fake.baseUrl,
      apiKey: 'sk-test',
      model: 'gpt-image-1',
      moderator: createModerator({ baseUrl: fake.baseUrl, apiKey: 'sk-test' }),
    });
    const scene = {
      passage: 1,
      place: 'the hill',
      timeOfDay: 'night' as const,
      mood: 'calm' as const,
      present: ['Mia'],
      elements: ['the moon'],
      caption: 'Mia waved at the moon.',
    };
    await moderated.illustrate({ ...request, scene });
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/moderations', '/v1/images/generations']);
    fake.requests.length = 0;
    await expect(
      moderated.illustrate({ ...request, scene: { ...scene, caption: 'The knight was hurt.' } }),
    ).rejects.toMatchObject({ retryable: false, kind: 'refused' });
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/moderations']);
  });

  it('leaves out response_format for gpt-image models, which always answer in base64', async () => {
    await illustrator('gpt-image-1').illustrate(request);
    expect(fake.requests[0]?.body).not.toHaveProperty('response_format');
  });

  it('refuses answers of the wrong shape, undecodable bytes and SVG', async () => {
    fake.setOverride(answer(200, { data: [{ url: 'https://example.com/x.png' }] }));
    await expect(illustrator().illustrate(request)).rejects.toThrow('unexpected shape');
    fake.setOverride(
      answer(200, { data: [{ b64_json: Buffer.from('not a picture').toString('base64') }] }),
    );
    await expect(illustrator().illustrate(request)).rejects.toThrow('not a picture');
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    fake.setOverride(answer(200, { data: [{ b64_json: Buffer.from(svg).toString('base64') }] }));
    await expect(illustrator().illustrate(request)).rejects.toBeInstanceOf(ImageServiceError);
  });

  it('reports refusals and overload with the service’s own message', async () => {
    await expect(illustrator('dall-e-3', 'sk-wrong').illustrate(request)).rejects.toMatchObject({
      status: 401,
      retryable: false,
      message: 'The picture service answered 401 Unauthorized: Incorrect API key provided.',
    });
    fake.setOverride(answer(429, { error: { message: 'Rate limit reached.' } }));
    await expect(illustrator().illustrate(request)).rejects.toMatchObject({
      status: 429,
      retryable: true,
    });
  });
});
