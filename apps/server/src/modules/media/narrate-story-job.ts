import { randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from '../../context';
import { recordProviderCost } from '../provider-costs/record-provider-cost';
import type { NarrationMarkRow } from '../../db/stories-schema';
import { DiskFullError } from '../../lib/disk-full';
import { refundSpend } from '../credits/credit-ledger';
import { findStory, updateStory } from '../stories/story-repository';
import { createNarrationChunkWriter } from './narration-chunk-writer';
import { deleteNarrationChunks, startNarrationRun } from './narration-chunks-repository';
import { paceForAge } from './narration-pace';
import { signalNarrationProgress } from './narration-progress-signal';
import { completeNarration, failNarration, findNarration } from './narration-repository';
import { splitSentences } from './split-sentences';

export interface NarrateStoryJob {
  storyId: string;
  /** The attempt; also the ledger ref of what it cost. */
  jobId: string;
}

export const NARRATION_FAILED_MESSAGE =
  'We could not record this narration. Your credit was given back — please try again.';

/**
 * Narrates a story into an MP3 with a read-along mark per sentence, at its age band's pace in
 * the chosen voice. Each piece is written to `narration_chunks` as it is made, for the stream
 * (docs/decisions/022-streaming-narration.md); only the complete file becomes the narration.
 * Idempotent: an attempt that no longer owns the narration (already completed, failed or
 * replaced) does nothing, and a retried attempt simply records again, as a new run.
 */
export async function runNarrateStoryJob(ctx: AppContext, job: NarrateStoryJob) {
  const db = ctx.database.db;
  const narration = await findNarration(db, job.storyId);
  if (!narration || narration.jobId !== job.jobId || narration.status !== 'running') return;
  const story = await findStory(db, job.storyId);
  // Deleted with its account since the narration was read (docs/decisions/012): nothing to do.
  if (!story) return;
  if (!story.storyText) throw new Error('The story has no text to narrate');

  // Minutes of narrating for a file that could not be stored: fail now, and be retried or refunded.
  if (!ctx.disk.roomForWork()) throw new DiskFullError();
  const sentences = splitSentences(story.storyText);
  if (sentences.length === 0) throw new Error('The story has no sentences to narrate');
  const run = randomUUID();
  if (!(await startNarrationRun(db, story.id, job.jobId, run))) return;
  const chunks = createNarrationChunkWriter(ctx, story, run, sentences);
  const pace = paceForAge(story.age);
  const spoken = await ctx.narrator.narrate(
    sentences.map((s, i) => ({
      text: s.text,
      // The last one is followed by the narrator's own quiet ending.
      pauseAfter:
        i === sentences.length - 1 ? 0 : s.endsParagraph ? pace.paragraphPause : pace.sentencePause,
    })),
    {
      voice: narration.voice ?? undefined,
      wordsPerMinute: pace.wordsPerMinute,
      language: story.language,
      onAudio: (piece) => chunks.add(piece),
    },
  );
  await chunks.flushed();
  const marks: NarrationMarkRow[] = sentences.map((s, i) => ({
    start: spoken.timings[i]?.start ?? 0,
    end: spoken.timings[i]?.end ?? 0,
    charStart: s.charStart,
    charEnd: s.charEnd,
  }));

  const key = `stories/${story.userId}/${story.id}/narration-${randomBytes(6).toString('hex')}.mp3`;
  await ctx.storage.put(key, spoken.audio, spoken.contentType);
  let completed = false;
  try {
    completed = await db.transaction(async (tx) => {
      const done = await completeNarration(tx, story.id, job.jobId, {
        audioKey: key,
        marks,
        durationSeconds: spoken.durationSeconds,
      });
      // The story presenter's audioUrl comes from here: set only once the narration is complete.
      if (done) {
        await updateStory(tx, story.id, { audioKey: key });
        await recordProviderCost(tx, {
          userId: story.userId,
          storyId: story.id,
          kind: 'narration',
          usage: spoken.usage,
        });
        // The file has every byte now: streams finish from it.
        await deleteNarrationChunks(tx, story.id);
      }
      return done;
    });
  } finally {
    if (!completed) await ctx.storage.delete(key);
  }
  signalNarrationProgress(story.id);
  // The narration in another voice this one replaced (docs/decisions/022).
  if (completed && narration.audioKey && narration.audioKey !== key)
    await ctx.storage.delete(narration.audioKey).catch(() => {});
}

/** Every attempt failed (or crashed and expired): mark the narration and give back what it cost. */
export async function failNarrateStoryJob(ctx: AppContext, job: NarrateStoryJob) {
  await ctx.database.db.transaction(async (tx) => {
    const failed = await failNarration(tx, job.storyId, job.jobId, NARRATION_FAILED_MESSAGE);
    if (failed) {
      await refundSpend(tx, failed.userId, { reason: 'narration', ref: job.jobId });
      await deleteNarrationChunks(tx, job.storyId);
    }
  });
  signalNarrationProgress(job.storyId);
}
