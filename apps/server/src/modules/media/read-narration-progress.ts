import type { NarrationProgress, NarrationVoices } from '@sns/contract';
import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { getOwnStory } from '../stories/read-stories';
import { readNarrationChunkMarks } from './narration-chunks-repository';
import { findNarration } from './narration-repository';

/** The voices of this server's narrator, the default first (docs/decisions/022). */
export function listNarrationVoices(ctx: AppContext): NarrationVoices {
  const voices = ctx.narrator.voices.map(({ id, label }) => ({ id, label }));
  return { voices, defaultVoice: voices[0]!.id };
}

/**
 * GET /api/narrationProgress: the narration's status with the read-along marks known so far —
 * while it streams, those of the sentences already spoken — so the player can light up the
 * sentence being heard before the file is finished.
 */
export async function readNarrationProgress(
  ctx: AppContext,
  userId: string,
  storyId: string,
): Promise<NarrationProgress> {
  const story = await getOwnStory(ctx, userId, storyId);
  const row = await findNarration(ctx.database.db, story.id);
  if (!row) throw errors.narrationNotReady();
  const voice = row.voice ?? listNarrationVoices(ctx).defaultVoice;
  if (row.status === 'completed' && row.audioKey)
    return {
      status: 'completed',
      voice,
      marks: row.marks ?? [],
      durationSeconds: row.durationSeconds ?? undefined,
      audioUrl: await ctx.storage.signedUrl(row.audioKey),
    };
  if (row.status === 'error')
    return { status: 'error', voice, marks: [], message: row.errorMessage ?? undefined };
  const marks = row.streamRun ? await readNarrationChunkMarks(ctx.database.db, row.streamRun) : [];
  return { status: 'running', voice, marks };
}
