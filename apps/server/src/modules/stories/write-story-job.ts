import { createHash, randomUUID } from 'node:crypto';
import { splitElements, STORY_PROGRESS } from '@sns/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { stories } from '../../db/stories-schema';
import { DiskFullError } from '../../lib/disk-full';
import { withTimeout } from '../../lib/with-timeout';
import { ProviderError } from '../../providers/openai-http';
import type { StoryRequest, WrittenStory } from '../../providers/text/types';
import { addUsage, type ProviderUsage } from '../../providers/usage';
import { QUEUES } from '../../jobs/queue-names';
import { transactionSql } from '../../db/transaction';
import { writerCastOf } from '../children/story-cast';
import { findUnsafeWords } from '../content-safety/find-unsafe-words';
import { refundSpend } from '../credits/credit-ledger';
import { seriesMemoryOf } from '../series/chapter-request';
import { rememberChapter } from '../../providers/text/series-memory';
import { recordProviderCost } from '../provider-costs/record-provider-cost';
import { checkStoryOutput } from './check-story-output';
import { familyLineKeys, findStory, updateStory, type StoryRow } from './story-repository';
import { mainScene, scenesOfStory } from './story-scenes';

export interface WriteStoryJob {
  storyId: string;
}

/** Progress is written at most every this many percent, so polling clients see it move cheaply. */
const PROGRESS_STEP = 10;

export const STORY_FAILED_MESSAGE =
  'We could not write this story. Your credit was given back — please try again.';
/** The service would not write from these details (content_filter, moderation_blocked, a refusal). */
export const STORY_REFUSED_MESSAGE =
  "We couldn't write a story from these details — try different words. Your credit was given back.";
/** What came back twice was not fit for a child, so nothing was shown. */
export const STORY_UNSAFE_MESSAGE =
  "The story we were given wasn't right for a child, so we didn't show it. Your credit was given back — please try different details.";
/** Our account with the service cannot write (no quota, a bad key): an operator must act. */
export const STORY_UNAVAILABLE_MESSAGE =
  'Our story writer is unavailable right now. Your credit was given back — please try again later.';
/** Every attempt of our own writer came out with words a children's story must not have (decision 048). */
export const UNSAFE_STORY_MESSAGE =
  "We could not write this story with words right for a children's story. Your credit was given back — please try again, perhaps with other words.";

/** Attempts of a writer without a safety service at a story whose title and text pass the word check, each with its own seed. */
const SAFE_WRITING_ATTEMPTS = 3;

/**
 * Writes the story, checks it, and shows it (docs/decisions/047): the text is saved and the story
 * completed as soon as it is written and checked; its first picture is its own job (the story
 * page shows a painting placeholder meanwhile). Idempotent: a retried job whose story is already
 * complete does nothing. The work is abandoned before the job's expiry, so an attempt never runs
 * on beside its retry, and a story is completed only while it is still running: never over a
 * refund.
 */
export async function runWriteStoryJob(ctx: AppContext, job: WriteStoryJob) {
  const db = ctx.database.db;
  const story = await findStory(db, job.storyId);
  if (!story || story.status === 'completed' || story.status === 'error') return;
  if (!ctx.disk.roomForWork()) throw new DiskFullError();
  await updateStory(db, story.id, { status: 'running', progress: Math.max(story.progress, 5) });

  // A later chapter of a series is written with what the chapters before left (decision 067).
  const chapter = await seriesMemoryOf(db, story);
  let result: WrittenStory;
  try {
    result = await withTimeout(
      jobDeadlineMs(ctx.config.jobs.storyExpireSeconds),
      (signal) => writeCheckedStory(ctx, story, chapter, signal),
      () => new ProviderError('The story took too long to write.', undefined, true),
    );
  } catch (error) {
    const message = parentMessageOf(error);
    if (message) await updateStory(db, story.id, { errorMessage: message });
    throw error;
  }

  const scenes = result.scenes ?? scenesOfStory({ ...story, storyText: result.text });
  await db.transaction(async (tx) => {
    const completed = await tx
      .update(stories)
      .set({
        title: result.title,
        storyText: result.text,
        scenes,
        lineKeys: result.used ?? null,
        chapterMemory: rememberChapter({ ...storyRequestOf(ctx, story), series: chapter?.series }),
        status: 'completed',
        progress: 100,
        errorMessage: null,
        completedAt: new Date(),
      })
      .where(and(eq(stories.id, story.id), eq(stories.status, 'running')))
      .returning({ id: stories.id });
    // Refunded meanwhile, or its account deleted (docs/decisions/012): nothing to show or paint.
    if (completed.length === 0) return;
    await recordProviderCost(tx, {
      userId: story.userId,
      storyId: story.id,
      kind: 'story',
      usage: result.usage,
    });
    await ctx.queue.send(
      QUEUES.paintStoryPicture,
      { storyId: story.id, passage: mainScene(scenes)?.passage ?? null },
      { id: randomUUID(), sql: transactionSql(tx) },
    );
  });
  ctx.queue.wake(QUEUES.paintStoryPicture);
}

/**
 * The writer's story, checked before it reaches a child (check-story-output.ts). A story that
 * fails the check is written once more with stricter wording; failing again, it is refunded.
 */
