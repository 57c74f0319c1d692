import { EYE_COLOURS, HAIR_COLOURS, HAIR_STYLES, SKIN_TONES } from '@sns/contract';
import sharp from 'sharp';
import { jpegStructure } from '../../lib/jpeg-structure';
import { z } from 'zod';
import type { CastMember, Mood, TimeOfDay } from '../scene/scene';
import { imageModel, type ImageModel } from '../../config/ai-models';
import type { CharacterRequest, Illustration, IllustrationRequest, Illustrator } from './types';
import { genericNames } from '../generic-names';
import type { Moderator } from '../moderation/openai-moderation';
import { ProviderError, postToService } from '../openai-http';
import { silentLog, type ProviderLog } from '../provider-log';
import type { ProviderUsage } from '../usage';

export interface OpenAiImageConfig {
  /** e.g. https://api.openai.com/v1, or any server with an OpenAI-style /images/generations. */
  baseUrl: string;
  apiKey: string;
  /** e.g. gpt-image-1; what it can do is read from config/ai-models.ts. */
  model: string;
  timeoutMs?: number;
  log?: ProviderLog;
  backoffMs?: number;
  /** Checks each prompt before it is sent (OpenAI's /moderations where the story server has it). */
  moderator?: Moderator;
}

/** The failure type every picture provider throws: kept by name for callers and tests. */
export const ImageServiceError = ProviderError;

const DEFAULT_TIMEOUT_MS = 120_000;
const SIZE = 1024;
const REFERENCE_SIZE = 512;
/** A cast is at most three children; OpenAI takes up to 16 pictures. */
const MAX_REFERENCES = 3;
/** A generated image is a few MB at most; anything far larger is not what we asked for. */
const MAX_IMAGE_BYTES = 20 * 1024 * 1024;

/** The answer of /images/generations and /images/edits; only the fields we use. */
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
  usage: z
    .object({
      input_tokens: z.number().nullish(),
      output_tokens: z.number().nullish(),
      input_tokens_details: z
        .object({ text_tokens: z.number().nullish(), image_tokens: z.number().nullish() })
        .nullish(),
    })
    .nullish(),
});

/**
 * Illustrates stories with any OpenAI-compatible images API: /images/edits with the cast's
 * references when the request carries them and the model has edits (a book's photo, or each
 * child's character picture), /images/generations from the prompt otherwise. What the model takes
 * (edits, input_fidelity, quality, response_format, sizes) comes from
 * config/ai-models.ts. The answer is checked twice: its shape with zod, then its bytes by decoding
 * them; the picture is stored as a PNG of the size asked for (1024² by default).
 */
export class OpenAiCompatibleIllustrator implements Illustrator {
  private readonly baseUrl: string;
  private readonly model: ImageModel;
  private readonly log: ProviderLog;
  /** Only with edits: a character picture no later picture could be drawn from is not paid for. */
  readonly drawCharacter?: Illustrator['drawCharacter'];

  constructor(private readonly config: OpenAiImageConfig) {
    this.baseUrl = config.baseUrl.replace(/\/+$/, '');
    this.model = imageModel(config.model);
    this.log = config.log ?? silentLog;
    if (this.model.edits) {
      this.drawCharacter = (request: CharacterRequest, options: { signal?: AbortSignal } = {}) =>
        this.paint(
          characterCall(this.config.model, this.model, request),
          [],
          { width: REFERENCE_SIZE, height: REFERENCE_SIZE },
          options,
        );
    }
  }

  illustrate(
    request: IllustrationRequest,
    options: { signal?: AbortSignal } = {},
  ): Promise<Illustration> {
    const call = imageCall(this.config.model, this.model, request);
    return this.paint(call, call.references, request.size, options);
  }

