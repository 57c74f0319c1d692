import { CREDITS, type MediaCosts } from '@sns/contract';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { hasFreeUse } from '../credits/credit-ledger';

/**
 * What the user's next story, extra picture and narration cost (docs/decisions/d1-credits.md: the first of
 * each is free).
 */
export async function readMediaCosts(ctx: AppContext, userId: string): Promise<MediaCosts> {
  const db = ctx.database.db;
  const [storyFree, imageFree, narrationFree, [user]] = await Promise.all([
    hasFreeUse(db, userId, 'story'),
    hasFreeUse(db, userId, 'image'),
    hasFreeUse(db, userId, 'narration'),
    db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)),
  ]);
  return {
    story: storyFree ? 0 : CREDITS.story,
    image: imageFree ? 0 : CREDITS.extraImage,
    narration: narrationFree ? 0 : CREDITS.narration,
    credits: user?.credits ?? 0,
  };
}
