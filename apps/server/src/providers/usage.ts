/**
 * What one piece of work used at an AI service, and what that costs at list prices
 * (config/ai-models.ts). Recorded with the story, picture, narration or book it was for.
 */
export interface ProviderUsage {
  service: 'story' | 'picture' | 'speech';
  model: string;
  /** The service's id of the (last) request. */
  requestId?: string;
  inputTokens?: number;
  outputTokens?: number;
  images?: number;
  characters?: number;
  seconds?: number;
  /** US dollars; undefined when the model's price is not in the table. */
  costUsd?: number;
}

/** Adds two usages of the same service (a story written twice, a narration in chunks). */
export function addUsage(a: ProviderUsage | undefined, b: ProviderUsage): ProviderUsage {
  if (!a) return b;
  const sum = (x?: number, y?: number) =>
    x === undefined && y === undefined ? undefined : (x ?? 0) + (y ?? 0);
  return {
    service: b.service,
    model: b.model,
    requestId: b.requestId ?? a.requestId,
    inputTokens: sum(a.inputTokens, b.inputTokens),
    outputTokens: sum(a.outputTokens, b.outputTokens),
    images: sum(a.images, b.images),
    characters: sum(a.characters, b.characters),
    seconds: sum(a.seconds, b.seconds),
    costUsd: sum(a.costUsd, b.costUsd),
  };
}
