import type {
  NarrateOptions,
  Narrator,
  NarratorVoice,
  SentenceTiming,
  SpeechSentence,
  SpokenStory,
} from './types';
import { Mp3FrameStream } from './mp3-frames';
import { speechModel, type SpeechModel } from '../../config/ai-models';
import { ProviderError, postToService } from '../openai-http';
import { silentLog, type ProviderLog } from '../provider-log';
import type { ProviderUsage } from '../usage';

export interface OpenAiSpeechConfig {
  /** e.g. https://api.openai.com/v1, or any server with an OpenAI-style /audio/speech. */
  baseUrl: string;
  apiKey: string;
  /** e.g. gpt-4o-mini-tts, tts-1. */
  model: string;
  /** e.g. sage, shimmer, alloy. */
  voice: string;
  timeoutMs?: number;
  log?: ProviderLog;
  backoffMs?: number;
}

/** The failure type every speech provider throws: kept by name for callers and tests. */
export const SpeechServiceError = ProviderError;

/**
 * How gpt-4o-mini-tts is asked to read (models with `instructions`): a parent's bedtime voice,
 * never a radio announcer's.
 */
export const NARRATION_INSTRUCTIONS =
  'Read this bedtime story aloud to a young child who is falling asleep: calm, warm and gentle, ' +
  'a little slower than normal speech, softly smiling. Pause briefly between sentences and longer between paragraphs. ' +
  'Give each character a light, gentle voice of their own without acting loudly, and let the last lines grow quieter and sleepier.';

/** The instructions in the story's language's terms: the model reads Spanish as a Spanish speaker. */
export function narrationInstructions(language: 'en' | 'es'): string {
  return language === 'es'
    ? `${NARRATION_INSTRUCTIONS} The story is in Spanish: read it in natural, native Spanish (Castilian accent), never with an English accent.`
    : NARRATION_INSTRUCTIONS;
}

/** The pace a voice speaks at with speed 1 (words per minute, pauses included), for `speed`. */
const NATURAL_WORDS_PER_MINUTE = 150;

/** `speed` for models that take it: the band's pace, never faster than normal speech. */
export function speedFor(wordsPerMinute: number | undefined): number | undefined {
  if (!wordsPerMinute) return undefined;
  const speed = wordsPerMinute / NATURAL_WORDS_PER_MINUTE;
  return Math.round(Math.min(1, Math.max(0.8, speed)) * 100) / 100;
}

/** OpenAI's /audio/speech takes at most 4,096 characters of input per request. */
export const MAX_INPUT_CHARS = 4096;
const DEFAULT_TIMEOUT_MS = 120_000;
/** A paragraph's end (its pause is about a second or more) is read as a blank line; a sentence's is not. */
const PARAGRAPH_PAUSE_SECONDS = 0.9;

interface Unit {
  /** Index of the sentence this text belongs to (a very long sentence is cut into several units). */
  owner: number;
  text: string;
  pauseAfter: number;
}

/**
 * The first request is kept short (the first sentences, up to this many characters) so that the
 * first sound comes after one small answer, not after a 4,096-character one (docs/decisions/022).
 */
export const FIRST_REQUEST_CHARS = 300;

/**
 * Narrates with any OpenAI-compatible /audio/speech API. The story is sent in chunks under the
 * input limit, cut between sentences; each answer is read as it streams in and handed on frame by
 * frame, and the answers are joined into one MP3. The API gives no timings, so each sentence's
 * marks are estimated from its share of its chunk's characters once that chunk has been heard.
 */
export class OpenAiCompatibleNarrator implements Narrator {
  readonly voices: readonly NarratorVoice[];
  private readonly endpoint: string;
  private readonly model: SpeechModel;
  private readonly log: ProviderLog;

  constructor(private readonly config: OpenAiSpeechConfig) {
    this.endpoint = `${config.baseUrl.replace(/\/+$/, '')}/audio/speech`;
    this.model = speechModel(config.model);
    this.log = config.log ?? silentLog;
    // The configured voice only: the service's voices differ from one provider to the next.
    this.voices = [{ id: config.voice, label: config.voice }];
  }

  async narrate(sentences: SpeechSentence[], options: NarrateOptions = {}): Promise<SpokenStory> {
    const parts: Buffer[] = [];
    const unitTimings: { owner: number; timing: SentenceTiming }[] = [];
    let offset = 0;
    let characters = 0;
    let requestId: string | undefined;
    const chunks = chunkUnits(toUnits(sentences), MAX_INPUT_CHARS, FIRST_REQUEST_CHARS);
    // A sentence's mark is known once the chunk with its last unit has been heard.
    const lastChunkOf = new Map<number, number>();
    chunks.forEach((chunk, i) => chunk.forEach((u) => lastChunkOf.set(u.owner, i)));
    for (const [chunkIndex, chunk] of chunks.entries()) {
      const frames = new Mp3FrameStream();
      const hand = (audio: Buffer) => {
        if (audio.length === 0) return;
        parts.push(audio);
        options.onAudio?.({ audio, timings: [] });
      };
      const input = chunkText(chunk);
      characters += input.length;
      const spoken = this.speak(input, options, (id) => (requestId = id ?? requestId));
      for await (const bytes of spoken) hand(frames.push(bytes));
      hand(frames.end());
      if (frames.seconds === 0)
        throw new SpeechServiceError(
          'The speech service sent something that is not MP3 audio.',
          undefined,
          true,
        );
      const estimated = estimateTimings(chunk, frames.seconds, offset);
      unitTimings.push(...estimated);
      offset += frames.seconds;
      const finished = [...new Set(chunk.map((u) => u.owner))].filter(
        (owner) => lastChunkOf.get(owner) === chunkIndex,
      );
      options.onAudio?.({
        audio: Buffer.alloc(0),
        timings: finished.map((owner) => ({
          index: owner,
          ...mergeTimings(unitTimings.filter((u) => u.owner === owner).map((u) => u.timing)),
        })),
      });
    }
    const price = this.model.price;
    const usage: ProviderUsage = {
      service: 'speech',
      model: this.config.model,
      requestId,
      characters,
      seconds: offset,
      costUsd: price?.perMinute
        ? (offset / 60) * price.perMinute
        : price?.perMillionChars
          ? (characters * price.perMillionChars) / 1_000_000
          : undefined,
    };
    return {
      usage,
      audio: Buffer.concat(parts),
      contentType: 'audio/mpeg',
      durationSeconds: offset,
      timings: sentences.map((_, i) =>
        mergeTimings(unitTimings.filter((u) => u.owner === i).map((u) => u.timing)),
      ),
    };
  }

