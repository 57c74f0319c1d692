import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { stories, storyImages } from '../../db/stories-schema';

export type StoryRow = typeof stories.$inferSelect;

/**
 * The columns a Story answer is made of: a list leaves out the rest (the cast, the scenes), which
 * can be larger than the story and would be read and decoded on every visit for nothing.
 */
const presentedColumns = {
  id: stories.id,
  hero: stories.hero,
  age: stories.age,
  elements: stories.elements,
  genre: stories.genre,
  plotTwist: stories.plotTwist,
  lifeLesson: stories.lifeLesson,
  title: stories.title,
  storyText: stories.storyText,
  imageKey: stories.imageKey,
  audioKey: stories.audioKey,
  pdfBookGenerated: stories.pdfBookGenerated,
  shared: stories.shared,
  status: stories.status,
  createdAt: stories.createdAt,
};

export type PresentedStoryRow = Pick<StoryRow, keyof typeof presentedColumns>;

export async function findStory(db: Database, storyId: string) {
  const [row] = await db.select().from(stories).where(eq(stories.id, storyId));
  return row;
}

export async function findStoryByJob(db: Database, jobId: string) {
  const [row] = await db.select().from(stories).where(eq(stories.jobId, jobId));
  return row;
}

const storiesWithImagesOfUser = preparedPerDatabase('stories_with_images_of_user', (db) =>
  db
    .select({
      ...presentedColumns,
      imageKeys: sql<string[]>`coalesce((
        select array_agg(${storyImages.key} order by ${storyImages.createdAt})
        from ${storyImages} where ${storyImages.storyId} = ${stories.id}
      ), '{}')`,
    })
    .from(stories)
    .where(and(eq(stories.userId, sql.placeholder('userId')), ne(stories.status, 'error')))
    .orderBy(desc(stories.createdAt)),
);

/**
 * The user's stories, newest first and without failed attempts, each with its picture keys in
 * the order they were made — one prepared query: My Stories is read on every visit
 * (docs/decisions/031).
 */
export async function listStoriesWithImagesOfUser(db: Database, userId: string) {
  return storiesWithImagesOfUser(db).execute({ userId });
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