  private async paint(
    call: ImageCall,
    references: readonly Buffer[],
    size: { width: number; height: number } | undefined,
    options: { signal?: AbortSignal },
  ): Promise<Illustration> {
    const timeout = AbortSignal.timeout(this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;
    const started = Date.now();
    try {
      const moderated = await this.config.moderator?.check([call.fields.prompt as string], {
        signal,
      });
      if (moderated?.flagged) {
        // Made of checked words, so rare: painted here instead (the job's last resort).
        throw new ProviderError(
          `The picture prompt was flagged (${moderated.categories.join(', ')}).`,
          undefined,
          false,
          'refused',
        );
      }
      const { response, requestId } = await postToService({
        service: 'picture',
        url: `${this.baseUrl}${call.path}`,
        apiKey: this.config.apiKey,
        body:
          call.path === '/images/edits'
            ? await editForm(call.fields, references)
            : JSON.stringify(call.fields),
        signal,
        log: this.log,
        backoffMs: this.config.backoffMs,
      });
      let json: unknown;
      try {
        json = await response.json();
      } catch {
        throw new ProviderError(
          'The picture service sent an answer we could not read.',
          undefined,
          true,
        );
      }
      const parsed = answerSchema.safeParse(json);
      if (!parsed.success)
        throw new ProviderError(
          'The picture service sent an answer in an unexpected shape.',
          undefined,
          true,
        );
      const picture = await toIllustration(
        Buffer.from(parsed.data.data[0]!.b64_json, 'base64'),
        size,
      );
      const usage: ProviderUsage = {
        service: 'picture',
        model: this.config.model,
        requestId,
        images: 1,
        inputTokens: parsed.data.usage?.input_tokens ?? undefined,
        outputTokens: parsed.data.usage?.output_tokens ?? undefined,
        costUsd: pictureCost(this.model, call.fields.quality, parsed.data.usage ?? undefined),
      };
      this.log.info(
        { service: 'picture', requestId, ms: Date.now() - started, usage },
        'a picture was painted',
      );
      return { ...picture, usage };
    } catch (error) {
      options.signal?.throwIfAborted();
      if (timeout.aborted)
        throw new ProviderError('The picture service took too long to answer.', undefined, true);
      throw error;
    }
  }
}

export interface ImageCall {
  path: '/images/generations' | '/images/edits';
  fields: Record<string, string | number> & { quality?: string };
  /** The pictures an edit sends (the hero's first); none for a generation. */
  references: readonly Buffer[];
}

/**
 * Which endpoint and which fields, from the model's row: nothing it would refuse. With references
 * and a model with edits, an edit from them; otherwise a generation from the words, the cast's
 * looks described.
 */
export function imageCall(
  modelName: string,
  model: ImageModel,
  request: IllustrationRequest,
): ImageCall {
  const references = model.edits ? (request.references ?? []).slice(0, MAX_REFERENCES) : [];
  const edit = references.length > 0;
  const quality = model.quality?.[request.purpose ?? 'screen'];
  const fields: ImageCall['fields'] = {
    model: modelName,
    prompt: buildImagePrompt(request, {
      references: references.length,
      maxChars: model.maxPromptChars,
    }),
    n: 1,
    size: nearestSize(model.sizes, request.size),
    ...(quality ? { quality } : {}),
    ...(model.responseFormat ? { response_format: 'b64_json' } : {}),
    ...(edit && model.inputFidelity ? { input_fidelity: 'high' } : {}),
  };
  return { path: edit ? '/images/edits' : '/images/generations', fields, references };
}

/** A child's character picture: a generation, on screen quality, in the model's square size. */
export function characterCall(
  modelName: string,
  model: ImageModel,
  request: CharacterRequest,
): ImageCall {
  const quality = model.quality?.screen;
  return {
    path: '/images/generations',
    fields: {
      model: modelName,
      prompt: buildCharacterPrompt(request),
      n: 1,
      size: nearestSize(model.sizes),
      ...(quality ? { quality } : {}),
      ...(model.responseFormat ? { response_format: 'b64_json' } : {}),
    },
    references: [],
  };
}

/** The model's size closest in shape to the one asked for (its square one by default). */
function nearestSize(sizes: readonly string[], size?: { width: number; height: number }): string {
  const square = sizes[0] ?? `${SIZE}x${SIZE}`;
  if (!size) return square;
  const wanted = size.width / size.height;
  let best = square;
  let bestGap = Infinity;
  for (const candidate of sizes) {
    const [w, h] = candidate.split('x').map(Number);
    const gap = Math.abs(Math.log((w ?? 1) / (h ?? 1) / wanted));
    if (gap < bestGap) {
      best = candidate;
      bestGap = gap;
    }
  }
  return best;
}

/** From the answer's token usage where the model is priced by tokens, else per picture. */
function pictureCost(
  model: ImageModel,
  quality: string | undefined,
  usage:
    | {
        input_tokens?: number | null;
        output_tokens?: number | null;
        input_tokens_details?: { text_tokens?: number | null; image_tokens?: number | null } | null;
      }
    | undefined,
): number | undefined {
  const tokens = model.price?.tokens;
  if (tokens && usage?.output_tokens != null) {
    const text = usage.input_tokens_details?.text_tokens ?? usage.input_tokens ?? 0;
    const image = usage.input_tokens_details?.image_tokens ?? 0;
    return (
      (text * tokens.textInput +
        image * tokens.imageInput +
        usage.output_tokens * tokens.imageOutput) /
      1_000_000
    );
  }
  const perImage = model.price?.perImage;
  return perImage ? (perImage[quality ?? 'standard'] ?? perImage.standard) : undefined;
}

/**
 * The multipart body of /images/edits: the prompt's fields and the references, each re-encoded as
 * a 512² PNG, as the array `image[]` (OpenAI's multipart form of `image: string[]`).
 */
async function editForm(
  fields: Record<string, string | number>,
  references: readonly Buffer[],
): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  for (const [i, reference] of references.entries()) {
    const png = await sharp(reference, { limitInputPixels: 40_000_000 })
      .resize(REFERENCE_SIZE, REFERENCE_SIZE, { fit: 'cover' })
      .png()
      .toBuffer();
    form.append(
      'image[]',
      new Blob([new Uint8Array(png)], { type: 'image/png' }),
      `reference-${i + 1}.png`,
    );
  }
  return form;
}

