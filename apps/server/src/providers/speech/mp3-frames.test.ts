import { beforeAll, describe, expect, it } from 'vitest';
import { Mp3Encoder } from './embedded/encode-mp3';
import { listFrames, Mp3FrameStream, mp3DurationSeconds } from './mp3-frames';

let mp3: Buffer;
beforeAll(async () => {
  const samples = new Int16Array(16000 * 2);
  for (let i = 0; i < samples.length; i += 1) samples[i] = Math.round(6000 * Math.sin(i / 7));
  mp3 = (await Mp3Encoder.load()).encode(samples, 16000);
});

/** Feeds `data` in pieces of `size` bytes; what the stream handed out, piece by piece. */
function feed(data: Buffer, size: number) {
  const stream = new Mp3FrameStream();
  const out: Buffer[] = [];
  for (let at = 0; at < data.length; at += size)
    out.push(stream.push(data.subarray(at, at + size)));
  out.push(stream.end());
  return { out, stream };
}

describe('Mp3FrameStream (framing a streamed answer)', () => {
  it.each([1, 7, 100, 289, 4096])(
    'in pieces of %i bytes, hands out whole frames that join to the file',
    (size) => {
      const { out, stream } = feed(mp3, size);
      for (const piece of out)
        expect(listFrames(piece).reduce((sum, f) => sum + f.length, 0)).toBe(piece.length);
      expect(Buffer.concat(out).equals(mp3)).toBe(true);
      expect(stream.seconds).toBeCloseTo(mp3DurationSeconds(mp3), 5);
    },
  );

  it('drops an ID3v2 tag in front, junk before the first frame and an ID3v1 tag behind', () => {
    const id3 = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 5, 1, 2, 3, 4, 5]);
    const junk = Buffer.from([0xff, 0x00, 0x12]);
    const tail = Buffer.concat([Buffer.from('TAG'), Buffer.alloc(125)]);
    const { out } = feed(Buffer.concat([id3, junk, mp3, tail]), 333);
    expect(Buffer.concat(out).equals(mp3)).toBe(true);
  });

  it('hands out nothing for bytes that are not MP3', () => {
    const { out, stream } = feed(Buffer.from('<html>not audio at all</html>'.repeat(20)), 50);
    expect(Buffer.concat(out).length).toBe(0);
    expect(stream.seconds).toBe(0);
  });
});
