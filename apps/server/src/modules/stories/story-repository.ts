import { and, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { stories, storyImages } from '../../db/stories-schema';
import type { Transaction } from '../../db/transaction';

/**
 * Every read and write of `stories` and `story_images` goes through this file (library, books,
 * print and account data have their own repositories for the reads that join other tables). A
 * function taking `Queryable` works on the database or inside the caller's transaction.
 */
type Queryable = Database | Transaction;

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
  completedAt: stories.completedAt,
  language: stories.language,
};

export type PresentedStoryRow = Pick<StoryRow, keyof typeof presentedColumns>;

export async function findStory(db: Queryable, storyId: string) {
  const [row] = await db.select().from(stories).where(eq(stories.id, storyId));
  return row;
}

export async function findStoryByJob(db: Database, jobId: string) {
  const [row] = await db.select().from(stories).where(eq(stories.jobId, jobId));
  return row;
}

const storiesWithImagesOfUser = preparedPerDatabase(
  'stories_with_images_of_user',
  (db) =>
    db
      .select({
        ...presentedColumns,
        // Qualified by hand: Drizzle leaves the columns of a one-table select unqualified, and
        // an unqualified "id" here was the picture's own id, so every list had no pictures.
        imageKeys: sql<string[]>`coalesce((
        select array_agg(i.key order by i.created_at)
        from ${storyImages} i where i.story_id = "stories"."id"
      ), '{}')`,
      })
      .from(stories)
      .where(and(eq(stories.userId, sql.placeholder('userId')), ne(stories.status, 'error')))
      .orderBy(desc(stories.createdAt)),
  { rememberedUntilWrite: true },
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

/** Every picture the story has had, oldest first: where each came from and the moment it shows. */
export async function listStoryImages(db: Database, storyId: string) {
  return db
    .select({ key: storyImages.key, source: storyImages.source, passage: storyImages.passage })
    .from(storyImages)
    .where(eq(storyImages.storyId, storyId))
    .orderBy(storyImages.createdAt);
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

export async function updateStory(db: Queryable, storyId: string, values: Partial<StoryRow>) {
  await db.update(stories).set(values).where(eq(stories.id, storyId));
}

/** As updateStory; false when the story is gone (its account was deleted meanwhile, say). */
export async function updateStoryIfPresent(
  db: Queryable,
  storyId: string,
  values: Partial<StoryRow>,
): Promise<boolean> {
  const updated = await db
    .update(stories)
    .set(values)
    .where(eq(stories.id, storyId))
    .returning({ id: stories.id });
  return updated.length > 0;
}

export async function insertStory(db: Queryable, values: typeof stories.$inferInsert) {
  await db.insert(stories).values(values);
}

/** A picture of the story, kept among its earlier pictures (the main one is `imageKey`). */
export async function insertStoryImage(db: Queryable, image: typeof storyImages.$inferInsert) {
  await db.insert(storyImages).values(image);
}

/**
 * Locks the story's row until the transaction ends, so what depends on it (its voices, its
 * deletion) is decided one request at a time. Its owner, or undefined when there is no such story.
 */
export async function lockStory(tx: Transaction, storyId: string) {
  const [row] = await tx
    .select({ userId: stories.userId })
    .from(stories)
    .where(eq(stories.id, storyId))
    .for('update');
  return row;
}

/** Deletes the story's row; its pictures, narrations, voices and books go with it (cascade). */
export async function deleteStoryRow(tx: Transaction, storyId: string) {
  await tx.delete(stories).where(eq(stories.id, storyId));
}

/** Whether a free version of `storyId` was taken and not refunded (a failed one was). */
export async function hasFreeVersion(db: Queryable, storyId: string): Promise<boolean> {
  const taken = await db
    .select({ id: stories.id })
    .from(stories)
    .where(
      and(
        eq(stories.versionOf, storyId),
        eq(stories.freeVersion, true),
        ne(stories.status, 'error'),
      ),
    )
    .limit(1);
  return taken.length > 0;
}

/** The passages whose moments the story's generated pictures already show. */
export async function drawnPassages(db: Database, storyId: string): Promise<number[]> {
  const rows = await db
    .select({ passage: storyImages.passage })
    .from(storyImages)
    .where(and(eq(storyImages.storyId, storyId), isNotNull(storyImages.passage)));
  return rows.map((row) => row.passage as number);
}

/** How many of a child's latest stories the writer remembers (docs/decisions/037). */
const REMEMBERED_STORIES = 30;

/**
 * The line keys of the same child's latest stories: the same first child profile, or — for
 * stories without profiles — the same hero name, in the same account.
 */
export async function familyLineKeys(
  db: Database,
  story: Pick<StoryRow, 'id' | 'userId' | 'hero' | 'childIds'>,
): Promise<string[]> {
  const child = story.childIds?.[0];
  const sameChild = child
    ? sql`${stories.childIds}[1] = ${child}`
    : sql`lower(${stories.hero}) = lower(${story.hero})`;
  const rows = await db
    .select({ lineKeys: stories.lineKeys })
    .from(stories)
    .where(
      and(
        eq(stories.userId, story.userId),
        ne(stories.id, story.id),
        isNotNull(stories.lineKeys),
        sameChild,
      ),
    )
    .orderBy(desc(stories.createdAt))
    .limit(REMEMBERED_STORIES);
  return [...new Set(rows.flatMap((row) => row.lineKeys ?? []))];
}
