import type { SentenceTiming, SpeechSentence } from '../index';
import type { Mp3Encoder, Mp3Kbps } from './encode-mp3';
import type { FliteEngine, FliteVoiceOptions } from './flite-engine';
import { toSpeakableText } from './speakable-text';

export interface RenderedNarration {
  mp3: Buffer;
  durationSeconds: number;
  timings: SentenceTiming[];
  /** Milliseconds spent in Flite and in the MP3 encoder, for the benchmark. */
  synthesisMs: number;
  encodingMs: number;
}

export interface RenderOptions extends FliteVoiceOptions {
  kbps?: Mp3Kbps;
}

/** A calm bedtime pace: Flite's own is brisk for a child falling asleep. */
export const BEDTIME_STRETCH = 1.15;

/**
 * Speaks each sentence on its own, so its exact length is known (the read-along marks), then
 * joins them with the requested pauses and encodes one MP3.
 */
export function renderNarration(
  engine: FliteEngine,
  encoder: Mp3Encoder,
  sentences: SpeechSentence[],
  options: RenderOptions = {},
): RenderedNarration {
  const voice = {
    voice: options.voice,
    durationStretch: options.durationStretch ?? BEDTIME_STRETCH,
  };
  const started = performance.now();
  let sampleRate = 0;
  const pieces: Int16Array[] = [];
  const timings: SentenceTiming[] = [];
  let length = 0;
  for (const sentence of sentences) {
    const text = toSpeakableText(sentence.text);
    // Nothing Flite can say (an emoji, say): the mark still gets a moment, so marks stay in step.
    const pcm = /[a-z0-9]/i.test(text) ? engine.synthesize(text, voice) : undefined;
    sampleRate ||= pcm?.sampleRate ?? 0;
    if (pcm && pcm.sampleRate !== sampleRate)
      throw new Error('Flite changed its sample rate mid-story');
    const rate = sampleRate || 16000;
    const spoken = pcm?.samples ?? new Int16Array(Math.round(rate * 0.3));
    const pause = new Int16Array(Math.max(0, Math.round(rate * sentence.pauseAfter)));
    timings.push({ start: length / rate, end: (length + spoken.length) / rate });
    pieces.push(spoken, pause);
    length += spoken.length + pause.length;
  }
  const synthesisMs = performance.now() - started;

  const rate = sampleRate || 16000;
  const all = new Int16Array(length);
  let at = 0;
  for (const piece of pieces) {
    all.set(piece, at);
    at += piece.length;
  }
  const encodeStarted = performance.now();
  const mp3 = encoder.encode(all, rate, options.kbps ?? 48);
  return {
    mp3,
    durationSeconds: length / rate,
    timings: timings.map((t) => ({ start: round(t.start), end: round(t.end) })),
    synthesisMs,
    encodingMs: performance.now() - encodeStarted,
  };
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
