import { EmbeddedNarrator } from './embedded/embedded-narrator';
import { OpenAiCompatibleNarrator } from './openai-compatible';
import type { Narrator, NarratorConfig } from './types';
export * from './types';

/** Picks the narrator for the configured kind. */
export function createNarrator(config: NarratorConfig): Narrator {
  switch (config.kind) {
    case 'embedded':
      return new EmbeddedNarrator({ threads: config.threads });
    case 'openai':
      return new OpenAiCompatibleNarrator(config);
  }
}
