import type { Genre } from '@sns/contract';
import { EmbeddedStoryWriter } from './embedded/embedded-story-writer';
import { OpenAiCompatibleStoryWriter } from './openai-compatible';

/** What a story writer is asked for: SPEC §3 story inputs, already validated. */
export interface StoryRequest {
  hero: string;
  age: number;
  /** Exactly three story elements, trimmed, in the parent's order. */
  elements: [string, string, string];
  genre: Genre;
  plotTwist?: string;
  lifeLesson?: string;
  /** Chooses among skeletons and phrasings; the same seed and inputs give the same story. */
  seed: number;
}

export interface WrittenStory {
  title: string;
  /** Paragraphs separated by a blank line, ready to read aloud. */
  text: string;
}

export interface StoryWriter {
  /** `onProgress` receives a fraction 0..1 as the story is written (streamed writers call it often). */
  write(
    request: StoryRequest,
    options?: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
  ): Promise<WrittenStory>;
}

/** Which writer to build: the embedded one by default, or any OpenAI-compatible chat API (§3). */
export type StoryWriterConfig =
  { kind: 'embedded' } | { kind: 'openai'; baseUrl: string; apiKey: string; model: string };

/** Picks the story writer for the configured kind. */
export function createStoryWriter(config: StoryWriterConfig): StoryWriter {
  switch (config.kind) {
    case 'embedded':
      return new EmbeddedStoryWriter();
    case 'openai':
      return new OpenAiCompatibleStoryWriter(config);
  }
}
