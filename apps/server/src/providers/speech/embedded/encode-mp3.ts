import { Mp3Encoder } from '@breezystack/lamejs';

/** Samples handed to the encoder at a time: a multiple of the 1152-sample MP3 frame. */
const CHUNK = 1152 * 16;

/**
 * Encodes mono 16-bit PCM as a constant-bitrate MP3 with lamejs (LAME in JavaScript). At Flite's
 * 16 kHz that is MPEG-2 Layer III; 48 kbps keeps a voice clear at ~360 KB per minute.
 */
export function encodeMp3(samples: Int16Array, sampleRate: number, kbps = 48): Buffer {
  const encoder = new Mp3Encoder(1, sampleRate, kbps);
  const parts: Uint8Array[] = [];
  for (let i = 0; i < samples.length; i += CHUNK) {
    const part = encoder.encodeBuffer(samples.subarray(i, i + CHUNK));
    if (part.length > 0) parts.push(part);
  }
  parts.push(encoder.flush());
  return Buffer.concat(parts.map((p) => Buffer.from(p.buffer, p.byteOffset, p.length)));
}
