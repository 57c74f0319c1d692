import type { SentenceTiming, SpeechSentence, SpokenPiece } from '../types';
import { Mp3FrameStream } from '../mp3-frames';
import {
  countLetters,
  countWords,
  DEFAULT_WORDS_PER_MINUTE,
  durationStretchFor,
} from './bedtime-pace';
import { NARRATION_KBPS, type Mp3Encoder, type Mp3Kbps } from './encode-mp3';
import { fadeOut } from './fade-out';
import type { FliteEngine } from './flite-engine';
import { fliteVoice } from './flite-voices';
import { toSpeakableText } from './speakable-text';

export interface RenderedNarration {
  durationSeconds: number;
  timings: SentenceTiming[];
  /** The duration_stretch the story was spoken at (bedtime-pace.ts). */
  durationStretch: number;
  /** Milliseconds spent in Flite and in the MP3 encoder, for the benchmark. */
  synthesisMs: number;
  encodingMs: number;
}

export interface RenderOptions {
  /** One of flite-voices.ts's ids; slt when left out. */
  voice?: string;
  /** The pace over the whole narration; the 4–7 band's when left out. */
  wordsPerMinute?: number;
  /** Overrides the pace's stretch (tests of the engine itself). */
  durationStretch?: number;
  kbps?: Mp3Kbps;
}

/** Text Flite can say something of. */
const SAYABLE = /[a-z0-9]/i;

/** Silence after the last sentence, for the fade to settle before the player stops. */
const END_SILENCE_SECONDS = 1;

/**
 * Speaks each sentence on its own, so its exact length is known (the read-along marks), and
 * encodes it at once: `onPiece` gets the MP3 frames LAME has made after every sentence, with that
 * sentence's timing, so the first sentence can be heard while the rest is still being spoken.
 * The last sentence fades out. The pieces joined are the whole file.
 */
export function renderNarration(
  engine: FliteEngine,
  encoder: Mp3Encoder,
  sentences: SpeechSentence[],
  options: RenderOptions,
  onPiece: (piece: SpokenPiece) => void,
): RenderedNarration {
  const steps = narrationSteps(engine, encoder, sentences, options);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    onPiece(step.value);
  }
}

/**
 * The same, one sentence per step: the narrator thread interleaves several stories' steps, so a
 * story asked for while others are being spoken is heard after one sentence, not after them
 * (docs/decisions/022). Each story needs an encoder of its own for as long as it runs.
 */
export function* narrationSteps(
  engine: FliteEngine,
  encoder: Mp3Encoder,
  sentences: SpeechSentence[],
  options: RenderOptions,
): Generator<SpokenPiece, RenderedNarration, void> {
  const voice = fliteVoice(options.voice);
  const speakable = sentences.map((s) => toSpeakableText(s.text));
  const durationStretch =
    options.durationStretch ??
    durationStretchFor(
      {
        words: speakable.reduce((sum, text) => sum + countWords(text), 0),
        letters: speakable.reduce((sum, text) => sum + countLetters(text), 0),
        sentences: speakable.filter((text) => SAYABLE.test(text)).length,
        // The pace is heard up to the last word: the quiet after it is not part of it.
        pauseSeconds: sentences.slice(0, -1).reduce((sum, s) => sum + s.pauseAfter, 0),
      },
      voice,
      options.wordsPerMinute ?? DEFAULT_WORDS_PER_MINUTE,
    );
  const flite = { voice: voice.flite, durationStretch, pitchHz: voice.pitchHz };
  let synthesisMs = 0;
  let encodingMs = 0;
  let sampleRate = 0;
  const timings: SentenceTiming[] = [];
  let length = 0;
  const aligner = new Mp3FrameStream();
  for (const [index, text] of speakable.entries()) {
    const started = performance.now();
    // Nothing Flite can say (an emoji, say): the mark still gets a moment, so marks stay in step.
    const pcm = SAYABLE.test(text) ? engine.synthesize(text, flite) : undefined;
    if (pcm && sampleRate && pcm.sampleRate !== sampleRate)
      throw new Error('Flite changed its sample rate mid-story');
    if (!sampleRate) {
      sampleRate = pcm?.sampleRate ?? 16000;
      encoder.start(sampleRate, options.kbps ?? NARRATION_KBPS);
    }
    const spoken = pcm?.samples ?? new Int16Array(Math.round(sampleRate * 0.3));
    const last = index === speakable.length - 1;
    if (last) fadeOut(spoken, sampleRate);
    const pauseSeconds = sentences[index]!.pauseAfter + (last ? END_SILENCE_SECONDS : 0);
    const pause = new Int16Array(Math.max(0, Math.round(sampleRate * pauseSeconds)));
    const timing = {
      start: round(length / sampleRate),
      end: round((length + spoken.length) / sampleRate),
    };
    timings.push(timing);
    length += spoken.length + pause.length;
    const encodeStarted = performance.now();
    synthesisMs += encodeStarted - started;
    // LAME's output does not end on frame boundaries: only whole frames are handed on, so that
    // whatever part of the stream has arrived plays (the rest follows with the next piece).
    const frames = [aligner.push(encoder.push(spoken)), aligner.push(encoder.push(pause))];
    if (last) frames.push(aligner.push(encoder.finish()), aligner.end());
    encodingMs += performance.now() - encodeStarted;
    yield { audio: Buffer.concat(frames), timings: [{ index, ...timing }] };
  }
  return {
    durationSeconds: length / (sampleRate || 16000),
    timings,
    durationStretch,
    synthesisMs,
    encodingMs,
  };
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
