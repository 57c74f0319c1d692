import { EmbeddedNarrator } from './embedded/embedded-narrator';
import { OpenAiCompatibleNarrator } from './openai-compatible';

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

export interface SpokenStory {
  audio: Buffer;
  contentType: 'audio/mpeg';
  durationSeconds: number;
  /** One entry per requested sentence, in order. */
  timings: SentenceTiming[];
}

export interface Narrator {
  narrate(sentences: SpeechSentence[], options?: { signal?: AbortSignal }): Promise<SpokenStory>;
  /** Ends background resources (the embedded engine's thread). */
  close(): Promise<void>;
}

/**
 * Which narrator to build: the embedded Flite engine by default, or any OpenAI-compatible
 * /audio/speech (docs/design.md#design-3).
 */
export type NarratorConfig =
  | { kind: 'embedded'; threads: number }
  | { kind: 'openai'; baseUrl: string; apiKey: string; model: string; voice: string };

/** Picks the narrator for the configured kind. */
export function createNarrator(config: NarratorConfig): Narrator {
  switch (config.kind) {
    case 'embedded':
      return new EmbeddedNarrator({ threads: config.threads });
    case 'openai':
      return new OpenAiCompatibleNarrator(config);
  }
}
