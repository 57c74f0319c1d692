import { index, integer, numeric, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './schema';

/**
 * What each call to an AI service used and cost us at list prices (docs/provider-costs.md): one
 * row per story, picture, narration or book made by a remote model. Our own accounting, not the
 * parent's: the credit ledger says what the parent paid.
 */
export const providerCosts = pgTable(
  'provider_costs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept as null when the account is deleted: the cost was still ours. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The story it was for (no foreign key: the cost outlives a deleted story). */
    storyId: uuid('story_id'),
    /** story | picture | narration | book */
    kind: text('kind').notNull(),
    service: text('service').notNull(),
    model: text('model').notNull(),
    requestId: text('request_id'),
    inputTokens: integer('input_tokens'),
    outputTokens: integer('output_tokens'),
    images: integer('images'),
    characters: integer('characters'),
    seconds: real('seconds'),
    /** US dollars; null when the model's price is not in config/ai-models.ts. */
    costUsd: numeric('cost_usd', { precision: 12, scale: 6, mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('provider_costs_story_idx').on(t.storyId),
    index('provider_costs_created_idx').on(t.createdAt),
  ],
);
