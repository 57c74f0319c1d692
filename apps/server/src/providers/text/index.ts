import type { StoryWriter, StoryWriterConfig } from './types';
export * from './types';

/**
 * The embedded story writer unless an OpenAI-compatible API is configured. Like every provider's
 * factory, it loads only the implementation it builds (docs/design.md#conventions, item 6).
 */
export async function createStoryWriter(config: StoryWriterConfig): Promise<StoryWriter> {
  if (config.kind === 'openai') {
    const { OpenAiCompatibleStoryWriter } = await import('./openai-compatible');
    return new OpenAiCompatibleStoryWriter(config);
  }
  const { EmbeddedStoryWriter } = await import('./embedded/embedded-story-writer');
  return new EmbeddedStoryWriter();
}
