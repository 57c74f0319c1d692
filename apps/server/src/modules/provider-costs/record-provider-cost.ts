import type { Database } from '../../db/client';
import { providerCosts } from '../../db/provider-costs-schema';
import type { Transaction } from '../../db/transaction';
import type { ProviderUsage } from '../../providers/usage';

export type CostKind = 'story' | 'picture' | 'narration' | 'book';

/**
 * Records what a remote model used for a story, picture, narration or book, and its cost at list
 * prices (docs/provider-costs.md). Embedded engines report no usage: nothing is recorded.
 */
export async function recordProviderCost(
  db: Database | Transaction,
  entry: { userId: string; storyId?: string; kind: CostKind; usage: ProviderUsage | undefined },
): Promise<void> {
  const { usage } = entry;
  if (!usage) return;
  await db.insert(providerCosts).values({
    userId: entry.userId,
    storyId: entry.storyId ?? null,
    kind: entry.kind,
    service: usage.service,
    model: usage.model,
    requestId: usage.requestId ?? null,
    inputTokens: usage.inputTokens ?? null,
    outputTokens: usage.outputTokens ?? null,
    images: usage.images ?? null,
    characters: usage.characters ?? null,
    seconds: usage.seconds ?? null,
    costUsd: usage.costUsd ?? null,
  });
}
