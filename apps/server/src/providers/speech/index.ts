import type { Narrator, NarratorConfig } from './types';
export * from './types';

/**
 * The embedded narrator unless an OpenAI-compatible API is configured. Like every provider's
 * factory, it loads only the implementation it builds (docs/design.md#conventions, item 6).
 */
export async function createNarrator(config: NarratorConfig): Promise<Narrator> {
  if (config.kind === 'openai') {
    const { OpenAiCompatibleNarrator } = await import('./openai-compatible');
    return new OpenAiCompatibleNarrator(config);
  }
  const { EmbeddedNarrator } = await import('./embedded/embedded-narrator');
  return new EmbeddedNarrator({ threads: config.threads });
}
