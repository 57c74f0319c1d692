import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { Mp3FrameStream } from '../mp3-frames';
import type { NarrateOptions, SentenceTiming, SpeechSentence, SpokenStory } from '../types';
import { DEFAULT_WORDS_PER_MINUTE } from './bedtime-pace';
import { NARRATION_KBPS, Mp3Encoder } from './encode-mp3';
import { fadeOut } from './fade-out';
import { parseWav, type Pcm16 } from './wav';

const run = promisify(execFile);

/** The Spanish voice: Debian's espeak-ng (docs/decisions/074); Flite speaks only English. */
export const SPANISH_VOICE = { id: 'es', label: 'Lucía — español' } as const;

/** Silence after the last sentence, as in English. */
const END_SILENCE_SECONDS = 1;

/**
 * espeak-ng's own rate (words a minute of speech alone) for the pace asked over the whole
 * narration, pauses included: speech takes about four fifths of a bedtime narration's time.
 * espeak-ng speaks no slower than 80.
 */
export function espeakRate(wordsPerMinute = DEFAULT_WORDS_PER_MINUTE): number {
  return Math.round(Math.min(170, Math.max(80, wordsPerMinute * 1.2)));
}

/** What espeak-ng should not read aloud: the quotation marks a Spanish story uses. */
export function speakableSpanish(text: string): string {
  return text
    .replace(/[«»“”"]/g, '')
    .replace(/\s*[—–―]\s*/g, ', ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** One sentence as 16-bit PCM, spoken by espeak-ng's Spanish voice, a little lower and softer. */
export async function speakSpanish(
  text: string,
  rate: number,
  signal?: AbortSignal,
): Promise<Pcm16> {
  const { stdout } = await run(
    'espeak-ng',
    ['-v', 'es', '-s', String(rate), '-p', '40', '-a', '120', '--stdout', text],
    { encoding: 'buffer', maxBuffer: 64 * 1024 * 1024, ...(signal ? { signal } : {}) },
  );
  return parseWav(stdout);
}

/**
 * Narrates Spanish sentences as the English narrator does (docs/decisions/022): each sentence
 * spoken on its own so its exact place in the audio is known (the read-along marks), encoded at
 * once and handed on in whole MP3 frames, the last sentence faded out.
 */
export async function narrateSpanish(
  sentences: SpeechSentence[],
  options: NarrateOptions = {},
): Promise<SpokenStory> {
  const encoder = await Mp3Encoder.load();
  const aligner = new Mp3FrameStream();
  const rate = espeakRate(options.wordsPerMinute);
  const timings: SentenceTiming[] = [];
  const pieces: Buffer[] = [];
  let sampleRate = 0;
  let length = 0;
  for (const [index, sentence] of sentences.entries()) {
    options.signal?.throwIfAborted();
    const text = speakableSpanish(sentence.text);
    const pcm = /\p{L}/u.test(text) ? await speakSpanish(text, rate, options.signal) : undefined;
    if (!sampleRate) {
      sampleRate = pcm?.sampleRate ?? 22050;
      encoder.start(sampleRate, NARRATION_KBPS);
    }
    const spoken = pcm?.samples ?? new Int16Array(Math.round(sampleRate * 0.3));
    const last = index === sentences.length - 1;
    if (last) fadeOut(spoken, sampleRate);
    const pause = new Int16Array(
      Math.round(sampleRate * (sentence.pauseAfter + (last ? END_SILENCE_SECONDS : 0))),
    );
    const timing = {
      start: round(length / sampleRate),
      end: round((length + spoken.length) / sampleRate),
    };
    timings.push(timing);
    length += spoken.length + pause.length;
    const frames = [aligner.push(encoder.push(spoken)), aligner.push(encoder.push(pause))];
    if (last) frames.push(aligner.push(encoder.finish()), aligner.end());
    const audio = Buffer.concat(frames);
    pieces.push(audio);
    options.onAudio?.({ audio, timings: [{ index, ...timing }] });
  }
  return {
    audio: Buffer.concat(pieces),
    contentType: 'audio/mpeg',
    durationSeconds: length / (sampleRate || 22050),
    timings,
  };
}

const round = (seconds: number) => Math.round(seconds * 1000) / 1000;
