import type { SharedStory, Story } from '@sns/contract';
import type { Storage } from '../../providers/storage';
import type { PresentedStoryRow, StoryRow } from './story-repository';

/**
 * docs/api.md#design-5-1 Story: keys become signed URLs; the row itself never leaves the server.
 */
export async function presentStory(
  storage: Storage,
  row: PresentedStoryRow,
  imageKeys: string[],
): Promise<Story> {
  const sign = (key: string | null) => (key ? storage.signedUrl(key) : Promise.resolve(null));
  return {
    uuid: row.id,
    hero: row.hero,
    age: row.age,
    elements: row.elements,
    genre: row.genre,
    plotTwist: row.plotTwist,
    lifeLesson: row.lifeLesson,
    title: row.title,
    storyText: row.storyText,
    image: await sign(row.imageKey),
    images: await Promise.all(imageKeys.map((k) => storage.signedUrl(k))),
    audioUrl: await sign(row.audioKey),
    pdfBookGenerated: row.pdfBookGenerated,
    shared: row.shared,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    ...(picturePending(row) ? { picturePending: true } : {}),
  };
}

/**
 * How long after its story a first picture is waited for: its job's attempts, then the embedded
 * painter, take far less; a story still without one after this has none coming.
 */
const PICTURE_WAIT_MS = 15 * 60 * 1000;

/** The story is written and its first picture is on its way (paint-story-picture-job.ts). */
export function picturePending(
  row: Pick<PresentedStoryRow, 'status' | 'imageKey' | 'completedAt'>,
  now = Date.now(),
): boolean {
  return (
    row.status === 'completed' &&
    !row.imageKey &&
    row.completedAt !== null &&
    now - row.completedAt.getTime() < PICTURE_WAIT_MS
  );
}

/**
 * Links handed to anyone holding a share link: short-lived, so they stop working soon after the
 * story stops being shared (docs/decisions/d8-sharing.md). Crawlers get the picture from
 * /api/getSharedStoryImage, which checks `shared` on every request; a visitor's page asks for fresh
 * links each time it opens.
 */
export const SHARED_URL_TTL_SECONDS = 3600;

export async function presentSharedStory(storage: Storage, row: StoryRow): Promise<SharedStory> {
  return {
    uuid: row.id,
    hero: row.hero,
    elements: row.elements,
    storyText: row.storyText ?? '',
    image: row.imageKey ? await storage.signedUrl(row.imageKey, SHARED_URL_TTL_SECONDS) : null,
    user_uid: row.userId,
    audioUrl: row.audioKey ? await storage.signedUrl(row.audioKey, SHARED_URL_TTL_SECONDS) : null,
    title: row.title,
  };
}
