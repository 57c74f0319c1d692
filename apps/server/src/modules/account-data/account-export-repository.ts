import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bookJobs } from '../../db/books-schema';
import { characterPictures, children } from '../../db/children-schema';
import { mergedBooks, printOrders } from '../../db/print-schema';
import { cookieConsents } from '../../db/consent-schema';
import { storyVoiceClips, storyVoices } from '../../db/recordings-schema';
import { checkoutSessions } from '../../db/purchases-schema';
import { creditLedger, users } from '../../db/schema';
import {
  pictureRequests,
  series,
  stories,
  storyImages,
  storyNarrations,
} from '../../db/stories-schema';

/** Every row of one account an export is made from — only the signed-in parent's own. */
export async function readAccountRows(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;
  const storyRows = await db
    .select()
    .from(stories)
    .where(eq(stories.userId, userId))
    .orderBy(asc(stories.createdAt), asc(stories.id));
  const images = await db
    .select({ storyId: storyImages.storyId, key: storyImages.key, source: storyImages.source })
    .from(storyImages)
    .innerJoin(stories, eq(stories.id, storyImages.storyId))
    .where(eq(stories.userId, userId))
    .orderBy(asc(storyImages.createdAt), asc(storyImages.id));
  return {
    user,
    stories: storyRows,
    images,
    narrations: await db.select().from(storyNarrations).where(eq(storyNarrations.userId, userId)),
    // A series' name is the parent's words (docs/decisions/066); its chapters are the stories.
    series: await db
      .select()
      .from(series)
      .where(eq(series.userId, userId))
      .orderBy(asc(series.createdAt), asc(series.id)),
    books: await db
      .select()
      .from(bookJobs)
      .where(eq(bookJobs.userId, userId))
      .orderBy(asc(bookJobs.createdAt), asc(bookJobs.id)),
    pictureRequests: await db
      .select()
      .from(pictureRequests)
      .where(eq(pictureRequests.userId, userId))
      .orderBy(asc(pictureRequests.createdAt), asc(pictureRequests.id)),
    ledger: await db
      .select()
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId))
      .orderBy(asc(creditLedger.id)),
    checkouts: await db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, userId))
      .orderBy(asc(checkoutSessions.createdAt)),
    consents: await db.select().from(cookieConsents).where(eq(cookieConsents.userId, userId)),
    children: await db
      .select()
      .from(children)
      .where(eq(children.userId, userId))
      .orderBy(asc(children.createdAt), asc(children.id)),
    // Each child's character picture, drawn once per look (docs/decisions/060).
    characterPictures: await db
      .select()
      .from(characterPictures)
      .where(eq(characterPictures.userId, userId))
      .orderBy(asc(characterPictures.createdAt), asc(characterPictures.id)),
    // Recorded voices are the parent's too (docs/decisions/023): every voice, every clip.
    voices: await db
      .select()
      .from(storyVoices)
      .where(eq(storyVoices.userId, userId))
      .orderBy(asc(storyVoices.createdAt), asc(storyVoices.id)),
    voiceClips: await db
      .select({
        voiceId: storyVoiceClips.voiceId,
        sentence: storyVoiceClips.sentence,
        key: storyVoiceClips.key,
        contentType: storyVoiceClips.contentType,
        durationSeconds: storyVoiceClips.durationSeconds,
      })
      .from(storyVoiceClips)
      .innerJoin(storyVoices, eq(storyVoices.id, storyVoiceClips.voiceId))
      .where(eq(storyVoices.userId, userId))
      .orderBy(asc(storyVoiceClips.voiceId), asc(storyVoiceClips.sentence)),
    // Printed books (docs/decisions/027, 029): the orders with the address as stored.
    mergedBooks: await db
      .select()
      .from(mergedBooks)
      .where(eq(mergedBooks.userId, userId))
      .orderBy(asc(mergedBooks.createdAt), asc(mergedBooks.id)),
    printOrders: await db
      .select()
      .from(printOrders)
      .where(eq(printOrders.userId, userId))
      .orderBy(asc(printOrders.createdAt), asc(printOrders.id)),
  };
}

export type AccountRows = NonNullable<Awaited<ReturnType<typeof readAccountRows>>>;
