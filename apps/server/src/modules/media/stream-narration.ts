import type { AppContext } from '../../context';
import { AppError, errors } from '../../errors';
import { getOwnStory } from '../stories/read-stories';
import { readNarrationChunks } from './narration-chunks-repository';
import { waitForNarrationProgress } from './narration-progress-signal';
import { findNarration, narrationVoice, type NarrationRow } from './narration-repository';

/** How long a stream asked for together with the first getAudioUrl waits for its claim. */
const CLAIM_WAIT_MS = 5_000;
/** How long a failed narration's stream waits for a retry asked at the same time. */
const RETRY_GRACE_MS = 1_000;
/**
 * How often a stream looks at the database when no nudge comes: the job may be in another
 * process (a separate worker over PostgreSQL), whose nudges do not reach this one.
 */
export const STREAM_POLL_MS = 100;

export type OpenedNarrationStream =
  | { kind: 'file'; url: string }
  | { kind: 'stream'; follow: (abort: AbortSignal) => AsyncGenerator<Buffer> };

/** The narration ended badly while a stream followed it: the player sees a cut-off stream. */
class StreamBroken extends Error {}

/**
 * GET /api/narrationStream: the narration's MP3 while it is being made, as it is made
 * (docs/decisions/022-streaming-narration.md). The job writes each piece to the database; this
 * follows them, byte for byte the finished file, and finishes from the file once the narration is
 * complete (its chunks are deleted then). A narration already complete is its file. Nothing here
 * starts or pays for a narration: getAudioUrl does, and this may be asked at the same moment.
 */
export async function openNarrationStream(
  ctx: AppContext,
  userId: string,
  storyId: string,
  /** The voice asked for with getAudioUrl: a finished narration in another voice is not it. */
  voice?: string,
): Promise<OpenedNarrationStream> {
  const story = await getOwnStory(ctx, userId, storyId);
  const until = Date.now() + CLAIM_WAIT_MS;
  const claimed = (r: NarrationRow | undefined) =>
    r !== undefined && (!voice || r.status === 'running' || narrationVoice(ctx, r) === voice);
  // A failed narration may be retried by a getAudioUrl asked at the same moment: give the retry
  // a moment to claim it before saying it failed.
  const retryGraceUntil = Date.now() + RETRY_GRACE_MS;
  const settled = (r: NarrationRow | undefined) =>
    claimed(r) && !(r?.status === 'error' && Date.now() < retryGraceUntil);
  let row = await findNarration(ctx.database.db, story.id);
  while (!settled(row) && Date.now() < until) {
    await waitForNarrationProgress(story.id, STREAM_POLL_MS);
    row = await findNarration(ctx.database.db, story.id);
  }
  if (!row || !claimed(row)) throw errors.narrationNotReady();
  if (row.status === 'completed' && row.audioKey)
    return { kind: 'file', url: await ctx.storage.signedUrl(row.audioKey) };
  if (row.status === 'error') throw narrationFailed(row);
  const jobId = row.jobId;
  return { kind: 'stream', follow: (abort) => followNarration(ctx, story.id, jobId, abort) };
}

async function* followNarration(
  ctx: AppContext,
  storyId: string,
  jobId: string,
  abort: AbortSignal,
): AsyncGenerator<Buffer> {
  const db = ctx.database.db;
  let run: string | undefined;
  let seq = 0;
  let sent = 0;
  while (!abort.aborted) {
    const row = await findNarration(db, storyId);
    // Failed, or replaced by another attempt (a retry, another voice): its bytes are not ours.
    if (!row || row.jobId !== jobId || row.status === 'error')
      throw new StreamBroken('The narration stopped before it was finished');
    if (row.status === 'completed') {
      yield await restOfFile(ctx, row, sent);
      return;
    }
    if (row.streamRun && row.streamRun !== run) {
      // A new run (the first, or a retry after a crash): followed only if nothing was sent yet.
      if (sent > 0) throw new StreamBroken('The narration started again');
      run = row.streamRun;
      seq = 0;
    }
    let moved = false;
    if (run) {
      for (const chunk of await readNarrationChunks(db, run, seq)) {
        if (chunk.seq !== seq || chunk.byteStart !== sent) break; // wait for the file instead
        seq += 1;
        sent += chunk.audio.length;
        moved = true;
        yield chunk.audio;
      }
    }
    if (!moved) await waitForNarrationProgress(storyId, STREAM_POLL_MS, abort);
  }
}

/** The finished file from the first byte not yet sent. */
async function restOfFile(ctx: AppContext, row: NarrationRow, sent: number): Promise<Buffer> {
  const file = row.audioKey ? await ctx.storage.get(row.audioKey) : undefined;
  if (!file || file.data.length < sent) throw new StreamBroken('The narration file is missing');
  return file.data.subarray(sent);
}

function narrationFailed(row: NarrationRow) {
  return new AppError(
    'conflict',
    'narration_failed',
    row.errorMessage ?? 'This narration could not be recorded. Please try again.',
  );
}
