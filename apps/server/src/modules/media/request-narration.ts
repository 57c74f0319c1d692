import { randomUUID } from 'node:crypto';
import { CREDITS, type AudioUrlResponse } from '@sns/contract';
import type { AppContext } from '../../context';
import { transactionSql } from '../../db/transaction';
import { errors, ValidationError } from '../../errors';
import { QUEUES } from '../../jobs/queue-names';
import { spendCredits } from '../credits/credit-ledger';
import { getOwnStory } from '../stories/read-stories';
import {
  claimNarration,
  findNarration,
  narrationVoice,
  type NarrationRow,
} from './narration-repository';
import { signalNarrationProgress } from './narration-progress-signal';
import { listNarrationVoices } from './read-narration-progress';

/**
 * GET /api/getAudioUrl: the story's narration status, starting it on the first call. Claiming the
 * narration, taking the credit (docs/decisions/d1-credits.md: the first narration is free) and
 * queueing the job happen in one transaction: asked twice at once, one call claims and pays, the
 * other just reports. `retry` starts again after a failed attempt (that attempt's credit was
 * already given back). `voice` (docs/decisions/022) chooses the narrator's voice: asked for a
 * finished narration in another voice, it starts a new one, paid as any narration is.
 */
export async function requestNarration(
  ctx: AppContext,
  userId: string,
  storyId: string,
  options: { retry?: boolean; voice?: string } = {},
): Promise<AudioUrlResponse> {
  const { voices, defaultVoice } = listNarrationVoices(ctx);
  if (options.voice !== undefined && !voices.some((v) => v.id === options.voice))
    throw new ValidationError([
      { msg: 'Please choose one of the narration voices', path: 'voice' },
    ]);
  const story = await getOwnStory(ctx, userId, storyId);
  const existing = await findNarration(ctx.database.db, story.id);
  const voice = options.voice ?? (existing ? narrationVoice(ctx, existing) : defaultVoice);
  const startsAgain =
    existing &&
    ((existing.status === 'error' && options.retry) ||
      (existing.status !== 'running' && narrationVoice(ctx, existing) !== voice));
  if (existing && !startsAgain) return presentAudioStatus(ctx, existing);
  if (story.status !== 'completed' || !story.storyText) throw errors.storyNotReady();
  if (!ctx.disk.roomForWork()) throw errors.storageFull();

  const jobId = randomUUID();
  const claimed = await ctx.database.db.transaction(async (tx) => {
    const claim = await claimNarration(
      tx,
      { storyId: story.id, userId, jobId, voice },
      { restartFailed: options.retry === true, defaultVoice },
    );
    if (!claim) return false;
    await spendCredits(tx, userId, {
      reason: 'narration',
      ref: jobId,
      amount: CREDITS.narration,
      freeKind: 'narration',
    });
    await ctx.queue.send(
      QUEUES.narrateStory,
      { storyId: story.id, jobId },
      { id: jobId, sql: transactionSql(tx) },
    );
    return true;
  });
  if (claimed) {
    ctx.queue.wake(QUEUES.narrateStory);
    // A stream asked at the same moment is waiting for this claim (docs/decisions/022).
    signalNarrationProgress(story.id);
    return { status: 'running' };
  }
  const current = await findNarration(ctx.database.db, story.id);
  return current ? presentAudioStatus(ctx, current) : { status: 'running' };
}

/** `{status, audioUrl?}`: the URL is signed when presented, like every stored file. */
export async function presentAudioStatus(
  ctx: AppContext,
  row: NarrationRow,
): Promise<AudioUrlResponse> {
  const status = row.status as AudioUrlResponse['status'];
  if (status === 'completed' && row.audioKey)
    return { status, audioUrl: await ctx.storage.signedUrl(row.audioKey) };
  if (status === 'error')
    return { status, ...(row.errorMessage ? { message: row.errorMessage } : {}) };
  return { status: 'running' };
}
