import type {
  NarrateOptions,
  Narrator,
  NarratorVoice,
  SentenceTiming,
  SpeechSentence,
  SpokenStory,
} from './types';
import { Mp3FrameStream } from './mp3-frames';
import { readErrorDetail } from '../openai-error-detail';

export interface OpenAiSpeechConfig {
  /** e.g. https://api.openai.com/v1, or any server with an OpenAI-style /audio/speech. */
  baseUrl: string;
  apiKey: string;
  /** e.g. gpt-4o-mini-tts, tts-1. */
  model: string;
  /** e.g. alloy, nova, shimmer. */
  voice: string;
  timeoutMs?: number;
}

/** A speech service failure with a message a person can act on; `retryable` when trying later may help. */
export class SpeechServiceError extends Error {
  override readonly name = 'SpeechServiceError';

  constructor(
    message: string,
    readonly status?: number,
    readonly retryable = false,
  ) {
    super(message);
  }
}

/** OpenAI's /audio/speech takes at most 4,096 characters of input per request. */
export const MAX_INPUT_CHARS = 4096;
const DEFAULT_TIMEOUT_MS = 120_000;

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

  constructor(private readonly config: OpenAiSpeechConfig) {
    this.endpoint = `${config.baseUrl.replace(/\/+$/, '')}/audio/speech`;
    // The configured voice only: the service's voices differ from one provider to the next.
    this.voices = [{ id: config.voice, label: config.voice }];
  }

  async narrate(sentences: SpeechSentence[], options: NarrateOptions = {}): Promise<SpokenStory> {
    const parts: Buffer[] = [];
    const unitTimings: { owner: number; timing: SentenceTiming }[] = [];
    let offset = 0;
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
      for await (const bytes of this.speak(chunkText(chunk), options.signal))
        hand(frames.push(bytes));
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
    return {
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
  private async *speak(input: string, callerSignal?: AbortSignal): AsyncGenerator<Uint8Array> {
    const timeout = AbortSignal.timeout(this.config.timeoutMs ?? DEFAULT_TIMEOUT_MS);
    const signal = callerSignal ? AbortSignal.any([callerSignal, timeout]) : timeout;
    const unreachable = () => {
      callerSignal?.throwIfAborted();
      if (timeout.aborted)
        return new SpeechServiceError(
          'The speech service took too long to answer.',
          undefined,
          true,
        );
      return new SpeechServiceError(
        `Could not reach the speech service at ${new URL(this.endpoint).origin}.`,
        undefined,
        true,
      );
    };
    let response: Response;
    try {
      response = await fetch(this.endpoint, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${this.config.apiKey}`,
          'content-type': 'application/json',
        },
        // Only fields every compatible server accepts.
        body: JSON.stringify({
          model: this.config.model,
          voice: this.config.voice,
          input,
          response_format: 'mp3',
        }),
        signal,
      });
    } catch {
      throw unreachable();
    }
    if (!response.ok) {
      const detail = await readErrorDetail(response);
      throw new SpeechServiceError(
        `The speech service answered ${response.status}${detail ? `: ${detail}` : ''}.`,
        response.status,
        response.status === 429 || response.status >= 500,
      );
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
      i === chunk.length - 1 ? u.text : `${u.text}${u.pauseAfter >= 0.5 ? '\n\n' : ' '}`,
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
