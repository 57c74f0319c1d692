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
