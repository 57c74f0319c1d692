import { EmbeddedStoryWriter } from './embedded/embedded-story-writer';
import { OpenAiCompatibleStoryWriter } from './openai-compatible';
import type { StoryWriter, StoryWriterConfig } from './types';
export * from './types';

/** Picks the story writer for the configured kind. */
export function createStoryWriter(config: StoryWriterConfig): StoryWriter {
  switch (config.kind) {
    case 'embedded':
      return new EmbeddedStoryWriter();
    case 'openai':
      return new OpenAiCompatibleStoryWriter(config);
  }
}