async function writeCheckedStory(
  ctx: AppContext,
  story: StoryRow,
  chapter: Awaited<ReturnType<typeof seriesMemoryOf>>,
  signal: AbortSignal,
): Promise<WrittenStory> {
  const db = ctx.database.db;
  // What this child has heard before, so tonight's story says it differently (docs/decisions/037).
  const heard = await familyLineKeys(db, story);
  const request: StoryRequest = {
    ...storyRequestOf(ctx, story),
    avoid: chapter ? [...new Set([...heard, ...chapter.lineKeys])] : heard,
    ...(chapter ? { series: chapter.series } : {}),
  };
  let usage: ProviderUsage | undefined;
  for (const strict of [false, true]) {
    let reported: number = STORY_PROGRESS.started;
    // Progress writes are advisory and chained (the percent only goes up): one that fails (a full
    // disk, the database away) is dropped rather than left to reject unheard.
    let progress = Promise.resolve();
    const result = await ctx.writer.write(
      { ...request, strict },
      {
        signal,
        onProgress(fraction) {
          const { started, writtenUpTo } = STORY_PROGRESS;
          const percent = Math.min(
            writtenUpTo,
            started + Math.floor(fraction * (writtenUpTo - started)),
          );
          if (percent - reported < PROGRESS_STEP) return;
          reported = percent;
          progress = progress
            .then(() => updateStory(db, story.id, { progress: percent }))
            .catch(() => undefined);
        },
      },
    );
    await progress;
    if (result.usage) usage = addUsage(usage, result.usage);
    if (!ctx.writer.checkOutput) return writeWithSafeWords(ctx, request, result, signal);
    const scenes = result.scenes ?? scenesOfStory({ ...story, storyText: result.text });
    const check = await checkStoryOutput(
      [result.title, ...result.text.split('\n\n'), mainScene(scenes)?.caption ?? ''],
      ctx.moderator,
      signal,
    );
    if (check.reasons.length === 0) return { ...result, usage };
    ctx.log.warn(
      { storyId: story.id, reasons: check.reasons, strict },
      'a written story failed the safety check',
    );
  }
  // Both attempts were paid for: recorded, though the parent is refunded.
  await recordProviderCost(db, { userId: story.userId, storyId: story.id, kind: 'story', usage });
  throw new ProviderError(
    'The story service twice wrote a story not fit for a child.',
    undefined,
    false,
    'unsafe',
  );
}

/**
 * A writer without a safety service (ours): what it wrote gets the input's word check
 * (docs/content-safety.md), whatever the writer; a story that fails is written again with another
 * seed, and never kept.
 */
async function writeWithSafeWords(
  ctx: AppContext,
  request: StoryRequest,
  first: WrittenStory,
  signal: AbortSignal,
): Promise<WrittenStory> {
  let written = first;
  for (let attempt = 1; ; attempt += 1) {
    if (findUnsafeWords(`${written.title}\n${written.text}`).length === 0) return written;
    if (attempt >= SAFE_WRITING_ATTEMPTS) break;
    written = await ctx.writer.write(
      { ...request, seed: otherSeed(request.seed, attempt) },
      { signal },
    );
  }
  throw new ProviderError(
    'Every attempt held words not fit for a child.',
    undefined,
    false,
    'unsafe-words',
  );
}

/** Another seed for another attempt, still a positive 31-bit integer. */
const otherSeed = (seed: number, attempt: number) => ((seed + attempt * 7919) % (2 ** 31 - 2)) + 1;

function storyRequestOf(ctx: AppContext, story: StoryRow): StoryRequest {
  return {
    hero: story.hero,
    age: story.age,
    elements: splitElements(story.elements) as [string, string, string],
    genre: story.genre,
    plotTwist: story.plotTwist ?? undefined,
    lifeLesson: story.lifeLesson ?? undefined,
    seed: story.seed,
    cast: writerCastOf(story),
    language: story.language,
    safetyIdentifier: safetyIdentifier(ctx, story.userId),
  };
}

/**
 * The parent as the service sees them: a keyed hash of their id (OpenAI's safety_identifier, at
 * most 64 characters), the same for all of one parent's stories and meaningless elsewhere.
 */
export function safetyIdentifier(ctx: AppContext, userId: string): string {
  return createHash('sha256')
    .update(`${ctx.config.sessionSecret}:safety:${userId}`)
    .digest('hex')
    .slice(0, 32);
}

/** The work of one attempt ends a little before the queue takes the job for dead and retries it. */
export function jobDeadlineMs(expireSeconds: number): number {
  const expireMs = expireSeconds * 1000;
  return expireMs - Math.min(5000, expireMs / 10);
}

/** What the parent is told when a failure has more to say than "please try again". */
function parentMessageOf(error: unknown): string | undefined {
  if (!(error instanceof ProviderError) || error.retryable) return undefined;
  if (error.kind === 'refused') return STORY_REFUSED_MESSAGE;
  if (error.kind === 'unsafe') return STORY_UNSAFE_MESSAGE;
  if (error.kind === 'unsafe-words') return UNSAFE_STORY_MESSAGE;
  if (error.kind === 'unavailable') return STORY_UNAVAILABLE_MESSAGE;
  return undefined;
}

/**
 * Every attempt failed (or crashed and expired): mark the story and give back what it cost —
 * only while it is still unfinished, in one statement, so a story completed meanwhile is never
 * refunded and a refunded one never completed.
 */
export async function failWriteStoryJob(ctx: AppContext, job: WriteStoryJob) {
  const story = await findStory(ctx.database.db, job.storyId);
  if (!story || story.status === 'completed' || story.status === 'error') return;
  await ctx.database.db.transaction(async (tx) => {
    const failed = await tx
      .update(stories)
      .set({ status: 'error', errorMessage: story.errorMessage ?? STORY_FAILED_MESSAGE })
      .where(and(eq(stories.id, story.id), inArray(stories.status, ['queued', 'running'])))
      .returning({ id: stories.id });
    if (failed.length === 0) return;
    await refundSpend(tx, story.userId, { reason: 'story', ref: story.id });
  });
}
