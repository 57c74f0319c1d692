import { parentPort } from 'node:worker_threads';
import type { SpeechSentence } from '../index';
import { Mp3Encoder } from './encode-mp3';
import { FliteEngine } from './flite-engine';
import { renderNarration, type RenderOptions } from './render-narration';

/** What the narrator thread is asked: one story's sentences. */
export interface NarrationTask {
  id: number;
  sentences: SpeechSentence[];
  options: RenderOptions;
}

export type NarrationReply =
  | {
      id: number;
      ok: true;
      mp3: ArrayBuffer;
      durationSeconds: number;
      timings: { start: number; end: number }[];
      synthesisMs: number;
      encodingMs: number;
    }
  | { id: number; ok: false; message: string };

/**
 * The narrator thread: Flite and the MP3 encoder are seconds of synchronous CPU for a long story,
 * so they run here and the web process keeps answering requests. Stories are done one at a time.
 */
const port = parentPort;
if (port) {
  let engine: Promise<FliteEngine> | undefined;
  let encoder: Promise<Mp3Encoder> | undefined;
  let queue = Promise.resolve();
  port.on('message', (task: NarrationTask) => {
    queue = queue.then(async () => {
      try {
        engine ??= FliteEngine.load();
        encoder ??= Mp3Encoder.load();
        const result = renderNarration(await engine, await encoder, task.sentences, task.options);
        const mp3 = new Uint8Array(result.mp3).buffer;
        const reply: NarrationReply = { id: task.id, ok: true, ...result, mp3 };
        port.postMessage(reply, [mp3]);
      } catch (error) {
        engine = undefined;
        encoder = undefined;
        const reply: NarrationReply = {
          id: task.id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        };
        port.postMessage(reply);
      }
    });
  });
}
