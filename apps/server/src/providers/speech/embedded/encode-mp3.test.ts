import { beforeAll, describe, expect, it } from 'vitest';
import { listFrames, looksLikeMp3, mp3DurationSeconds } from '../mp3-frames';
import { Mp3Encoder, type Mp3Kbps } from './encode-mp3';

let encoder: Mp3Encoder;
beforeAll(async () => {
  encoder = await Mp3Encoder.load();
});
const encodeMp3 = (samples: Int16Array, rate: number, kbps: Mp3Kbps) =>
  encoder.encode(samples, rate, kbps);

/** A soft hum: a 220 Hz tone with a little noise, like a voice to the encoder. */
function tone(seconds: number, sampleRate = 16000) {
  const samples = new Int16Array(Math.round(seconds * sampleRate));
  for (let i = 0; i < samples.length; i += 1) {
    samples[i] = Math.round(
      6000 * Math.sin((2 * Math.PI * 220 * i) / sampleRate) + (Math.random() - 0.5) * 400,
    );
  }
  return samples;
}

describe('encodeMp3', () => {
  it('encodes mono 16 kHz PCM as MPEG-2 Layer III frames at 48 kbps', () => {
    const mp3 = encodeMp3(tone(2), 16000, 48);
    // Frame sync: 11 set bits, then MPEG-2 (10), Layer III (01).
    expect(mp3[0]).toBe(0xff);
    expect(mp3[1]! & 0xfe).toBe(0xf2);
    const frames = listFrames(mp3);
    expect(frames.length).toBeGreaterThan(50);
    expect(frames.every((f) => f.sampleRate === 16000 && f.bitrateKbps === 48)).toBe(true);
    expect(looksLikeMp3(mp3)).toBe(true);
  });

  it('keeps the length: duration from the frames matches the input (plus encoder padding)', () => {
    const mp3 = encodeMp3(tone(3.5), 16000, 48);
    const seconds = mp3DurationSeconds(mp3);
    expect(seconds).toBeGreaterThanOrEqual(3.5);
    expect(seconds).toBeLessThan(3.5 + 0.15);
    // 48 kbps: 6 KB per second.
    expect(mp3.length).toBeGreaterThan(3.5 * 6000 * 0.95);
    expect(mp3.length).toBeLessThan(3.7 * 6000);
  });

  it('narrations are 64 kb/s constant bitrate at 16 kHz: 8 KB a second, every frame alike', () => {
    const mp3 = encoder.encode(tone(2), 16000);
    const frames = listFrames(mp3);
    expect(frames.every((f) => f.sampleRate === 16000 && f.bitrateKbps === 64)).toBe(true);
    expect(mp3.length / mp3DurationSeconds(mp3)).toBeCloseTo(8000, -2);
  });

  it('streams: pieces pushed one by one join to exactly the file encode makes', () => {
    const samples = tone(3);
    encoder.start(16000);
    const pieces = [
      encoder.push(samples.subarray(0, 5000)),
      encoder.push(samples.subarray(5000, 30000)),
      encoder.push(samples.subarray(30000)),
      encoder.finish(),
    ];
    expect(Buffer.concat(pieces).equals(encoder.encode(samples, 16000))).toBe(true);
  });

  it('encodes 22.05 kHz too', () => {
    const mp3 = encodeMp3(tone(1, 22050), 22050, 64);
    expect(listFrames(mp3)[0]).toMatchObject({ sampleRate: 22050, bitrateKbps: 64 });
  });

  it('reuses one encoder: a second story is encoded from a clean start', () => {
    const samples = tone(1.5);
    expect(encodeMp3(samples, 16000, 48).equals(encodeMp3(samples, 16000, 48))).toBe(true);
  });

  it('refuses a sample rate MP3 cannot carry rather than resampling it', () => {
    expect(() => encodeMp3(tone(0.5, 17000), 17000, 48)).toThrow(/17000 Hz/);
  });
});

describe('mp3 frames', () => {
  it('skips an ID3v2 tag and ignores bytes that are not audio', () => {
    const mp3 = encodeMp3(tone(1), 16000, 48);
    const id3 = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 5, 1, 2, 3, 4, 5]);
    expect(mp3DurationSeconds(Buffer.concat([id3, mp3]))).toBeCloseTo(mp3DurationSeconds(mp3), 5);
    expect(looksLikeMp3(Buffer.from('<html>not audio</html>'))).toBe(false);
    expect(looksLikeMp3(Buffer.from([0xff, 0xf3, 0x68, 0xc4, 0, 0]))).toBe(false);
  });
});
