import { describe, expect, it } from 'vitest';
import { checkOpenAiBody } from '../../test/helpers/openai-schema';
import { chatModel, imageModel, speechModel } from '../config/ai-models';
import { characterCall, imageCall } from './image/openai-compatible';
import { moderationRequestBody } from './moderation/openai-moderation';
import type { CastMember } from './scene/scene';
import { speechRequestBody } from './speech/openai-compatible';
import { storyRequestBody } from './text/openai-compatible';
import type { StoryRequest } from './text/types';

/**
 * Our request bodies against OpenAI's published OpenAPI document
 * (test/fixtures/openai/openapi-request-schemas.json: the schemas they use, vendored from
 * github.com/openai/openai-openapi at the commit it names; read by test/helpers/openai-schema.ts).
 * Each body must validate, and every field we send must be one the schema declares: a misspelt
 * field would validate (the chat schema allows others) and be silently ignored.
 */
function check(name: string, body: Record<string, unknown>) {
  expect(checkOpenAiBody(name, body)).toEqual({ errors: [], undeclared: [] });
}

const story: StoryRequest = {
  hero: 'Maya',
  age: 6,
  elements: ['a dragon', 'an umbrella', 'the moon'],
  genre: 'Fantasy',
  plotTwist: 'the dragon is afraid of the dark',
  seed: 7,
  safetyIdentifier: 'a'.repeat(32),
};

const maya: CastMember = {
  name: 'Maya',
  pronouns: 'she',
  favouriteColour: 'green',
  appearance: {
    skinTone: 'deep',
    hairColour: 'black',
    hairStyle: 'coily',
    eyeColour: 'brown',
    glasses: true,
    freckles: false,
  },
};

const picture = {
  hero: story.hero,
  age: story.age,
  elements: story.elements,
  genre: story.genre,
  seed: story.seed,
};

describe("our requests match OpenAI's published OpenAPI document", () => {
  it('the story request for gpt-4o-mini (JSON schema, token limit, usage, safety_identifier)', () => {
    const body = storyRequestBody('gpt-4o-mini', chatModel('gpt-4o-mini'), story);
    expect(body).toHaveProperty('response_format');
    expect(body).toHaveProperty('max_completion_tokens');
    expect(body).toHaveProperty('safety_identifier');
    check('CreateChatCompletionRequest', body);
  });

  it('the stricter rewrite, and the plain-text request of a model without structured outputs', () => {
    check(
      'CreateChatCompletionRequest',
      storyRequestBody('gpt-4o-mini', chatModel('gpt-4o-mini'), { ...story, strict: true }),
    );
    // `max_tokens` is deprecated at OpenAI but still declared, and what other servers read.
    check(
      'CreateChatCompletionRequest',
      storyRequestBody('llama3.1', chatModel('llama3.1'), story),
    );
  });

  it('the picture requests for gpt-image-1: a generation, and an edit from the photo for print', () => {
    const generation = imageCall('gpt-image-1', imageModel('gpt-image-1'), {
      ...picture,
      cast: [maya],
      fromProfiles: true,
    });
    expect(generation.path).toBe('/images/generations');
    check('CreateImageRequest', generation.fields);
    const edit = imageCall('gpt-image-1', imageModel('gpt-image-1'), {
      ...picture,
      references: [Buffer.from('photo')],
      purpose: 'print',
      size: { width: 2625, height: 2625 },
    });
    expect(edit.path).toBe('/images/edits');
    expect(edit.fields).toMatchObject({ input_fidelity: 'high', quality: 'high' });
    // The multipart form carries the pictures as the array `image[]`.
    check('CreateImageEditRequest', { ...edit.fields, image: ['reference-1.png'] });
  });

  it('a story picture drawn from the cast’s character pictures, and a character picture', () => {
    const leo: CastMember = { ...maya, name: 'Leo' };
    const edit = imageCall('gpt-image-1', imageModel('gpt-image-1'), {
      ...picture,
      hero: 'Maya and Leo',
      cast: [maya, leo],
      fromProfiles: true,
      references: [Buffer.from('maya'), Buffer.from('leo')],
    });
    expect(edit.references).toHaveLength(2);
    check('CreateImageEditRequest', { ...edit.fields, image: ['maya.png', 'leo.png'] });
    const character = characterCall('gpt-image-1', imageModel('gpt-image-1'), {
      member: maya,
      age: 6,
    });
    expect(character.path).toBe('/images/generations');
    check('CreateImageRequest', character.fields);
  });

  it('the picture request for dall-e-3', () => {
    check(
      'CreateImageRequest',
      imageCall('dall-e-3', imageModel('dall-e-3'), { ...picture, references: [Buffer.from('x')] })
        .fields,
    );
  });

  it('the speech requests for gpt-4o-mini-tts (instructions) and tts-1 (speed)', () => {
    const input = 'Once upon a time, Maya found a sleepy dragon.\n\nIt yawned.';
    check(
      'CreateSpeechRequest',
      speechRequestBody(
        { model: 'gpt-4o-mini-tts', voice: 'sage' },
        speechModel('gpt-4o-mini-tts'),
        input,
        100,
      ),
    );
    check(
      'CreateSpeechRequest',
      speechRequestBody({ model: 'tts-1', voice: 'sage' }, speechModel('tts-1'), input, 100),
    );
  });

  it('the moderation request', () => {
    check('CreateModerationRequest', moderationRequestBody(['A title', 'A paragraph.']));
  });

  it('would catch a field the schema does not have', () => {
    const validate = () =>
      check('CreateChatCompletionRequest', {
        ...storyRequestBody('gpt-4o-mini', chatModel('gpt-4o-mini'), story),
        max_completion_token: 10,
      });
    expect(validate).toThrow();
    expect(() =>
      check('CreateSpeechRequest', { model: 'tts-1', voice: 'sage', input: 'x', speed: 9 }),
    ).toThrow();
  });
});
