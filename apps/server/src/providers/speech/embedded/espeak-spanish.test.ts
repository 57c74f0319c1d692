import { afterAll, describe, expect, it } from 'vitest';
import { listFrames, looksLikeMp3, mp3DurationSeconds } from '../mp3-frames';
import type { SpokenPiece } from '../types';
import { EmbeddedNarrator } from './embedded-narrator';
import { espeakRate, speakableSpanish, speakSpanish } from './espeak-spanish';

const narrator = new EmbeddedNarrator();
afterAll(async () => narrator.close());

describe('the Spanish voice (espeak-ng, docs/decisions/074)', () => {
  it('narrates a Spanish story with a read-along mark per sentence, in whole frames', async () => {
    const pieces: SpokenPiece[] = [];
    const sentences = [
      { text: 'Había una vez una oca gruñona llamada Coronel.', pauseAfter: 0.15 },
      { text: '«¡Cua, cua!», graznó Coronel. ¿Quién anda ahí?', pauseAfter: 0.6 },
      { text: '🌙', pauseAfter: 0 },
      { text: 'Buenas noches, Mateo. Dulces sueños.', pauseAfter: 0 },
    ];
    const spoken = await narrator.narrate(sentences, {
      language: 'es',
      wordsPerMinute: 115,
      onAudio: (piece) => pieces.push(piece),
    });
    expect(looksLikeMp3(spoken.audio)).toBe(true);
    expect(spoken.timings).toHaveLength(4);
    expect(spoken.timings[0]?.start).toBe(0);
    for (let i = 1; i < spoken.timings.length; i += 1) {
      expect(spoken.timings[i]!.end).toBeGreaterThan(spoken.timings[i]!.start);
      expect(spoken.timings[i]!.start).toBeGreaterThanOrEqual(spoken.timings[i - 1]!.end);
    }
    // A real sentence is spoken, not a placeholder: seconds of speech for eight words.
    expect(spoken.timings[0]!.end - spoken.timings[0]!.start).toBeGreaterThan(1.5);
    expect(spoken.timings[2]!.start - spoken.timings[1]!.end).toBeCloseTo(0.6, 2);
    expect(spoken.timings.at(-1)?.end).toBeCloseTo(spoken.durationSeconds - 1, 2);
    expect(mp3DurationSeconds(spoken.audio)).toBeGreaterThanOrEqual(spoken.durationSeconds);
    expect(mp3DurationSeconds(spoken.audio)).toBeLessThan(spoken.durationSeconds + 0.2);
    expect(pieces.map((p) => p.timings.map((t) => t.index))).toEqual([[0], [1], [2], [3]]);
    expect(Buffer.concat(pieces.map((p) => p.audio)).equals(spoken.audio)).toBe(true);
    for (const piece of pieces) {
      const frames = listFrames(piece.audio);
      expect(frames.reduce((sum, f) => sum + f.length, 0)).toBe(piece.audio.length);
    }
  });

  it('speaks slower for a slower band, and leaves the quotation marks unsaid', async () => {
    expect(espeakRate(100)).toBeLessThan(espeakRate(125));
    expect(speakableSpanish('«¡Hola!», dijo la oca — y se rio.')).toBe(
      '¡Hola!, dijo la oca, y se rio.',
    );
    const slow = await speakSpanish('La oca buscó el libro de cocina perdido.', espeakRate(100));
    const fast = await speakSpanish('La oca buscó el libro de cocina perdido.', espeakRate(125));
    expect(slow.samples.length / slow.sampleRate).toBeGreaterThan(
      fast.samples.length / fast.sampleRate,
    );
  });
});
