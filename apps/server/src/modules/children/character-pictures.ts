import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { characterPictures } from '../../db/children-schema';
import type { CastMember } from '../../providers/scene/scene';
import { recordProviderCost } from '../provider-costs/record-provider-cost';
import type { StoryRow } from '../stories/story-repository';
import { listOwnChildrenByIds } from './children-repository';
import { castOfStory } from './story-cast';

type PicturedStory = Pick<StoryRow, 'id' | 'userId' | 'hero' | 'age' | 'cast' | 'childIds'>;

/**
 * The references a story's pictures are drawn from (docs/decisions/060): each child's character
 * picture, the hero's first, drawn once per look by the images API and kept. Undefined where
 * nothing would use them — an illustrator without edits (the embedded painter, dall-e-3) or a
 * hero typed by name alone, who is drawn from nothing but name and age. A drawing that fails
 * throws, as the picture itself would: the caller retries or refunds as for any picture.
 */
export async function castReferences(
  ctx: AppContext,
  story: PicturedStory,
  signal?: AbortSignal,
): Promise<Buffer[] | undefined> {
  if (!ctx.illustrator.drawCharacter || !story.childIds?.length) return undefined;
  const cast = castOfStory(story);
  const ages = await agesOf(ctx, story);
  return Promise.all(
    cast.map((member, i) =>
      characterPicture(
        ctx,
        story,
        member,
        i === 0 ? story.age : ages.get(story.childIds?.[i] ?? ''),
        signal,
      ),
    ),
  );
}

/** The profiles' ages now (a sibling's; the hero's is the story's). A deleted profile has none. */
async function agesOf(ctx: AppContext, story: PicturedStory): Promise<Map<string, number>> {
  const ids = story.childIds?.slice(1) ?? [];
  const rows = await listOwnChildrenByIds(ctx.database.db, story.userId, ids);
  return new Map(rows.map((row) => [row.id, row.age]));
}

/** The kept picture of this look, or a new one drawn, stored and recorded with its cost. */
async function characterPicture(
  ctx: AppContext,
  story: PicturedStory,
  member: CastMember,
  age: number | undefined,
  signal?: AbortSignal,
): Promise<Buffer> {
  const { db } = ctx.database;
  const lookHash = hashOfLook(member, age, ctx.config.imageAi?.model ?? '');
  const mine = and(
    eq(characterPictures.userId, story.userId),
    eq(characterPictures.lookHash, lookHash),
  );
  const [kept] = await db.select().from(characterPictures).where(mine);
  if (kept) {
    const file = await ctx.storage.get(kept.key);
    if (file) return file.data;
    // The row outlived its file (a restore without files): drawn again.
    await db.delete(characterPictures).where(eq(characterPictures.id, kept.id));
  }
  const drawCharacter = ctx.illustrator.drawCharacter;
  if (!drawCharacter) throw new Error('This illustrator draws no character pictures');
  const picture = await drawCharacter({ member, age }, { signal });
  const key = `users/${story.userId}/characters/${lookHash.slice(0, 16)}-${randomBytes(6).toString('hex')}.png`;
  await ctx.storage.put(key, picture.data, picture.contentType);
  const inserted = await db.transaction(async (tx) => {
    const rows = await tx
      .insert(characterPictures)
      .values({ userId: story.userId, lookHash, key })
      .onConflictDoNothing()
      .returning({ id: characterPictures.id });
    // Paid for either way: the cost is ours even when another job's drawing is the one kept.
    await recordProviderCost(tx, {
      userId: story.userId,
      storyId: story.id,
      kind: 'picture',
      usage: picture.usage,
    });
    return rows.length > 0;
  });
  if (inserted) return picture.data;
  // Another picture of this story drew the same child at the same moment: theirs is the one
  // every later picture uses, so this one is too.
  await ctx.storage.delete(key);
  const [winner] = await db.select().from(characterPictures).where(mine);
  const file = winner ? await ctx.storage.get(winner.key) : undefined;
  return file?.data ?? picture.data;
}

/** What the drawing depends on: the look, the age drawn and the model that draws it. */
function hashOfLook(member: CastMember, age: number | undefined, model: string): string {
  const { appearance: a } = member;
  const look = [
    a.skinTone,
    a.hairColour,
    a.hairStyle,
    a.eyeColour,
    a.glasses,
    a.freckles,
    member.favouriteColour,
    age ?? '',
    model,
  ];
  return createHash('sha256').update(JSON.stringify(look)).digest('hex');
}
