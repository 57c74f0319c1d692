import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createFairQueue } from '../fair-queue';
import type { DecodeRequest } from './decoder-child';
import type { ReencodeOutcome } from './reencode-with-sharp';

/** Compiled, this file is dist/server/*.js next to dist/server/image-decoder.js (build.mjs). */
const COMPILED = import.meta.url.endsWith('.js');

export type DecodeOutcome = ReencodeOutcome | { kind: 'too-slow' } | { kind: 'crashed' };

export interface DecoderProcessesOptions {
  /** Decoder processes at most, so images decoded at once (one per core). */
  processes: number;
  /** A decode still running after this long is stopped by killing its process. */
  timeLimitMs: number;
  /** Images waiting for a process, all requesters together and per requester. */
  waiting: number;
  waitingPerRequester: number;
}

/**
 * Images are decoded in child processes, one image per process at a time, so that a decode can be
 * stopped: libvips checks sharp's `timeout` only between strips of output, and a progressive
 * JPEG's scans are all read before the first strip (a 1000-scan file given a 2 s timeout ran
 * 8 s), so only killing the process bounds every decoder of every format. A decoder that crashes
 * on a hostile file takes its process down, not the server. The processes are shared fairly
 * between requesters (lib/fair-queue.ts): one parent's uploads use at most all but one of them.
 */
export function createDecoderProcesses(options: DecoderProcessesOptions) {
  const queue = createFairQueue({
    slots: options.processes,
    runningPerRequester: Math.max(1, options.processes - 1),
    waiting: options.waiting,
    waitingPerRequester: options.waitingPerRequester,
  });
  const idle: ChildProcess[] = [];
  const all = new Set<ChildProcess>();
  let nextId = 1;

  const spawn = () => {
    const child = COMPILED
      ? fork(fileURLToPath(new URL('./image-decoder.js', import.meta.url)), [], {
          serialization: 'advanced',
        })
      : fork(fileURLToPath(new URL('./decoder-child.ts', import.meta.url)), [], {
          serialization: 'advanced',
          // Under tsx or vitest the child needs the TypeScript loader too.
          execArgv: ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href],
        });
    all.add(child);
    // A process that could not start or be signalled: dropped like one that exited.
    child.on('error', () => child.kill('SIGKILL'));
    child.on('exit', () => {
      all.delete(child);
      const at = idle.indexOf(child);
      if (at >= 0) idle.splice(at, 1);
    });
    // An idle decoder does not keep the server's process alive.
    child.unref();
    child.channel?.unref();
    return child;
  };

  const decodeIn = (child: ChildProcess, request: DecodeRequest, timeLimitMs: number) =>
    new Promise<DecodeOutcome>((resolve) => {
      const finish = (outcome: DecodeOutcome) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        child.off('error', onError);
        resolve(outcome);
      };
      const onMessage = (message: { id?: number; outcome?: ReencodeOutcome }) => {
        if (message.id === request.id && message.outcome) finish(message.outcome);
      };
      const onExit = () => finish({ kind: 'crashed' });
      const onError = () => {
        child.kill('SIGKILL');
        finish({ kind: 'crashed' });
      };
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        finish({ kind: 'too-slow' });
      }, timeLimitMs);
      child.on('message', onMessage);
      child.on('exit', onExit);
      child.on('error', onError);
      child.send(request, (error) => {
        if (error) {
          child.kill('SIGKILL');
          finish({ kind: 'crashed' });
        }
      });
    });

  return {
    /**
     * Re-encodes `data` in a decoder process, after the requester's turn comes (QueueFullError
     * when too many wait). Never throws for bad bytes: the outcome says what happened.
     */
    reencode(
      requester: string,
      data: Buffer,
      maxSide: number,
      timeLimitMs = options.timeLimitMs,
    ): Promise<DecodeOutcome> {
      return queue.run(requester, async () => {
        let child = idle.pop();
        while (child && (!child.connected || child.exitCode !== null)) child = idle.pop();
        child ??= spawn();
        const outcome = await decodeIn(child, { id: nextId++, data, maxSide }, timeLimitMs);
        if (outcome.kind !== 'too-slow' && outcome.kind !== 'crashed' && child.connected)
          idle.push(child);
        return outcome;
      });
    },
    /** Processes alive now (idle or decoding). */
    get processCount() {
      return all.size;
    },
    close() {
      for (const child of all) child.kill('SIGKILL');
    },
  };
}
