import { parentPort } from 'node:worker_threads';
import type { IndexedTiming, SpeechSentence, SpokenPiece } from '../types';
import { Mp3Encoder } from './encode-mp3';
import { FliteEngine } from './flite-engine';
import { narrationSteps, type RenderedNarration, type RenderOptions } from './render-narration';

/** What the narrator thread is asked: one story's sentences. */
export interface NarrationTask {
  kind: 'narrate';
  id: number;
  sentences: SpeechSentence[];
  options: RenderOptions;
}

/** A story nobody is waiting for any more (the job was stopped): its remaining sentences are dropped. */
export interface CancelTask {
  kind: 'cancel';
  id: number;
}

/** Load the engine and an encoder now, before the first story asks for them. */
export interface WarmTask {
  kind: 'warm';
}

/** Messages back: pieces of the story's MP3 as they are made, then how it ended. */
export type NarrationReply =
  | { id: number; kind: 'piece'; mp3: ArrayBuffer; timings: IndexedTiming[] }
  | ({ id: number; kind: 'done' } & RenderedNarration)
  | { id: number; kind: 'failed'; message: string };

interface Story {
  task: NarrationTask;
  steps?: Generator<SpokenPiece, RenderedNarration, void>;
  encoder?: Mp3Encoder;
  /** Seconds of audio handed on so far, and when the first of it was. */
  spokenSeconds: number;
  firstPieceAt?: number;
}

/**
 * The story to speak a sentence of next: one that has not been heard at all yet, else the one
 * whose listener is closest to running out of audio (the least spoken ahead of real time).
 * Exported for its unit test.
 */
export function nextStory<T extends { spokenSeconds: number; firstPieceAt?: number }>(
  stories: Iterable<T>,
  now: number,
): T | undefined {
  let best: T | undefined;
  let bestLead = Infinity;
  for (const story of stories) {
    const lead =
      story.firstPieceAt === undefined
        ? -Infinity
        : story.spokenSeconds - (now - story.firstPieceAt) / 1000;
    if (lead < bestLead) {
      best = story;
      bestLead = lead;
    }
  }
  return best;
}

/**
 * The narrator thread: Flite and the MP3 encoder are seconds of synchronous CPU for a long story,
 * so they run here and the web process keeps answering requests. Several stories are spoken at
 * once, a sentence at a time in turn — a new one first, then whichever listener has the least
 * audio in hand — and each sentence's frames are posted as soon as they are encoded (streaming
 * narration, docs/decisions/022). Speech is ~30× faster than real time, so every listener keeps
 * ahead while a new one hears its first sentence within one sentence's work of asking.
 */
const port = parentPort;
if (port) {
  let engine: Promise<FliteEngine> | undefined;
  const idleEncoders: Mp3Encoder[] = [];
  const stories = new Map<number, Story>();
  let running = false;

  const post = (reply: NarrationReply, transfer: ArrayBuffer[] = []) =>
    port.postMessage(reply, transfer);

  const release = (story: Story) => {
    stories.delete(story.task.id);
    if (story.encoder) idleEncoders.push(story.encoder);
  };

  const step = async (story: Story) => {
    const { task } = story;
    try {
      if (!story.steps) {
        engine ??= FliteEngine.load();
        story.encoder = idleEncoders.pop() ?? (await Mp3Encoder.load());
        story.steps = narrationSteps(await engine, story.encoder, task.sentences, task.options);
      }
      const result = story.steps.next();
      if (result.done) {
        release(story);
        post({ id: task.id, kind: 'done', ...result.value });
        return;
      }
      const { audio, timings } = result.value;
      story.firstPieceAt ??= Date.now();
      story.spokenSeconds = Math.max(story.spokenSeconds, ...timings.map((t) => t.end));
      const mp3 = new Uint8Array(audio).buffer;
      post({ id: task.id, kind: 'piece', mp3, timings }, [mp3]);
    } catch (error) {
      // A failed engine or encoder may be left in a bad state: neither is used again.
      stories.delete(task.id);
      engine = undefined;
      post({
        id: task.id,
        kind: 'failed',
        message: error instanceof Error ? error.message : String(error),
      });
    }
  };

  const run = async () => {
    if (running) return;
    running = true;
    try {
      for (let story = nextStory(stories.values(), Date.now()); story;) {
        await step(story);
        // Let new stories and cancellations arrive between sentences.
        await new Promise((resolve) => setImmediate(resolve));
        story = nextStory(stories.values(), Date.now());
      }
    } finally {
      running = false;
    }
  };

  const warmUp = async () => {
    try {
      engine ??= FliteEngine.load();
      await engine;
      if (idleEncoders.length === 0) idleEncoders.push(await Mp3Encoder.load());
    } catch {
      // The first story loads them again and reports what fails.
      engine = undefined;
    }
  };

  port.on('message', (message: NarrationTask | CancelTask | WarmTask) => {
    if (message.kind === 'warm') {
      void warmUp();
      return;
    }
    if (message.kind === 'cancel') {
      const story = stories.get(message.id);
      if (story) release(story);
      return;
    }
    stories.set(message.id, { task: message, spokenSeconds: 0 });
    void run();
  });
}
