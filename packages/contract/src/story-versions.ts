import { z } from 'zod';

/**
 * "Read another version" (docs/decisions/020): a story the parent dislikes is written again with
 * the same hero, elements and cast and a new seed. The first other version is free this long
 * after the story was written; after that (or for a further version) it costs a story's price.
 */
export const FREE_VERSION_MINUTES = 10;

/** GET /api/stories/{storyId}/rewrite: what another version of this story costs now. */
export const anotherVersionCostSchema = z.object({
  /** Credits another version takes now: 0 while the free one is open, else a story's price. */
  cost: z.number().int().min(0),
  /** While it is free: until when (ISO time). Null once it costs credits. */
  freeUntil: z.string().nullable(),
});
export type AnotherVersionCost = z.infer<typeof anotherVersionCostSchema>;

/** POST /api/stories/{storyId}/rewrite. */
export const anotherVersionBodySchema = z.object({
  /**
   * The credits the parent agreed to, as the GET above said. The version is refused (409, nothing
   * taken) when it would cost more — a double click can't turn the free version into a paid one.
   */
  cost: z.number().int().min(0).max(100),
});
export type AnotherVersionBody = z.infer<typeof anotherVersionBodySchema>;

/** The rule as the story page states it. */
export const anotherVersionRule = (storyCredits: number) =>
  `Free for ${FREE_VERSION_MINUTES} minutes after your story is written, then ${storyCredits} credit${storyCredits === 1 ? '' : 's'}, like a new story.`;
