import { Worker } from 'node:worker_threads';
import type { SpeechSentence, SpokenPiece } from '../types';
import type { CancelTask, NarrationReply, NarrationTask, WarmTask } from './flite-worker';
import type { RenderedNarration, RenderOptions } from './render-narration';

/**
 * Compiled (apps/server/build.mjs) this code is a .js file beside the built flite-worker.js, which
 * a thread runs as is; from sources the thread needs tsx registered first (worker-bootstrap.mjs).
 */
const COMPILED = import.meta.url.endsWith('.js');

type Done = Extract<NarrationReply, { kind: 'done' }>;
type Pending = {
  resolve: (reply: Done) => void;
  reject: (error: Error) => void;
  onPiece: (piece: SpokenPiece) => void;
};

/** What the last narration cost in CPU, for the benchmark. */
export interface NarrationCost {
  synthesisMs: number;
  encodingMs: number;
}

/**
 * One narrator thread (flite-worker.ts): Flite and the MP3 encoder are seconds of synchronous CPU
 * for a long story, so they run off the main thread; it speaks several stories at once, a
 * sentence of each in turn. Started on first use; it stops holding the
 * process open whenever nothing is pending, and a thread that dies is replaced on the next story.
 */
export class NarratorThread {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 1;

  /** Stories sent to this thread and not yet finished. */
  get waiting(): number {
    return this.pending.size;
  }

  /** Speaks a story; `onPiece` gets its MP3 a sentence at a time, in order. */
  async narrate(
    sentences: SpeechSentence[],
    options: RenderOptions,
    onPiece: (piece: SpokenPiece) => void,
    signal?: AbortSignal,
  ): Promise<RenderedNarration> {
    signal?.throwIfAborted();
    const worker = this.ensureWorker();
    const id = this.nextId++;
    const task: NarrationTask = { kind: 'narrate', id, sentences, options };
    const {
      id: _id,
      kind: _kind,
      ...rendered
    } = await new Promise<Done>((resolve, reject) => {
      this.pending.set(id, { resolve, reject, onPiece });
      worker.ref();
      worker.postMessage(task);
      signal?.addEventListener('abort', () => {
        if (!this.settle(id)) return;
        // The thread drops the story's remaining sentences rather than speak them for nobody.
        const cancel: CancelTask = { kind: 'cancel', id };
        worker.postMessage(cancel);
        reject(signal.reason instanceof Error ? signal.reason : new Error('Narration aborted'));
      });
    });
    return rendered;
  }

  /** Starts the thread and loads Flite and an encoder in it, without holding the process open. */
  warmUp(): void {
    const warm: WarmTask = { kind: 'warm' };
    this.ensureWorker().postMessage(warm);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = COMPILED
      ? new Worker(new URL('./flite-worker.js', import.meta.url))
      : new Worker(new URL('./worker-bootstrap.mjs', import.meta.url), {
          workerData: { entry: new URL('./flite-worker.ts', import.meta.url).href },
        });
    worker.on('message', (reply: NarrationReply) => this.receive(reply));
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

  private receive(reply: NarrationReply) {
    if (reply.kind === 'piece') {
      const pending = this.pending.get(reply.id);
      try {
        pending?.onPiece({ audio: Buffer.from(reply.mp3), timings: reply.timings });
      } catch (error) {
        this.settle(reply.id)?.reject(error instanceof Error ? error : new Error(String(error)));
      }
    } else if (reply.kind === 'done') {
      this.settle(reply.id)?.resolve(reply);
    } else {
      this.settle(reply.id)?.reject(
        new Error(`The narrator could not speak this story: ${reply.message}`),
      );
    }
  }

  /** Forgets a request; the thread stops holding the process open once nothing is pending. */
  private settle(id: number): Pending | undefined {
    const pending = this.pending.get(id);
    this.pending.delete(id);
    if (this.pending.size === 0) this.worker?.unref();
    return pending;
  }
}
