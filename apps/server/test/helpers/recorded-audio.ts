import { readFileSync } from 'node:fs';
import { oggCrc } from '../../src/modules/recordings/audio/ogg-audio';

const fixture = (name: string) =>
  readFileSync(new URL(`../fixtures/audio/${name}`, import.meta.url));

/**
 * Real recordings of Chromium's fake microphone (a beep), made by its MediaRecorder (0.8 s, 32
 * kb/s): WebM/Opus streamed in 250 ms slices (unknown-size Segment and Clusters, no Duration),
 * WebM/Opus in one piece, and MP4 (fragmented, Opus).
 */
export const chromiumWebmSliced = () => fixture('chromium-sliced.webm');
export const chromiumWebm = () => fixture('chromium.webm');
export const chromiumMp4 = () => fixture('chromium.m4a');

/**
 * A complete Ogg Opus file (RFC 7845) of `seconds` of silence, as Firefox's recorder would lay it
 * out: OpusHead and OpusTags on pages of their own, then 20 ms packets, 50 to a page, each page
 * with its CRC. Each packet is a lone TOC byte (CELT, 20 ms): an empty frame, which decodes to
 * silence.
 */
export function oggOpus(seconds: number, options: { serialOfAudio?: number } = {}): Buffer {
  const preSkip = 312;
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1;
  head[9] = 1;
  head.writeUInt16LE(preSkip, 10);
  head.writeUInt32LE(48_000, 12);
  const tags = Buffer.concat([
    Buffer.from('OpusTags', 'latin1'),
    u32le(5),
    Buffer.from('tests', 'latin1'),
    u32le(0),
  ]);
  const packets = Math.round(seconds * 50);
  const pages = [oggPage([head], 0n, 0, 0x02), oggPage([tags], 0n, 1, 0)];
  for (let done = 0, sequence = 2; done < packets; sequence += 1) {
    const count = Math.min(50, packets - done);
    done += count;
    const last = done === packets;
    const granule = BigInt(done * 960 + preSkip);
    const packetsOfPage = Array.from({ length: count }, () => Buffer.from([0xf8]));
    pages.push(
      oggPage(packetsOfPage, granule, sequence, last ? 0x04 : 0, options.serialOfAudio ?? 7),
    );
  }
  return Buffer.concat(pages);
}

function oggPage(packets: Buffer[], granule: bigint, sequence: number, flags: number, serial = 7) {
  const lacing: number[] = [];
  for (const packet of packets) {
    let left = packet.length;
    while (left >= 255) {
      lacing.push(255);
      left -= 255;
    }
    lacing.push(left);
  }
  const header = Buffer.alloc(27 + lacing.length);
  header.write('OggS', 0, 'latin1');
  header[5] = flags;
  header.writeBigInt64LE(granule, 6);
  header.writeUInt32LE(serial, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = lacing.length;
  Buffer.from(lacing).copy(header, 27);
  const page = Buffer.concat([header, ...packets]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

const u32le = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(n);
  return b;
};

/** An EBML element: id bytes, an 8-byte size, then the data. */
function ebml(id: number, ...data: Buffer[]) {
  const body = Buffer.concat(data);
  const idBytes = Buffer.from(
    id
      .toString(16)
      .padStart(2, '0')
      .match(/../g)!
      .map((h) => parseInt(h, 16)),
  );
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length) | (1n << 56n));
  return Buffer.concat([idBytes, size, body]);
}
const uint = (n: number, bytes = 4) => {
  const b = Buffer.alloc(bytes);
  b.writeUIntBE(n, 0, bytes);
  return b;
};

/**
 * A WebM built by hand: the shape of a browser's recording with whatever we want to test — its
 * length, its codec, a video track, an element no recording has. Blocks every 20 ms.
 */
export function handMadeWebm(
  options: {
    seconds?: number;
    codec?: string;
    trackType?: number;
    docType?: string;
    extraSegmentElement?: Buffer;
  } = {},
): Buffer {
  const { seconds = 1, codec = 'A_OPUS', trackType = 2, docType = 'webm' } = options;
  const header = ebml(0x1a45dfa3, ebml(0x4282, Buffer.from(docType, 'latin1')));
  const info = ebml(0x1549a966, ebml(0x2ad7b1, uint(1_000_000)));
  const tracks = ebml(
    0x1654ae6b,
    ebml(
      0xae,
      ebml(0xd7, uint(1, 1)),
      ebml(0x83, uint(trackType, 1)),
      ebml(0x86, Buffer.from(codec, 'latin1')),
    ),
  );
  const clusters: Buffer[] = [];
  const frames = Math.max(1, Math.round(seconds * 50));
  // One cluster a second (relative block times are 16-bit milliseconds).
  for (let first = 0; first < frames; first += 50) {
    const blocks: Buffer[] = [];
    for (let i = first; i < Math.min(frames, first + 50); i += 1) {
      const relative = Buffer.alloc(2);
      relative.writeInt16BE((i - first) * 20);
      blocks.push(ebml(0xa3, Buffer.from([0x81]), relative, Buffer.from([0x80, 0xf8])));
    }
    clusters.push(ebml(0x1f43b675, ebml(0xe7, uint(first * 20)), ...blocks));
  }
  const segment = ebml(
    0x18538067,
    info,
    tracks,
    ...(options.extraSegmentElement ? [options.extraSegmentElement] : []),
    ...clusters,
  );
  return Buffer.concat([header, segment]);
}

export { ebml as ebmlElement };
