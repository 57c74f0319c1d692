import { EYE_COLOURS, HAIR_COLOURS, HAIR_STYLES, SKIN_TONES } from '@sns/contract';
import sharp from 'sharp';
import { jpegStructure } from '../../lib/jpeg-structure';
import { z } from 'zod';
import type { CastMember, Mood, TimeOfDay } from '../scene/scene';
import type { Illustration, IllustrationRequest, Illustrator } from './types';
import { readErrorDetail } from '../openai-error-detail';

export interface OpenAiImageConfig {
  /** e.g. https://api.openai.com/v1, or any server with an OpenAI-style /images/generations. */
  baseUrl: string;
  apiKey: string;
  /** e.g. gpt-image-1, dall-e-3. */
  model: string;
  timeoutMs?: number;
}

/** An image service failure with a message a person can act on; `retryable` when trying later may help. */
export class ImageServiceError extends Error {
  override readonly name = 'ImageServiceError';

  constructor(
    message: string,
    readonly status?: number,
    readonly retryable = false,
  ) {
    super(message);
  }
}

const DEFAULT_TIMEOUT_MS = 180_000;
const SIZE = 1024;
const REFERENCE_SIZE = 512;
/** A generated image is a few MB at most; anything far larger is not what we asked for. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/** The answer of /images/generations; only the fields we use, so vendors may add others. */
const answerSchema = z.object({
  data: z
    .array(
      z.object({
        b64_json: z
          .string()
          .min(1)
          .max(Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 4),
      }),
    )
    .min(1),
});

/**
 * Illustrates stories with any OpenAI-compatible images API: /images/generations from the prompt,
 * or /images/edits with the child's photo as the reference when the request carries one (a book's
 * pages). The answer is checked twice: its shape with zod, then its bytes by decoding them, and
 * the picture is stored as a 1024² PNG.
 */
export class OpenAiCompatibleIllustrator implements Illustrator {
  private readonly baseUrl: string;

  constructor(private readonly config: OpenAiImageConfig) {
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
  }

