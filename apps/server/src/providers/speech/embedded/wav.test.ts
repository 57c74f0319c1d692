import { describe, expect, it } from 'vitest';
import { parseWav } from './wav';

/** A RIFF/WAVE file of 16-bit PCM, with an extra chunk before the data as some writers add. */
function wavFile(samples: number[], { sampleRate = 16000, channels = 1 } = {}) {
  const data = Buffer.alloc(samples.length * 2);
  samples.forEach((s, i) => data.writeInt16LE(s, i * 2));
  const fmt = Buffer.alloc(16);
  fmt.writeUInt16LE(1, 0);
  fmt.writeUInt16LE(channels, 2);
  fmt.writeUInt32LE(sampleRate, 4);
  fmt.writeUInt32LE(sampleRate * 2 * channels, 8);
  fmt.writeUInt16LE(2 * channels, 12);
  fmt.writeUInt16LE(16, 14);
  const chunk = (id: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.write(id, 0, 'latin1');
    head.writeUInt32LE(body.length, 4);
    return Buffer.concat([head, body, body.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0)]);
  };
  const body = Buffer.concat([
    Buffer.from('WAVE'),
    chunk('fmt ', fmt),
    chunk('LIST', Buffer.from('odd')),
    chunk('data', data),
  ]);
  const riff = Buffer.alloc(8);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(body.length, 4);
  return Buffer.concat([riff, body]);
}

describe('parseWav', () => {
  it('reads the samples, signed and in order, wherever the bytes start in memory', () => {
    const samples = [0, 1, -1, 32767, -32768, 1234, -4321];
    const file = wavFile(samples, { sampleRate: 22050 });
    // The same bytes at an odd offset of a larger buffer, as a Buffer from a pool can be.
    const shifted = new Uint8Array(file.length + 1);
    shifted.set(file, 1);
    for (const bytes of [new Uint8Array(file), shifted.subarray(1)]) {
      const pcm = parseWav(bytes);
      expect(pcm.sampleRate).toBe(22050);
      expect([...pcm.samples]).toEqual(samples);
    }
  });

  it('refuses what Flite never writes: stereo, or something that is not a WAV', () => {
    expect(() => parseWav(wavFile([1, 2], { channels: 2 }))).toThrow(/2 channels/);
    expect(() => parseWav(Buffer.from('not a wave file at all'))).toThrow('Not a WAV file');
  });
});
