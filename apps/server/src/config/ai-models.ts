/**
 * What each model we know can do, and what it costs at list prices (docs/provider-costs.md).
 * Read from this table, never guessed from a model's name: an unknown model gets the cautious
 * defaults below, which every OpenAI-compatible server accepts (docs/decisions/046).
 */

export interface ChatModel {
  /** `response_format: {type: "json_schema"}` with a strict schema (OpenAI's structured outputs). */
  jsonSchema: boolean;
  /** The name of the answer's token limit: OpenAI's current one, or the older one others read. */
  tokenLimit: 'max_completion_tokens' | 'max_tokens';
  /** `stream_options: {include_usage: true}`: the last chunk carries the token usage. */
  streamUsage: boolean;
  /** `safety_identifier`: a hashed id of the parent, so abuse is traced to one account. */
  safetyIdentifier: boolean;
  /** US dollars per million tokens; undefined when unknown (nothing is guessed). */
  price?: { input: number; output: number };
}

export interface ImageModel {
  /**
   * Draws a new picture from references through /images/edits (`image[]`, several at once), so a
   * picture can be drawn from a reference of each child. Not dall-e-2: its edits only repaint the
   * transparent part of the one picture given, and refuse an opaque one (docs/decisions/087).
   */
  edits: boolean;
  /** Takes `input_fidelity: "high"` on edits (the reference's face kept closely). */
  inputFidelity: boolean;
  /** Needs `response_format: "b64_json"` (gpt-image models refuse it and always answer base64). */
  responseFormat: boolean;
  /** The `quality` values for screen and for print; undefined: not sent. */
  quality?: { screen: string; print: string };
  /** The sizes it paints, the first the square one. */
  sizes: readonly string[];
  /** The longest prompt it takes, in characters: a longer one is refused with a 400. */
  maxPromptChars: number;
  /**
   * Price: per million tokens from the answer's `usage` (gpt-image), else per picture by
   * quality. US dollars.
   */
  price?: {
    tokens?: { textInput: number; imageInput: number; imageOutput: number };
    perImage?: Readonly<Record<string, number>>;
  };
}

export interface SpeechModel {
  /** Takes `instructions` (how to read: calm, warm, pauses). */
  instructions: boolean;
  /** Takes `speed` (0.25–4); gpt-4o-mini-tts ignores it, so it is not sent there. */
  speed: boolean;
  /** US dollars: per million characters of input, or per minute of audio made. */
  price?: { perMillionChars?: number; perMinute?: number };
}

const GPT_IMAGE_SIZES = ['1024x1024', '1536x1024', '1024x1536'] as const;

/** gpt-image-1's list prices: $5 / $10 / $40 per million text-in / image-in / image-out tokens. */
const GPT_IMAGE_1_PRICE = {
  tokens: { textInput: 5, imageInput: 10, imageOutput: 40 },
  perImage: { low: 0.011, medium: 0.042, high: 0.167 },
};

export const CHAT_MODELS: Readonly<Record<string, ChatModel>> = {
  'gpt-4o-mini': {
    jsonSchema: true,
    tokenLimit: 'max_completion_tokens',
    streamUsage: true,
    safetyIdentifier: true,
    price: { input: 0.15, output: 0.6 },
  },
  'gpt-4o': {
    jsonSchema: true,
    tokenLimit: 'max_completion_tokens',
    streamUsage: true,
    safetyIdentifier: true,
    price: { input: 2.5, output: 10 },
  },
  'gpt-4.1-mini': {
    jsonSchema: true,
    tokenLimit: 'max_completion_tokens',
    streamUsage: true,
    safetyIdentifier: true,
    price: { input: 0.4, output: 1.6 },
  },
  'gpt-4.1': {
    jsonSchema: true,
    tokenLimit: 'max_completion_tokens',
    streamUsage: true,
    safetyIdentifier: true,
    price: { input: 2, output: 8 },
  },
};

export const UNKNOWN_CHAT_MODEL: ChatModel = {
  jsonSchema: false,
  tokenLimit: 'max_tokens',
  streamUsage: false,
  safetyIdentifier: false,
};

export const IMAGE_MODELS: Readonly<Record<string, ImageModel>> = {
  'gpt-image-1': {
    edits: true,
    inputFidelity: true,
    responseFormat: false,
    quality: { screen: 'medium', print: 'high' },
    sizes: GPT_IMAGE_SIZES,
    maxPromptChars: 32_000,
    price: GPT_IMAGE_1_PRICE,
  },
  'gpt-image-1-mini': {
    edits: true,
    inputFidelity: false,
    responseFormat: false,
    quality: { screen: 'medium', print: 'high' },
    sizes: GPT_IMAGE_SIZES,
    maxPromptChars: 32_000,
    price: {
      tokens: { textInput: 2, imageInput: 2.5, imageOutput: 8 },
      perImage: { low: 0.005, medium: 0.011, high: 0.036 },
    },
  },
  // No edits: every picture is drawn from words alone (the look described), never from the photo.
  'dall-e-3': {
    edits: false,
    inputFidelity: false,
    responseFormat: true,
    quality: { screen: 'standard', print: 'hd' },
    sizes: ['1024x1024', '1792x1024', '1024x1792'],
    maxPromptChars: 4000,
    price: { perImage: { standard: 0.04, hd: 0.08 } },
  },
  // Its /images/edits is inpainting, not drawing from a reference: pictures from words, as dall-e-3.
  'dall-e-2': {
    edits: false,
    inputFidelity: false,
    responseFormat: true,
    sizes: ['1024x1024'],
    maxPromptChars: 1000,
    price: { perImage: { standard: 0.02 } },
  },
};

export const UNKNOWN_IMAGE_MODEL: ImageModel = {
  edits: false,
  inputFidelity: false,
  responseFormat: true,
  sizes: ['1024x1024'],
  // dall-e-2's limit, the shortest of OpenAI's: what a server copying its API accepts.
  maxPromptChars: 1000,
};

export const SPEECH_MODELS: Readonly<Record<string, SpeechModel>> = {
  'gpt-4o-mini-tts': { instructions: true, speed: false, price: { perMinute: 0.015 } },
  'tts-1': { instructions: false, speed: true, price: { perMillionChars: 15 } },
  'tts-1-hd': { instructions: false, speed: true, price: { perMillionChars: 30 } },
};

export const UNKNOWN_SPEECH_MODEL: SpeechModel = { instructions: false, speed: true };

/** The moderation model; free at OpenAI. */
export const MODERATION_MODEL = 'omni-moderation-latest';

export const chatModel = (model: string): ChatModel => CHAT_MODELS[model] ?? UNKNOWN_CHAT_MODEL;
export const imageModel = (model: string): ImageModel => IMAGE_MODELS[model] ?? UNKNOWN_IMAGE_MODEL;
export const speechModel = (model: string): SpeechModel =>
  SPEECH_MODELS[model] ?? UNKNOWN_SPEECH_MODEL;
