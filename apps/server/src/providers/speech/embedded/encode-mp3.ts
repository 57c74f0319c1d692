import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createEncoder, type WasmMediaEncoder } from 'wasm-media-encoders';

/** LAME 3.100 compiled to WebAssembly, as wasm-media-encoders ships it. */
const MP3_WASM_PATH = createRequire(import.meta.url).resolve('wasm-media-encoders/wasm/mp3');

/** Constant bitrates LAME accepts for 16–24 kHz (MPEG-2) and 32–48 kHz (MPEG-1) alike. */
export type Mp3Kbps = 32 | 40 | 48 | 64 | 80 | 96 | 112 | 128;

const MP3_SAMPLE_RATES = [8000, 11025, 12000, 16000, 22050, 24000, 32000, 44100, 48000] as const;
type Mp3SampleRate = (typeof MP3_SAMPLE_RATES)[number];

/**
 * Narrations are 16 kHz mono (what every Flite voice but kal speaks) at 64 kb/s constant bitrate:
 * a third more bits than the 48 kb/s of docs/decisions/010 for the same 8 kHz of speech band,
 * with no resampling — the voices have nothing above 8 kHz for a higher rate to carry.
 */
export const NARRATION_KBPS: Mp3Kbps = 64;

/** Samples converted and handed to the encoder at a time: a multiple of the 1152-sample frame. */
const CHUNK = 1152 * 16;

let compiled: Promise<WebAssembly.Module> | undefined;

/**
 * Encodes mono 16-bit PCM as constant-bitrate MP3 with LAME compiled to WebAssembly: about four
 * times faster than lamejs (LAME ported to JavaScript) for the same frames, which made MP3
 * encoding the larger half of a narration's CPU (docs/decisions/010-narration-under-load.md).
 * One encoder is reused for every story; it is not safe to share between concurrent encodes,
 * which on the narrator's thread never happen.
 */
export class Mp3Encoder {
  private constructor(private readonly lame: WasmMediaEncoder<'audio/mpeg'>) {}

  /** Compiles the WASM module once per thread (~10 ms) and makes an encoder on it. */
  static async load(): Promise<Mp3Encoder> {
    compiled ??= WebAssembly.compile(readFileSync(MP3_WASM_PATH));
    return new Mp3Encoder(await createEncoder('audio/mpeg', await compiled));
  }

  /**
   * Starts a new MP3 stream: `push` then hands back each piece's frames as soon as LAME has them,
   * so a narration can be sent while it is still being spoken (docs/decisions/022). The pieces
   * joined are exactly the file `encode` would make of the same samples.
   */
  start(sampleRate: number, kbps: Mp3Kbps = NARRATION_KBPS): void {
    if (!MP3_SAMPLE_RATES.includes(sampleRate as Mp3SampleRate))
      throw new Error(`MP3 cannot carry ${sampleRate} Hz without resampling`);
    // The output rate is pinned: left to itself LAME resamples low bitrates down, and the
    // read-along marks are counted in input samples.
    this.lame.configure({
      channels: 1,
      sampleRate,
      bitrate: kbps,
      outputSampleRate: sampleRate as Mp3SampleRate,
    });
  }

  /** Encodes more samples; the frames that are complete so far (often none for a short piece). */
  push(samples: Int16Array): Buffer {
    const parts: Buffer[] = [];
    const floats = new Float32Array(Math.min(CHUNK, samples.length));
    for (let i = 0; i < samples.length; i += CHUNK) {
      const piece = samples.subarray(i, i + CHUNK);
      const input = floats.subarray(0, piece.length);
      for (let j = 0; j < piece.length; j += 1) input[j] = piece[j]! / 32768;
      // The encoder owns the bytes it returns and reuses them on its next call: copy at once.
      parts.push(Buffer.from(this.lame.encode([input])));
    }
    return Buffer.concat(parts);
  }

  /** The last frames (what LAME still held, padded to a whole frame). */
  finish(): Buffer {
    return Buffer.from(this.lame.finalize());
  }

  /** The whole of `samples` as one MP3 (at Flite's 16 kHz that is MPEG-2 Layer III). */
  encode(samples: Int16Array, sampleRate: number, kbps: Mp3Kbps = NARRATION_KBPS): Buffer {
    this.start(sampleRate, kbps);
    return Buffer.concat([this.push(samples), this.finish()]);
  }
}
