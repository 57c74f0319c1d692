import type { NarrationMarkRow } from '../../db/stories-schema';
import type { AppContext } from '../../context';
import type { SpokenPiece } from '../../providers/speech';
import type { TextSentence } from './split-sentences';
import { appendNarrationChunk } from './narration-chunks-repository';
import { signalNarrationProgress } from './narration-progress-signal';

/**
 * Writes a narration's pieces to `narration_chunks` as the narrator makes them, for streams to
 * follow. One insert at a time: pieces that arrive meanwhile go together in the next one, so a
 * fast narrator costs few writes. A failed write stops the chunks there (never a gap a stream
 * could splice across); streams then wait for the finished file, which has every byte.
 */
export function createNarrationChunkWriter(
  ctx: AppContext,
  story: { id: string },
  run: string,
  sentences: TextSentence[],
) {
  let waitingAudio: Buffer[] = [];
  let waitingMarks: NarrationMarkRow[] = [];
  let seq = 0;
  let written = 0;
  let broken = false;
  let writing: Promise<void> = Promise.resolve();

  const writeNext = async () => {
    if (broken || (waitingAudio.length === 0 && waitingMarks.length === 0)) return;
    const audio = Buffer.concat(waitingAudio);
    const marks = waitingMarks;
    waitingAudio = [];
    waitingMarks = [];
    try {
      await appendNarrationChunk(ctx.database.db, {
        run,
        seq,
        storyId: story.id,
        byteStart: written,
        audio,
        marks,
      });
      seq += 1;
      written += audio.length;
      signalNarrationProgress(story.id);
    } catch {
      broken = true;
    }
  };

  return {
    add(piece: SpokenPiece) {
      if (piece.audio.length > 0) waitingAudio.push(piece.audio);
      for (const t of piece.timings) {
        const sentence = sentences[t.index];
        if (sentence)
          waitingMarks.push({
            start: t.start,
            end: t.end,
            charStart: sentence.charStart,
            charEnd: sentence.charEnd,
          });
      }
      writing = writing.then(writeNext);
    },
    /** Every write started so far has settled. */
    async flushed() {
      await writing;
    },
  };
}
