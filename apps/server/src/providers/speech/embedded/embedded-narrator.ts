import type { Narrator, SpeechSentence, SpokenStory } from '../index';
import { NarratorThread, type NarrationCost } from './narrator-thread';
import type { RenderOptions } from './render-narration';

export type { NarrationCost } from './narrator-thread';

export interface EmbeddedNarratorOptions extends RenderOptions {
  /** Background threads, each narrating one story at a time (at least 1). */
  threads?: number;
}

/**
 * The offline narrator (docs/design.md#narrator): Flite via node:wasi, slowed for bedtime, encoded
 * to MP3 with LAME — on background threads, each started on first use and kept for later stories. A
 * story goes to the thread with the least work waiting, so two stories asked at once are narrated
 * side by side instead of the second waiting for the whole of the first
 * (docs/decisions/010-narration-under-load.md).
 */
export class EmbeddedNarrator implements Narrator {
  private readonly threads: NarratorThread[];
  /** CPU time of the most recent narration. */
  lastCost: NarrationCost | undefined;

  constructor({ threads = 1, ...render }: EmbeddedNarratorOptions = {}) {
    this.threads = Array.from({ length: Math.max(1, threads) }, () => new NarratorThread(render));
  }

  async narrate(
    sentences: SpeechSentence[],
    options: { signal?: AbortSignal } = {},
  ): Promise<SpokenStory> {
    const thread = this.threads.reduce((best, t) => (t.waiting < best.waiting ? t : best));
    const reply = await thread.narrate(sentences, options.signal);
    this.lastCost = { synthesisMs: reply.synthesisMs, encodingMs: reply.encodingMs };
    return {
      audio: Buffer.from(reply.mp3),
      contentType: 'audio/mpeg',
      durationSeconds: reply.durationSeconds,
      timings: reply.timings,
    };
  }

  /** Threads narrating right now. */
  get busyThreads(): number {
    return this.threads.filter((t) => t.waiting > 0).length;
  }

  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.close()));
  }
}