  async close(): Promise<void> {}

  /** The answer's bytes as they arrive (OpenAI sends speech chunked, while it is made). */
  private async *speak(
    input: string,
    options: NarrateOptions,
    onRequestId: (id: string | undefined) => void,
  ): AsyncGenerator<Uint8Array> {
    const timeout = AbortSignal.timeout(this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const callerSignal = options.signal;
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    const unreachable = () => {
      callerSignal?.throwIfAborted();
      if (timeout.aborted)
        return new ProviderError('The speech service took too long to answer.', undefined, true);
      return new ProviderError(
        `Could not reach the speech service at ${new URL(this.endpoint).origin}.`,
        undefined,
        true,
      );
    };
    let response: Response;
    try {
      const posted = await postToService({
        service: 'speech',
        url: this.endpoint,
        apiKey: this.config.apiKey,
        body: JSON.stringify(
          speechRequestBody(
            this.config,
            this.model,
            input,
            options.wordsPerMinute,
            options.language,
          ),
        ),
        signal,
        log: this.log,
        backoffMs: this.config.backoffMs,
      });
      response = posted.response;
      onRequestId(posted.requestId);
    } catch (error) {
      if (error instanceof ProviderError) throw error;
      throw unreachable();
    }
    if (!response.body) return;
    try {
      for await (const bytes of response.body) yield bytes;
    } catch {
      // Cut off half way: the whole request is tried again by the job.
      throw unreachable();
    }
  }
}

/** One request's body: the fields the model's row in config/ai-models.ts says it takes. */
export function speechRequestBody(
  config: Pick<OpenAiSpeechConfig, 'model' | 'voice'>,
  model: SpeechModel,
  input: string,
  wordsPerMinute?: number,
  language: 'en' | 'es' = 'en',
): Record<string, unknown> {
  const speed = model.speed ? speedFor(wordsPerMinute) : undefined;
  return {
    model: config.model,
    voice: config.voice,
    input,
    response_format: 'mp3',
    ...(model.instructions ? { instructions: narrationInstructions(language) } : {}),
    ...(speed !== undefined ? { speed } : {}),
  };
}

function toUnits(sentences: SpeechSentence[]): Unit[] {
  return sentences.flatMap((s, owner) => {
    const text = s.text.replace(/\s+/g, ' ').trim();
    if (text.length <= MAX_INPUT_CHARS) return [{ owner, text, pauseAfter: s.pauseAfter }];
    const units: Unit[] = [];
    let rest = text;
    while (rest.length > MAX_INPUT_CHARS) {
      const cut =
        rest.lastIndexOf(' ', MAX_INPUT_CHARS) > 0
          ? rest.lastIndexOf(' ', MAX_INPUT_CHARS)
          : MAX_INPUT_CHARS;
      units.push({ owner, text: rest.slice(0, cut), pauseAfter: 0 });
      rest = rest.slice(cut).trimStart();
    }
    units.push({ owner, text: rest, pauseAfter: s.pauseAfter });
    return units;
  });
}

/**
 * Groups units into requests under `max` characters, never cutting inside a unit; the first
 * request under `firstMax` (a short first answer is a quick first sound).
 */
export function chunkUnits<T extends { text: string }>(
  units: T[],
  max: number,
  firstMax = max,
): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let length = 0;
  for (const unit of units) {
    const added = unit.text.length + (current.length > 0 ? 2 : 0);
    const limit = chunks.length === 0 ? firstMax : max;
    if (current.length > 0 && length + added > limit) {
      chunks.push(current);
      current = [];
      length = 0;
    }
    length += unit.text.length + (current.length > 0 ? 2 : 0);
    current.push(unit);
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** Sentences joined by a space; a paragraph's end by a blank line, which voices read as a longer pause. */
function chunkText(chunk: Unit[]): string {
  return chunk
    .map((u, i) =>
      i === chunk.length - 1
        ? u.text
        : `${u.text}${u.pauseAfter >= PARAGRAPH_PAUSE_SECONDS ? '\n\n' : ' '}`,
    )
    .join('');
}

/** Each unit's share of the chunk's audio, by its share of the chunk's characters. */
export function estimateTimings(chunk: Unit[], duration: number, offset: number) {
  const total = chunk.reduce((sum, u) => sum + u.text.length, 0) || 1;
  let before = 0;
  return chunk.map((u) => {
    const start = offset + (duration * before) / total;
    before += u.text.length;
    const end = offset + (duration * before) / total;
    return { owner: u.owner, timing: { start: round(start), end: round(end) } };
  });
}

function mergeTimings(timings: SentenceTiming[]): SentenceTiming {
  return { start: timings[0]?.start ?? 0, end: timings.at(-1)?.end ?? 0 };
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