/** Decodes the picture (refusing anything that is not a raster image) and stores it as a PNG of the shape asked. */
async function toIllustration(
  bytes: Buffer,
  size: { width: number; height: number } = { width: SIZE, height: SIZE },
): Promise<Illustration> {
  try {
    // A picture service is trusted less than our own code: a JPEG built to decode for minutes
    // (docs/decisions/053-decoding-bombs.md) would hold the worker's core.
    if (jpegStructure(bytes).kind === 'too-complex') throw new Error('too many JPEG scans');
    const meta = await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata();
    if (!meta.format || !['png', 'jpeg', 'webp'].includes(meta.format))
      throw new Error(`format ${meta.format}`);
    // Cut to the shape asked, never enlarged: a 1024² answer stretched to print size would claim
    // a resolution it does not have (the print files place it at the ppi its pixels allow).
    const { data, info } = await sharp(bytes, { limitInputPixels: 40_000_000 })
      .resize(size.width, size.height, { fit: 'cover', withoutEnlargement: true })
      .removeAlpha()
      .png({ compressionLevel: 6 })
      .toBuffer({ resolveWithObject: true });
    return { data, contentType: 'image/png', width: info.width, height: info.height };
  } catch {
    throw new ProviderError(
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

/** The same look on every page of every book: one art style, said the same way each time. */
export const ART_STYLE =
  "Art style: a soft watercolour and gouache children's picture-book illustration, warm muted colours, gentle light, rounded friendly shapes, visible paper texture.";

/**
 * The prompt for one picture: the moment the writer chose (its place, time, mood and who is in
 * it) when there is one, else the genre's world with the story's things. Image models draw what
 * they read, so nothing is in quotes or numbers (they come out as lettering); children from
 * profiles are described so each is the same child on every page, and a hero typed by name alone
 * is described by nothing but name and age. Longer than the model takes (`maxChars`: dall-e-2's
 * 1,000), the sentences it can best do without are left out, in turn (docs/decisions/087).
 */
export function buildImagePrompt(
  request: IllustrationRequest,
  options: { references?: number; maxChars?: number } = {},
): string {
  const { scene } = request;
  const cast = request.fromProfiles ? (request.cast ?? []) : [];
  const things = scene && scene.elements.length > 0 ? scene.elements : request.elements;
  const names = cast.length > 1 ? cast.map((member) => member.name) : [request.hero];
  const children =
    names.length > 1
      ? `The children ${list(names.map(unquoted))}`
      : `The hero, a child called ${unquoted(request.hero)} who is ${ageWords(request.age)}`;
  // Whoever else is there, unless named already (a child, or a thing: "a hedgehog" once).
  const said = [...names, ...things].map((word) => word.toLowerCase());
  const others = (scene?.present ?? []).filter((who) => !said.includes(who.toLowerCase()));
  // Each sentence with the turn it is left out in when the prompt is too long (0: never).
  const sentences: [string, number][] = [
    [`A gentle picture-book illustration for a bedtime story.`, 0],
    [
      scene
        ? `Scene: ${plain(scene.place)}, ${TIME_WORDS[scene.timeOfDay]}, ${MOOD_WORDS[scene.mood]}.`
        : `Scene: ${GENRE_SCENES[request.genre]}.`,
      0,
    ],
    [`${children}, with ${list(things.map(plain))}.`, 0],
    ...(others.length > 0
      ? [[`Also in the picture: ${list(others.map(plain))}.`, 1] as [string, number]]
      : []),
    ...cast.map((member, i): [string, number] => [
      describeHero(member, cast.length > 1 ? member.name : undefined),
      i === 0 ? 0 : 4,
    ]),
    ...(scene ? [[`The moment: ${plain(scene.caption)}`, 2] as [string, number]] : []),
    ...referenceLines(names, options.references ?? 0).map((line): [string, number] => [line, 0]),
    [ART_STYLE, 3],
    [
      'Nothing scary. No text, letters, numbers, signs or words anywhere in the picture. No brand or trademarked characters.',
      0,
    ],
  ];
  return fitted(sentences, options.maxChars ?? Infinity);
}

/** The sentences joined, leaving out those that can go, turn by turn, until they fit `max`. */
function fitted(sentences: readonly [string, number][], max: number): string {
  let kept = sentences;
  for (let turn = 1; kept.map(([text]) => text).join(' ').length > max; turn += 1) {
    if (!kept.some(([, drop]) => drop >= turn)) break;
    kept = kept.filter(([, drop]) => drop === 0 || drop > turn);
  }
  const text = kept.map(([text]) => text).join(' ');
  // Still too long (a very long place or name): cut at a word, never refused for its length.
  return text.length <= max ? text : text.slice(0, text.lastIndexOf(' ', max)).trim();
}

/** How the references are meant: one per child of the cast, in the cast's order. */
function referenceLines(names: readonly string[], count: number): string[] {
  if (count === 0) return [];
  if (count === 1 || names.length === 1)
    return [
      'Draw the hero to look like the child in the reference picture, in this art style, the same child in every picture.',
    ];
  const who = names
    .slice(0, count)
    .map((name, i) => `${unquoted(name)} like the child in the ${ORDINALS[i] ?? 'next'} one`);
  return [
    `Draw each child to look like their reference picture, in this art style: ${list(who)}; the same children in every picture.`,
  ];
}

const ORDINALS = ['first', 'second', 'third'];

/**
 * A child's character picture: the child alone, whole, on a plain ground, in the art style of
 * every picture, so later pictures can be drawn from it. Only the profile's look and age: no
 * name, nothing typed.
 */
export function buildCharacterPrompt(request: CharacterRequest): string {
  return [
    "A character picture for a children's picture book: one child alone, the whole figure, standing and facing forward with a gentle smile, on a plain pale cream background.",
    request.age ? `The child is ${ageWords(request.age)}.` : 'A young child.',
    describeHero(request.member, 'The child'),
    ART_STYLE,
    'Nothing else in the picture. No text, letters, numbers, signs or words anywhere in the picture.',
  ].join(' ');
}

/** A trademarked character told as its description (generic-names.ts), then unquoted. */
function plain(text: string): string {
  return unquoted(genericNames(text));
}

/** Quotes and digits out: an image model draws a quoted word or a number as lettering. */
function unquoted(text: string): string {
  return text
    .replace(/["“”‘`]/g, '')
    .replace(/\d+/g, (digits) => NUMBER_WORDS[Number(digits)] ?? 'several')
    .replace(/\s+/g, ' ')
    .trim();
}

const NUMBER_WORDS = [
  'no',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
];

function ageWords(age: number): string {
  const years = NUMBER_WORDS[age] ?? 'a few';
  return `${years} year${age === 1 ? '' : 's'} old`;
}

function list(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
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
    `${name ? unquoted(name) : 'The hero'} has ${label(SKIN_TONES, look.skinTone)} skin, ${hair} and ` +
    `${label(EYE_COLOURS, look.eyeColour)} eyes${extras ? `, with ${extras}` : ''}, ` +
    `and wears ${member.favouriteColour}; draw them the same in every picture.`
  );
}
