import { EventEmitter } from 'node:events';

/**
 * A nudge, within one process, that a story's narration moved on (a chunk was written, it
 * completed or failed). Only a nudge: streams read the truth from the database, and poll it too,
 * so a stream in a web process follows a job in a separate worker process just the same, a poll
 * interval later (docs/decisions/022-streaming-narration.md).
 */
const signal = new EventEmitter();
signal.setMaxListeners(0);

export function signalNarrationProgress(storyId: string): void {
  signal.emit(storyId);
}

/** Resolves at the next nudge for the story, after `ms`, or when `abort` fires, whichever is first. */
export function waitForNarrationProgress(
  storyId: string,
  ms: number,
  abort?: AbortSignal,
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      signal.off(storyId, done);
      abort?.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.once(storyId, done);
    abort?.addEventListener('abort', done, { once: true });
  });
}
