import { EmbeddedIllustrator } from './embedded/embedded-illustrator';
import { OpenAiCompatibleIllustrator } from './openai-compatible';
import type { Illustrator, IllustratorConfig } from './types';
export * from './types';

/** Picks the illustrator for the configured kind. */
export function createIllustrator(config: IllustratorConfig): Illustrator {
  switch (config.kind) {
    case 'embedded':
      return new EmbeddedIllustrator();
    case 'openai':
      return new OpenAiCompatibleIllustrator(config);
  }
}
