import { afterAll, describe, expect, it } from 'vitest';
import type { SpokenPiece } from '../types';
import { listFrames, looksLikeMp3, mp3DurationSeconds } from '../mp3-frames';
import { EmbeddedNarrator } from './embedded-narrator';

const narrator = new EmbeddedNarrator();
afterAll(async () => narrator.close());

describe('EmbeddedNarrator', () => {
  it('speaks sentences on its thread into one MP3 with each sentence’s timing, in order', async () => {
    const spoken = await narrator.narrate([
      { text: 'Once upon a time, a girl called Mia found a sleepy dragon.', pauseAfter: 0.15 },
      { text: '“Hello,” said the dragon — and yawned.', pauseAfter: 0.6 },
      { text: '🌙', pauseAfter: 0 },
      { text: 'Goodnight, Mia.', pauseAfter: 0 },
    ]);
    expect(spoken.contentType).toBe('audio/mpeg');
    expect(looksLikeMp3(spoken.audio)).toBe(true);
    expect(mp3DurationSeconds(spoken.audio)).toBeGreaterThanOrEqual(spoken.durationSeconds);
    expect(mp3DurationSeconds(spoken.audio)).toBeLessThan(spoken.durationSeconds + 0.2);
    expect(spoken.timings).toHaveLength(4);
    expect(spoken.timings[0]?.start).toBe(0);
    for (let i = 1; i < spoken.timings.length; i += 1) {
      const previous = spoken.timings[i - 1]!;
      const current = spoken.timings[i]!;
      expect(current.end).toBeGreaterThan(current.start);
      expect(current.start).toBeGreaterThanOrEqual(previous.end);
    }
    // The paragraph pause sits between the second and third sentence.
    expect(spoken.timings[2]!.start - spoken.timings[1]!.end).toBeCloseTo(0.6, 2);
    // A second of silence after the last sentence lets its fade settle.
    expect(spoken.timings.at(-1)?.end).toBeCloseTo(spoken.durationSeconds - 1, 2);
    expect(narrator.lastCost?.synthesisMs).toBeGreaterThan(0);
  });

  it('hands on each sentence’s frames as it is made: whole frames, in order, joined the file', async () => {
    const pieces: { at: number; piece: SpokenPiece }[] = [];
    const started = performance.now();
    const spoken = await narrator.narrate(
      [
        { text: 'The little owl looked up at the moon.', pauseAfter: 0.5 },
        { text: 'It was round and bright.', pauseAfter: 1.2 },
        { text: 'Goodnight, little owl.', pauseAfter: 0 },
      ],
      { voice: 'awb', onAudio: (piece) => pieces.push({ at: performance.now(), piece }) },
    );
    const finished = performance.now();
    expect(pieces.map((p) => p.piece.timings.map((t) => t.index))).toEqual([[0], [1], [2]]);
    expect(
      pieces.map((p) => ({ start: p.piece.timings[0]!.start, end: p.piece.timings[0]!.end })),
    ).toEqual(spoken.timings);
    expect(Buffer.concat(pieces.map((p) => p.piece.audio)).equals(spoken.audio)).toBe(true);
    // Every piece is whole MP3 frames (so any prefix of the stream plays), 16 kHz at 64 kb/s.
    for (const { piece } of pieces) {
      const frames = listFrames(piece.audio);
      expect(frames.reduce((sum, f) => sum + f.length, 0)).toBe(piece.audio.length);
      expect(frames.every((f) => f.sampleRate === 16000 && f.bitrateKbps === 64)).toBe(true);
    }
    // The first sentence arrived before the story was done.
    expect(pieces[0]!.at).toBeLessThan(finished);
    expect(pieces[0]!.at - started).toBeLessThan(finished - started);
  });

  it('serves several stories at once from its one thread', async () => {
    const results = await Promise.all(
      ['The fox slept.', 'The owl hooted softly.', 'The stars came out.'].map((text) =>
        narrator.narrate([{ text, pauseAfter: 0 }]),
      ),
    );
    expect(results.map((r) => r.timings.length)).toEqual([1, 1, 1]);
    expect(results[1]!.durationSeconds).toBeGreaterThan(results[0]!.durationSeconds);
  });

  it('with two threads, two stories asked at once are narrated side by side', async () => {
    const pool = new EmbeddedNarrator({ threads: 2 });
    try {
      const both = Promise.all(
        ['The fox curled up by the fire.', 'The owl closed one eye.'].map((text) =>
          pool.narrate([{ text, pauseAfter: 0 }]),
        ),
      );
      expect(pool.busyThreads).toBe(2);
      const [fox, owl] = await both;
      expect(fox!.timings).toHaveLength(1);
      expect(owl!.timings).toHaveLength(1);
      expect(pool.busyThreads).toBe(0);
    } finally {
      await pool.close();
    }
  });

  it('speaks a story asked for during a long one after one sentence of it, not after all of it', async () => {
    const long = Array.from({ length: 40 }, (_, i) => ({
      text: `This is sentence number ${i + 1} of a long story about a very sleepy bear.`,
      pauseAfter: 0.2,
    }));
    const events: string[] = [];
    let longPieces = 0;
    const first = narrator.narrate(long, {
      onAudio: () => {
        longPieces += 1;
        if (longPieces === 2) {
          // Asked while the long story is being spoken, on the same (only) thread.
          void narrator
            .narrate([{ text: 'Goodnight, little fox.', pauseAfter: 0 }], {
              onAudio: () => events.push(`short heard after ${longPieces} of the long one`),
            })
            .then(() => events.push('short done'));
        }
      },
    });
    const spoken = await first;
    events.push('long done');
    expect(spoken.timings).toHaveLength(40);
    expect(events[0]).toMatch(/short heard after [2-4] of the long one/);
    expect(events.indexOf('short done')).toBeLessThan(events.indexOf('long done'));
  });

  it('stops speaking a story whose listener went away, and goes on with the others', async () => {
    const controller = new AbortController();
    const sentences = Array.from({ length: 30 }, (_, i) => ({
      text: `Sentence ${i + 1}, softly spoken.`,
      pauseAfter: 0,
    }));
    let heard = 0;
    const stopped = narrator.narrate(sentences, {
      signal: controller.signal,
      onAudio: () => {
        heard += 1;
        if (heard === 2) controller.abort(new Error('gone'));
      },
    });
    await expect(stopped).rejects.toThrow('gone');
    const after = await narrator.narrate([{ text: 'Still here.', pauseAfter: 0 }]);
    expect(after.timings).toHaveLength(1);
    // Nothing more of the stopped story arrived once it was stopped.
    expect(heard).toBeLessThanOrEqual(3);
  });

  it('can load its engine ahead of the first story without keeping anything pending', async () => {
    const warmed = new EmbeddedNarrator({ threads: 1 });
    try {
      warmed.warmUp();
      expect(warmed.busyThreads).toBe(0);
      const spoken = await warmed.narrate([{ text: 'Warm and ready.', pauseAfter: 0 }]);
      expect(looksLikeMp3(spoken.audio)).toBe(true);
      expect(spoken.timings).toHaveLength(1);
    } finally {
      await warmed.close();
    }
  });
});
