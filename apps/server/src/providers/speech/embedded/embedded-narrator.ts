import { Worker } from 'node:worker_threads';
import type { Narrator, SpeechSentence, SpokenStory } from '../index';
import type { NarrationReply, NarrationTask } from './flite-worker';
import type { RenderOptions } from './render-narration';

type Pending = { resolve: (reply: NarrationReply) => void; reject: (error: Error) => void };

/** What the last narration cost in CPU, for the benchmark. */
export interface NarrationCost {
  synthesisMs: number;
  encodingMs: number;
}

/**
 * The offline narrator (DESIGN §6): Flite via node:wasi, slowed for bedtime, encoded to MP3 with
 * lamejs — all on one background thread, started on first use and kept for later stories.
 */
export class EmbeddedNarrator implements Narrator {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;
  /** CPU time of the most recent narration. */
  lastCost: NarrationCost | undefined;

  constructor(private readonly options: RenderOptions = {}) {}

  async narrate(
    sentences: SpeechSentence[],
    options: { signal?: AbortSignal } = {},
  ): Promise<SpokenStory> {
    options.signal?.throwIfAborted();
    const worker = this.ensureWorker();
    const id = this.nextId++;
    const task: NarrationTask = { id, sentences, options: this.options };
    const reply = await new Promise<NarrationReply>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.ref();
      worker.postMessage(task);
      options.signal?.addEventListener('abort', () => {
        this.settle(id);
        reject(
          options.signal?.reason instanceof Error
            ? options.signal.reason
            : new Error('Narration aborted'),
        );
      });
    });
    if (!reply.ok) throw new Error(`The narrator could not speak this story: ${reply.message}`);
    this.lastCost = { synthesisMs: reply.synthesisMs, encodingMs: reply.encodingMs };
    return {
      audio: Buffer.from(reply.mp3),
      contentType: 'audio/mpeg',
      durationSeconds: reply.durationSeconds,
      timings: reply.timings,
    };
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./worker-bootstrap.mjs', import.meta.url), {
      workerData: { entry: new URL('./flite-worker.ts', import.meta.url).href },
    });
    worker.on('message', (reply: NarrationReply) => {
      this.settle(reply.id)?.resolve(reply);
    });
    const failAll = (error: Error) => {
      if (this.worker === worker) this.worker = undefined;
      for (const id of [...this.pending.keys()]) this.settle(id)?.reject(error);
    };
    worker.on('error', failAll);
    worker.on('exit', (code) =>
      failAll(new Error(`The narrator thread stopped (exit code ${code})`)),
    );
    worker.unref();
    this.worker = worker;
    return worker;
  }

  /** Forgets a request; the thread stops holding the process open once nothing is pending. */
  private settle(id: number): Pending | undefined {
    const pending = this.pending.get(id);
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker?.unref();
    return pending;
  }
}