  async illustrate(
    request: IllustrationRequest,
    options: { signal?: AbortSignal } = {},
  ): Promise<Illustration> {
    const timeout = AbortSignal.timeout(this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const fields = {
      model: this.config.model,
      prompt: buildImagePrompt(request),
      n: 1,
      size: `${SIZE}x${SIZE}`,
      // gpt-image models always answer in base64 and refuse the parameter; the others need it.
      ...(this.config.model.startsWith('gpt-image') ? {} : { response_format: 'b64_json' }),
    };
    const call = request.reference
      ? {
          endpoint: `${this.baseUrl}/images/edits`,
          body: await editForm(fields, request.reference),
        }
      : { endpoint: `${this.baseUrl}/images/generations`, body: JSON.stringify(fields) };
    let response: Response;
    try {
      response = await fetch(call.endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.config.apiKey}`,
          // fetch sets the multipart boundary itself for a FormData body.
          ...(typeof call.body === 'string' ? { 'content-type': 'application/json' } : {}),
        },
        body: call.body,
        signal,
      });
    } catch {
      options.signal?.throwIfAborted();
      if (timeout.aborted)
        throw new ImageServiceError(
          'The picture service took too long to answer.',
          undefined,
          true,
        );
      throw new ImageServiceError(
        `Could not reach the picture service at ${new URL(call.endpoint).origin}.`,
        undefined,
        true,
      );
    }
    if (!response.ok) {
      const detail = await readErrorDetail(response);
      throw new ImageServiceError(
        `The picture service answered ${response.status}${detail ? `: ${detail}` : ''}.`,
        response.status,
        response.status === 429 || response.status >= 500,
      );
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new ImageServiceError(
        'The picture service sent an answer we could not read.',
        undefined,
        true,
      );
    }
    const parsed = answerSchema.safeParse(json);
    if (!parsed.success)
      throw new ImageServiceError(
        'The picture service sent an answer in an unexpected shape.',
        undefined,
        true,
      );
    return toIllustration(Buffer.from(parsed.data.data[0]!.b64_json, 'base64'));
  }
}

/**
 * The multipart body of /images/edits: the prompt's fields and the photo as `image`. The photo is
 * re-encoded as a 512² PNG, the form the edits endpoints accept from every model.
 */
async function editForm(
  fields: Record<string, string | number>,
  reference: Buffer,
): Promise<FormData> {
  const png = await sharp(reference, { limitInputPixels: 40_000_000 })
    .resize(REFERENCE_SIZE, REFERENCE_SIZE, { fit: 'cover' })
    .png()
    .toBuffer();
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'reference.png');
  return form;
}

/** Decodes the picture (refusing anything that is not a raster image) and stores it as a square PNG. */
async function toIllustration(bytes: Buffer): Promise<Illustration> {
  try {
    // A picture service is trusted less than our own code: a JPEG built to decode for minutes
    // (docs/decisions/053-decoding-bombs.md) would hold the worker's core.
    if (jpegStructure(bytes).kind === 'too-complex') throw new Error('too many JPEG scans');
    const meta = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
    if (!meta.format || !['png', 'jpeg', 'webp'].includes(meta.format))
      throw new Error(`format ${meta.format}`);
    const data = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .resize(SIZE, SIZE, { fit: 'cover' })
      .removeAlpha()
      .png({ compressionLevel: 6 })
      .toBuffer();
    return { data, contentType: 'image/png', width: SIZE, height: SIZE };
  } catch {
    throw new ImageServiceError(
      'The picture service sent something that is not a picture.',
      undefined,
      true,
    );
  }
}

const GENRE_SCENES: Record<IllustrationRequest['genre'], string> = {
  Fantasy: 'an enchanted castle garden under a starry sky',
  Adventure: 'a moonlit jungle clearing with fireflies',
  Mystery: 'a quiet cobbled street at night with warm lanterns',
  'Sci-Fi': 'a friendly space station among twinkling planets',
  Comedy: 'a cheerful night-time fair with soft lights',
};

/**
 * The prompt for one picture: the moment the writer chose (its place, time, mood and who is in
 * it) when there is one, else the genre's world with the story's things; every child of the cast
 * described so each is the same child on every page. Parents' words are quoted so they read as
 * subjects, not instructions.
 */
export function buildImagePrompt(request: IllustrationRequest): string {
  const { scene } = request;
  const cast = request.cast ?? [];
  const things = scene && scene.elements.length > 0 ? scene.elements : request.elements;
  const children =
    cast.length > 1
      ? `The children ${cast.map((member) => `"${member.name}"`).join(' and ')}`
      : `The hero, a friendly child called "${request.hero}",`;
  return [
    `A gentle children's picture-book illustration for a bedtime story, for a child aged ${request.age}.`,
    scene
      ? `Scene: "${scene.place}", ${TIME_WORDS[scene.timeOfDay]}, ${MOOD_WORDS[scene.mood]}.`
      : `Scene: ${GENRE_SCENES[request.genre]}.`,
    `${children} with ${things.map((thing) => `"${thing}"`).join(', ')}.`,
    ...(scene && scene.present.length > 0
      ? [`In the picture: ${scene.present.map((who) => `"${who}"`).join(', ')}.`]
      : []),
    ...cast.map((member) => describeHero(member, cast.length > 1 ? member.name : undefined)),
    ...(scene ? [`This picture shows: "${scene.caption}"`] : []),
    ...(request.reference
      ? [
          'Draw the hero to look like the child in the reference photo and the description above, in the same soft picture-book style.',
        ]
      : []),
    'Soft colours, rounded shapes, nothing scary.',
    'No text, letters or words in the picture. No brand or trademarked characters.',
    // The API has no seed; a number in the prompt nudges each new picture to a new composition.
    `Composition variant ${request.seed % 1000}.`,
  ].join(' ');
}

const TIME_WORDS: Record<TimeOfDay, string> = {
  morning: 'in the early morning light',
  day: 'in daylight',
  evening: 'at sunset',
  night: 'at night under the stars',
};

/** A gloomy page looks it ("everything had turned a dull, dusty grey"); nothing is ever scary. */
const MOOD_WORDS: Record<Mood, string> = {
  calm: 'calm and peaceful',
  joyful: 'joyful and bright',
  exciting: 'exciting but safe',
  mysterious: 'softly mysterious',
  gloomy: 'dull and grey, the colours faded',
  cosy: 'warm and cosy',
};

const label = <T extends { id: string; label: string }>(list: readonly T[], id: string) =>
  (list.find((item) => item.id === id)?.label ?? id).toLowerCase();

/**
 * The hero's profile in words (issue 12: with a photo, "the photo and the profile description are
 * the reference"), so every page draws the same child. Only palette labels: nothing typed.
 */
export function describeHero(member: CastMember, name?: string): string {
  const look = member.appearance;
  const hair =
    look.hairStyle === 'covered'
      ? 'a headscarf'
      : `${label(HAIR_COLOURS, look.hairColour)} hair (${label(HAIR_STYLES, look.hairStyle)})`;
  const extras = [look.glasses ? 'glasses' : '', look.freckles ? 'freckles' : '']
    .filter(Boolean)
    .join(' and ');
  return (
    `${name ? `"${name}"` : 'The hero'} has ${label(SKIN_TONES, look.skinTone)} skin, ${hair} and ` +
    `${label(EYE_COLOURS, look.eyeColour)} eyes${extras ? `, with ${extras}` : ''}, ` +
    `and wears ${member.favouriteColour}; draw them the same in every picture.`
  );
}
