import type { NarrateOptions, Narrator, SpeechSentence, SpokenPiece, SpokenStory } from '../types';
import { FLITE_VOICES } from './flite-voices';
import { NarratorThread, type NarrationCost } from './narrator-thread';

export type { NarrationCost } from './narrator-thread';

export interface EmbeddedNarratorOptions {
  /** Background threads, each narrating one story at a time (at least 1). */
  threads?: number;
}

/**
 * The offline narrator (docs/design.md#narrator): Flite via node:wasi at a bedtime pace, encoded to
 * MP3 with LAME a sentence at a time — on background threads, each started on first use and kept
 * for later stories. A story goes to the thread with the least work waiting, so two stories asked
 * at once are narrated side by side (docs/decisions/010-narration-under-load.md), and each one's
 * audio is handed on as it is made (docs/decisions/022-streaming-narration.md).
 */
export class EmbeddedNarrator implements Narrator {
  readonly voices = FLITE_VOICES.map(({ id, label }) => ({ id, label }));
  private readonly threads: NarratorThread[];
  /** CPU time of the most recent narration, and the stretch it was spoken at. */
  lastCost: (NarrationCost & { durationStretch: number }) | undefined;

  constructor({ threads = 1 }: EmbeddedNarratorOptions = {}) {
    this.threads = Array.from({ length: Math.max(1, threads) }, () => new NarratorThread());
  }

  async narrate(sentences: SpeechSentence[], options: NarrateOptions = {}): Promise<SpokenStory> {
    // Flite speaks only English: a Spanish story is spoken by espeak-ng (docs/decisions/074).
    if (options.language === 'es') {
      const { narrateSpanish } = await import('./espeak-spanish');
      return narrateSpanish(sentences, options);
    }
    const thread = this.threads.reduce((best, t) => (t.waiting < best.waiting ? t : best));
    const pieces: Buffer[] = [];
    const rendered = await thread.narrate(
      sentences,
      { voice: options.voice, wordsPerMinute: options.wordsPerMinute },
      (piece: SpokenPiece) => {
        pieces.push(piece.audio);
        options.onAudio?.(piece);
      },
      options.signal,
    );
    this.lastCost = {
      synthesisMs: rendered.synthesisMs,
      encodingMs: rendered.encodingMs,
      durationStretch: rendered.durationStretch,
    };
    return {
      audio: Buffer.concat(pieces),
      contentType: 'audio/mpeg',
      durationSeconds: rendered.durationSeconds,
      timings: rendered.timings,
    };
  }

  warmUp(): void {
    for (const thread of this.threads) thread.warmUp();
  }

  /** Threads narrating right now. */
  get busyThreads(): number {
    return this.threads.filter((t) => t.waiting > 0).length;
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.close()));
  }
}
