import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { stories, storyImages } from '../../db/stories-schema';

export type StoryRow = typeof stories.$inferSelect;

export async function findStory(db: Database, storyId: string) {
  const [row] = await db.select().from(stories).where(eq(stories.id, storyId));
  return row;
}

export async function findStoryByJob(db: Database, jobId: string) {
  const [row] = await db.select().from(stories).where(eq(stories.jobId, jobId));
  return row;
}

/** The user's stories, newest first; failed (and refunded) attempts are left out. */
export async function listStoriesOfUser(db: Database, userId: string) {
  return db
    .select()
    .from(stories)
    .where(and(eq(stories.userId, userId), ne(stories.status, 'error')))
    .orderBy(desc(stories.createdAt));
}

export async function listStoriesByIds(db: Database, userId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(stories)
    .where(and(eq(stories.userId, userId), inArray(stories.id, ids)))
    .orderBy(desc(stories.createdAt));
}

export async function listImageKeys(db: Database, storyId: string) {
  const rows = await db
    .select({ key: storyImages.key })
    .from(storyImages)
    .where(eq(storyImages.storyId, storyId))
    .orderBy(storyImages.createdAt);
  return rows.map((r) => r.key);
}

/** Image keys of many stories at once, so a list of stories costs one query, not one per story. */
export async function listImageKeysOfStories(db: Database, storyIds: string[]) {
  const byStory = new Map<string, string[]>();
  if (storyIds.length === 0) return byStory;
  const rows = await db
    .select({ storyId: storyImages.storyId, key: storyImages.key })
    .from(storyImages)
    .where(inArray(storyImages.storyId, storyIds))
    .orderBy(storyImages.createdAt);
  for (const r of rows) byStory.set(r.storyId, [...(byStory.get(r.storyId) ?? []), r.key]);
  return byStory;
}

export async function updateStory(db: Database, storyId: string, values: Partial<StoryRow>) {
  await db.update(stories).set(values).where(eq(stories.id, storyId));
}
