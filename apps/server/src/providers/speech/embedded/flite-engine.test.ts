import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FliteEngine } from './flite-engine';
import { toSpeakableText } from './speakable-text';

let engine: FliteEngine;
beforeAll(async () => {
  engine = await FliteEngine.load();
});
afterAll(() => engine.dispose());

describe('FliteEngine', () => {
  it('speaks a short sentence as 16 kHz PCM of a plausible length', () => {
    const pcm = engine.synthesize('Goodnight, little dragon. Sleep well.');
    expect(pcm.sampleRate).toBe(16000);
    const seconds = pcm.samples.length / pcm.sampleRate;
    // About six syllables a second with Flite's lead-in and trailing pauses.
    expect(seconds).toBeGreaterThan(1.2);
    expect(seconds).toBeLessThan(5);
    const peak = pcm.samples.reduce((max, s) => Math.max(max, Math.abs(s)), 0);
    expect(peak).toBeGreaterThan(1000);
  });

  it('slows down with a duration stretch, for bedtime', () => {
    const text = 'The moon rose slowly over the quiet hills.';
    const normal = engine.synthesize(text).samples.length;
    const slow = engine.synthesize(text, { durationStretch: 1.3 }).samples.length;
    expect(slow / normal).toBeGreaterThan(1.15);
    expect(slow / normal).toBeLessThan(1.45);
  });

  it('speaks lower with a lower target pitch (int_f0_target_mean), at the same length', () => {
    const text = 'The moon rose slowly over the quiet hills, and the owl went to sleep.';
    const own = engine.synthesize(text);
    const lower = engine.synthesize(text, { pitchHz: 150 });
    expect(lower.samples.length).toBe(own.samples.length);
    expect(medianPitch(lower.samples, 16000)).toBeLessThan(medianPitch(own.samples, 16000) * 0.95);
  });

  it('lengthens the speech in proportion to the stretch (what bedtime-pace.ts relies on)', () => {
    const text = 'Once upon a time, a little fox curled up under the silver moon.';
    const normal = engine.synthesize(text).samples.length;
    const slow = engine.synthesize(text, { durationStretch: 1.5 }).samples.length;
    expect(slow / normal).toBeCloseTo(1.5, 1);
  });

  it('speaks exactly as a fresh engine does, however many runs came before (its memory is reset)', async () => {
    const texts = [
      'Once upon a time, a girl called Mia found a sleepy dragon.',
      '"Hello," said the dragon, and yawned.',
      'Hi.',
      'Zzz... 42 owls, 3 moons and Dr. Fox!',
    ];
    const fresh = new Map<string, Int16Array>();
    for (const text of texts) {
      const once = await FliteEngine.load();
      try {
        fresh.set(text, once.synthesize(text, { durationStretch: 1.15 }).samples);
      } finally {
        once.dispose();
      }
    }
    for (let round = 0; round < 3; round += 1) {
      for (const text of texts) {
        const samples = engine.synthesize(text, { durationStretch: 1.15 }).samples;
        expect(samples.length, text).toBe(fresh.get(text)!.length);
        expect(Buffer.from(samples.buffer).equals(Buffer.from(fresh.get(text)!.buffer)), text).toBe(
          true,
        );
      }
    }
  });

  it('survives many runs in a row (Node’s WASI fast-call crash is avoided)', () => {
    for (let i = 0; i < 12; i += 1) {
      expect(
        engine.synthesize(`Sentence number ${i + 1} is spoken clearly and calmly tonight.`).samples
          .length,
      ).toBeGreaterThan(16000);
    }
  });
});

describe('toSpeakableText', () => {
  it('turns typography and accents into plain text Flite can read', () => {
    expect(toSpeakableText('“Zoë’s dream…” — she said.\n')).toBe(`"Zoe's dream...", she said.`);
    expect(toSpeakableText('Stars ✨ and 🌙 moon')).toBe('Stars and moon');
  });
});

/** The median pitch of the loud parts, by autocorrelation over 40 ms windows (60–400 Hz). */
function medianPitch(samples: Int16Array, rate: number): number {
  const window = Math.round(rate * 0.04);
  const found: number[] = [];
  for (let at = 0; at + window < samples.length; at += window) {
    let energy = 0;
    for (let j = 0; j < window; j += 1) energy += samples[at + j]! ** 2;
    if (energy / window < 1e6) continue;
    let best = 0;
    let bestLag = 0;
    for (let lag = Math.floor(rate / 400); lag < rate / 60; lag += 1) {
      let sum = 0;
      for (let j = 0; j < window - lag; j += 1) sum += samples[at + j]! * samples[at + j + lag]!;
      if (sum > best) [best, bestLag] = [sum, lag];
    }
    if (bestLag) found.push(rate / bestLag);
  }
  found.sort((a, b) => a - b);
  return found[Math.floor(found.length / 2)] ?? 0;
}
