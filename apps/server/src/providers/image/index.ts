import type { Illustrator, IllustratorConfig } from './types';
export * from './types';

/**
 * The embedded illustrator unless an OpenAI-compatible API is configured. Like every provider's
 * factory, it loads only the implementation it builds (docs/design.md#conventions, item 6).
 */
export async function createIllustrator(config: IllustratorConfig): Promise<Illustrator> {
  if (config.kind === 'openai') {
    const { OpenAiCompatibleIllustrator } = await import('./openai-compatible');
    return new OpenAiCompatibleIllustrator(config);
  }
  const { EmbeddedIllustrator } = await import('./embedded/embedded-illustrator');
  return new EmbeddedIllustrator();
}
