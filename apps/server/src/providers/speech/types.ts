import type { ProviderLog } from '../provider-log';
import type { ProviderUsage } from '../usage';

/** One sentence to speak, in reading order. */
export interface SpeechSentence {
  text: string;
  /** Extra silence after it, in seconds (longer at the end of a paragraph). */
  pauseAfter: number;
}

/** Where one sentence sits in the audio, in seconds. */
export interface SentenceTiming {
  start: number;
  end: number;
}

/** A sentence's timing, once it is known while the narration is still being made. */
export interface IndexedTiming extends SentenceTiming {
  /** Which of the requested sentences. */
  index: number;
}

/**
 * The next bytes of the MP3 being made, and the sentences whose timing became known with them.
 * Every piece ends on an MP3 frame boundary, so any prefix of the pieces plays on its own; the
 * pieces joined are exactly the finished file (docs/decisions/022-streaming-narration.md).
 */
export interface SpokenPiece {
  audio: Buffer;
  timings: IndexedTiming[];
}

export interface SpokenStory {
  audio: Buffer;
  contentType: 'audio/mpeg';
  durationSeconds: number;
  /** One entry per requested sentence, in order. */
  timings: SentenceTiming[];
  /** What a remote service used for it (embedded narrators use nothing). */
  usage?: ProviderUsage;
}

/** A voice a parent can choose (its id is sent with the request and kept with the narration). */
export interface NarratorVoice {
  id: string;
  label: string;
}

export interface NarrateOptions {
  signal?: AbortSignal;
  /** One of the narrator's `voices`; its default voice when left out. */
  voice?: string;
  /**
   * The pace over the whole narration, pauses included (docs/decisions/022: about 100, 115 and
   * 125 for ages 1–3, 4–7 and 8–15). A narrator that cannot set its pace ignores it.
   */
  wordsPerMinute?: number;
  /** Called with each piece of audio as it is made, in order (streaming narration). */
  onAudio?: (piece: SpokenPiece) => void;
  /** The story's language; English when left out (docs/decisions/074). */
  language?: 'en' | 'es';
}

export interface Narrator {
  /** The voices a parent may choose from, the default first. */
  readonly voices: readonly NarratorVoice[];
  narrate(sentences: SpeechSentence[], options?: NarrateOptions): Promise<SpokenStory>;
  /**
   * Loads what the first narration would otherwise wait for (the embedded engine's threads, Flite
   * and the encoder), so the first Listen after a start is as quick as the rest.
   */
  warmUp?(): void;
  /** Ends background resources (the embedded engine's thread). */
  close(): Promise<void>;
}

/**
 * Which narrator to build: the embedded Flite engine by default, or any OpenAI-compatible
 * /audio/speech (docs/design.md#design-3).
 */
export type NarratorConfig =
  | { kind: 'embedded'; threads: number }
  | {
      kind: 'openai';
      baseUrl: string;
      apiKey: string;
      model: string;
      voice: string;
      timeoutMs?: number;
      backoffMs?: number;
      log?: ProviderLog;
    };
