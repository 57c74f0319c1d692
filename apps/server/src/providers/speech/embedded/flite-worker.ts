import { parentPort } from 'node:worker_threads';
import type { IndexedTiming, SpeechSentence } from '../index';
import { Mp3Encoder } from './encode-mp3';
import { FliteEngine } from './flite-engine';
import { renderNarration, type RenderedNarration, type RenderOptions } from './render-narration';

/** What the narrator thread is asked: one story's sentences. */
export interface NarrationTask {
  id: number;
  sentences: SpeechSentence[];
  options: RenderOptions;
}

/** Messages back: pieces of the story's MP3 as they are made, then how it ended. */
export type NarrationReply =
  | { id: number; kind: 'piece'; mp3: ArrayBuffer; timings: IndexedTiming[] }
  | ({ id: number; kind: 'done' } & RenderedNarration)
  | { id: number; kind: 'failed'; message: string };

/**
 * The narrator thread: Flite and the MP3 encoder are seconds of synchronous CPU for a long story,
 * so they run here and the web process keeps answering requests. Stories are done one at a time;
 * each sentence's frames are posted as soon as they are encoded (streaming narration).
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
        const result = renderNarration(
          await engine,
          await encoder,
          task.sentences,
          task.options,
          (piece) => {
            const mp3 = new Uint8Array(piece.audio).buffer;
            const reply: NarrationReply = {
              id: task.id,
              kind: 'piece',
              mp3,
              timings: piece.timings,
            };
            port.postMessage(reply, [mp3]);
          },
        );
        const reply: NarrationReply = { id: task.id, kind: 'done', ...result };
        port.postMessage(reply);
      } catch (error) {
        engine = undefined;
        encoder = undefined;
        const reply: NarrationReply = {
          id: task.id,
          kind: 'failed',
          message: error instanceof Error ? error.message : String(error),
        };
        port.postMessage(reply);
      }
    });
  });
}
