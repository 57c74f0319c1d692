import type { AudioUrlResponse, Story } from '@sns/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { creditLedger } from '../../src/db/schema';
import { stories, storyImages, storyNarrations } from '../../src/db/stories-schema';
import type { TestClient } from './factories';
import { storedFiles } from './files';
import { waitForWorker, waitUntil } from './wait';
import type { TestApp } from './test-app';

export const STORY_REQUEST = {
  hero: 'Maya',
  age: 5,
  elements: 'a dragon, an umbrella, the moon',
  genre: 'Fantasy',
} as const;

/** Asks for a story through the API and waits until it is written; returns it as the owner sees it. */
export async function createCompletedStory(
  client: TestClient,
  body: Record<string, unknown> = {},
): Promise<Story> {
  const accepted = await client.post<{ workerId: string; storyId: string }>('/api/generateStory', {
    ...STORY_REQUEST,
    ...body,
  });
  if (accepted.status !== 202) throw new Error(`story refused: ${JSON.stringify(accepted.body)}`);
  const ended = await waitForWorker(client, accepted.body.workerId);
  if (ended.status === 'error') throw new Error('the story failed');
  return waitForStoryPicture(client, accepted.body.storyId);
}

/**
 * The story once its first picture is painted (its own job, after the text): what most tests of
 * pictures, books and sharing start from.
 */
export async function waitForStoryPicture(client: TestClient, storyId: string): Promise<Story> {
  let story: Story | undefined;
  await waitUntil(
    async () => {
      story = (await client.get<Story>(`/api/getStory/${storyId}`)).body;
      if (story.status !== 'completed') throw new Error('the story did not finish in time');
      return story.image !== null;
    },
    { what: 'the story picture', everyMs: 50 },
  );
  return story!;
}

/** Polls GET /api/getAudioUrl until the narration is no longer running. */
export async function waitForNarration(client: TestClient, storyId: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get<AudioUrlResponse>(`/api/getAudioUrl/${storyId}`);
    if (res.status !== 200)
      throw new Error(`getAudioUrl answered ${res.status}: ${JSON.stringify(res.body)}`);
    if (res.body.status !== 'running') return res.body;
    if (Date.now() > until) throw new Error('the narration did not finish in time');
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** GETs a signed file URL (host-relative, as the in-process app serves it). */
export function fetchFile(client: TestClient, url: string) {
  const u = new URL(url);
  return client.get(`${u.pathname}${u.search}`);
}

/**
 * Everything a picture or narration call could change: stories, pictures, narrations, the
 * ledger, queued narration jobs and the stored files. Compare before and after a refused call.
 */
export async function mediaState(t: TestApp) {
  const { db } = t.ctx.database;
  const jobs = await t.ctx.database.executeSql(
    `select count(*)::int as n from pgboss.job where name = 'narrate-story'`,
  );
  return {
    stories: await db.select().from(stories).orderBy(asc(stories.id)),
    images: await db.select().from(storyImages).orderBy(asc(storyImages.id)),
    narrations: await db.select().from(storyNarrations).orderBy(asc(storyNarrations.storyId)),
    ledger: await db.select().from(creditLedger).orderBy(asc(creditLedger.id)),
    narrationJobs: (jobs.rows[0] as { n: number } | undefined)?.n ?? 0,
    files: storedFiles(t),
  };
}

/** Ledger rows of one reason for one user (e.g. 'narration', 'image'). */
export async function ledgerRows(t: TestApp, userId: string, reason: string) {
  return t.ctx.database.db
    .select()
    .from(creditLedger)
    .where(sql`${creditLedger.userId} = ${userId} and ${creditLedger.reason} = ${reason}`)
    .orderBy(asc(creditLedger.id));
}

/** The stored image keys of a story, oldest first. */
export async function imageRows(t: TestApp, storyId: string) {
  return t.ctx.database.db
    .select()
    .from(storyImages)
    .where(eq(storyImages.storyId, storyId))
    .orderBy(asc(storyImages.createdAt));
}

/** Replaces a story's text (a short one keeps narration tests quick; the engine is the same). */
export async function setStoryText(t: TestApp, storyId: string, text: string) {
  await t.ctx.database.db.update(stories).set({ storyText: text }).where(eq(stories.id, storyId));
}

export const SHORT_STORY =
  'Once upon a time, Maya found a sleepy dragon under the moon.\n\n“Hello,” said the dragon, and it yawned. They shared an umbrella in the soft rain.\n\nGoodnight, Maya.';
