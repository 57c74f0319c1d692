import { createHash } from 'node:crypto';
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
    language: row.language,
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
 * The links a share page hands to anyone (docs/decisions/d8-sharing.md, decision 049): our own
 * routes, which check `shared` at every request, never signed file URLs — a signed URL keeps
 * working until it expires, whatever the parent decides meanwhile, and the picture may be the
 * child's photo. `v` names the file, so a new picture or narration is a new URL to a cache.
 */
export function presentSharedStory(publicUrl: string, row: StoryRow): SharedStory {
  const link = (route: string, key: string | null) =>
    key ? `${publicUrl}/api/${route}/${row.id}?v=${fileVersion(key)}` : null;
  return {
    uuid: row.id,
    hero: row.hero,
    elements: row.elements,
    storyText: row.storyText ?? '',
    image: link('getSharedStoryImage', row.imageKey),
    user_uid: row.userId,
    audioUrl: link('getSharedStoryAudio', row.audioKey),
    title: row.title,
    language: row.language,
  };
}

/** A short name of a stored file's key that says nothing of the key itself. */
export const fileVersion = (key: string) =>
  createHash('sha256').update(key).digest('base64url').slice(0, 12);
