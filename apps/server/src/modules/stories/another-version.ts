import { randomInt, randomUUID } from 'node:crypto';
import { CREDITS, FREE_VERSION_MINUTES, type AnotherVersionCost } from '@sns/contract';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { creditLedger } from '../../db/schema';
import { transactionSql, type Transaction } from '../../db/transaction';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError, errors } from '../../errors';
import { QUEUES } from '../../jobs/queue-names';
import { spendCredits } from '../credits/credit-ledger';
import { getOwnStory } from './read-stories';
import { findStory, hasFreeVersion, insertStory, type StoryRow } from './story-repository';

const FREE_VERSION_MS = FREE_VERSION_MINUTES * 60_000;

/** The story page's "Read another version" errors (docs/decisions/020). */
export const versionErrors = {
  costChanged: (cost: number) =>
    new AppError(
      'conflict',
      'version_cost_changed',
      `Another version now costs ${cost} credit${cost === 1 ? '' : 's'}: the free one has been used or its ${FREE_VERSION_MINUTES} minutes are over. Nothing was charged.`,
    ),
};

/**
 * The story every version is measured from: the first one. A version of a version is a version of
 * the first, so the free version can't be chained into endless free stories.
 */
async function firstOf(db: Database, story: StoryRow) {
  if (!story.versionOf) return story;
  return (await findStory(db, story.versionOf)) ?? story;
}

/** The free version is open: inside the window after the first was written, and not yet taken. */
async function freeUntil(db: Database | Transaction, first: StoryRow, now: Date) {
  if (!first.completedAt) return null;
  const until = new Date(first.completedAt.getTime() + FREE_VERSION_MS);
  if (now >= until) return null;
  // A failed free version was refunded ('error'): it no longer holds the free one.
  return (await hasFreeVersion(db, first.id)) ? null : until;
}

/** GET …/rewrite: what another version of the parent's story costs now. */
export async function readAnotherVersionCost(
  ctx: AppContext,
  userId: string,
  storyId: string,
  now = new Date(),
): Promise<AnotherVersionCost> {
  const story = await getOwnStory(ctx, userId, storyId);
  const until = await freeUntil(ctx.database.db, await firstOf(ctx.database.db, story), now);
  return until
    ? { cost: 0, freeUntil: until.toISOString() }
    : { cost: CREDITS.story, freeUntil: null };
}

/**
 * Writes the story again as a new story — same hero, elements, genre, twist, lesson and cast, a new
 * seed — through the story job, so it survives restarts and is refunded on failure like any story.
 * Free once per first story within the window, else it costs a story (the first-one-free rule of
 * docs/decisions/d1-credits.md included). The free one is claimed by the row itself under a unique
 * index, so two requests at once can't both have it; a request that would cost more than the parent
 * agreed is refused.
 */
export async function writeAnotherVersion(
  ctx: AppContext,
  userId: string,
  storyId: string,
  agreedCost: number,
  now = new Date(),
) {
  const db = ctx.database.db;
  const story = await getOwnStory(ctx, userId, storyId);
  if (story.status !== 'completed') throw errors.storyNotReady();
  const first = await firstOf(db, story);
  if (!ctx.disk.roomForWork()) throw errors.storageFull();

  const versionId = randomUUID();
  const jobId = randomUUID();
  try {
    await db.transaction(async (tx) => {
      const free = (await freeUntil(tx, first, now)) !== null;
      const cost = free ? 0 : CREDITS.story;
      if (cost > agreedCost) throw versionErrors.costChanged(cost);
      if (free) {
        // A free version is still a story on the ledger, so a refund of it finds what it cost.
        await tx.insert(creditLedger).values({ userId, delta: 0, reason: 'story', ref: versionId });
      } else {
        await spendCredits(tx, userId, {
          reason: 'story',
          ref: versionId,
          amount: CREDITS.story,
          freeKind: 'story',
        });
      }
      await insertStory(tx, {
        id: versionId,
        userId,
        hero: first.hero,
        age: first.age,
        elements: first.elements,
        genre: first.genre,
        plotTwist: first.plotTwist,
        lifeLesson: first.lifeLesson,
        seed: newSeed(first.seed),
        cast: first.cast,
        childIds: first.childIds,
        language: first.language,
        versionOf: first.id,
        freeVersion: free,
        jobId,
      });
      await ctx.queue.send(
        QUEUES.writeStory,
        { storyId: versionId },
        { id: jobId, sql: transactionSql(tx) },
      );
    });
  } catch (error) {
    // The other of two requests at once took the free version first.
    if (isUniqueViolation(error, 'stories_one_free_version_key'))
      throw versionErrors.costChanged(CREDITS.story);
    throw error;
  }
  ctx.queue.wake(QUEUES.writeStory);
  return { workerId: jobId, storyId: versionId };
}

/** A seed other than the first story's, so the writer tells it differently. */
function newSeed(previous: number) {
  const seed = randomInt(1, 2 ** 31 - 1);
  return seed === previous ? (seed % (2 ** 31 - 2)) + 1 : seed;
}
