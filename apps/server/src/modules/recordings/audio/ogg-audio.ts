import { notAudio, unreadable, type AudioFacts } from './audio-refusal';

/** Opus in Ogg always counts its granule positions at 48 kHz (RFC 7845 §4). */
const OPUS_RATE = 48_000;
const PAGE_HEADER = 27;

/**
 * Reads an Ogg Opus recording (RFC 3533, RFC 7845) as Firefox's and Safari's MediaRecorder write
 * it: one logical stream of pages, each with a valid CRC, from the first byte to the last; the
 * first packet is `OpusHead`, the second `OpusTags`, and audio follows. The duration is the last
 * page's granule position less the pre-skip.
 */
export function readOggAudio(data: Buffer): AudioFacts {
  let at = 0;
  let serial: number | undefined;
  let pages = 0;
  let preSkip = 0;
  let lastGranule = -1n;
  while (at < data.length) {
    const page = readPage(data, at);
    if (pages === 0) {
      if (!(page.flags & 0x02)) throw unreadable('the first page does not begin the stream');
      preSkip = readOpusHead(data.subarray(page.bodyStart, page.end));
      serial = page.serial;
    } else if (page.serial !== serial) {
      // A second logical stream (a chained or multiplexed file) is more than one recording.
      throw notAudio('more than one Ogg stream');
    } else if (
      pages === 1 &&
      data.toString('latin1', page.bodyStart, page.bodyStart + 8) !== 'OpusTags'
    ) {
      throw unreadable('no OpusTags');
    }
    // -1 marks a page on which no packet ends; every other granule only grows.
    if (page.granule !== -1n) lastGranule = page.granule > lastGranule ? page.granule : lastGranule;
    pages += 1;
    at = page.end;
  }
  if (pages < 3 || lastGranule <= BigInt(preSkip)) throw unreadable('no audio after the headers');
  return { codec: 'opus', durationSeconds: Number(lastGranule - BigInt(preSkip)) / OPUS_RATE };
}

function readPage(data: Buffer, at: number) {
  if (at + PAGE_HEADER > data.length) throw unreadable('the file ends inside a page header');
  if (data.toString('latin1', at, at + 4) !== 'OggS') {
    throw at === 0 ? notAudio('not an Ogg file') : unreadable('bytes between Ogg pages');
  }
  if (data[at + 4] !== 0) throw unreadable('an Ogg version other than 0');
  const segments = data[at + 26] ?? 0;
  const bodyStart = at + PAGE_HEADER + segments;
  if (bodyStart > data.length) throw unreadable('the file ends inside a segment table');
  let bodyLength = 0;
  for (let i = 0; i < segments; i += 1) bodyLength += data[at + PAGE_HEADER + i] ?? 0;
  const end = bodyStart + bodyLength;
  if (end > data.length) throw unreadable('the file ends inside a page');
  const page = Buffer.from(data.subarray(at, end));
  const stored = page.readUInt32LE(22);
  page.writeUInt32LE(0, 22);
  if (oggCrc(page) !== stored) throw unreadable('a page whose checksum does not match');
  return {
    flags: data[at + 5] ?? 0,
    granule: data.readBigInt64LE(at + 6),
    serial: data.readUInt32LE(at + 14),
    bodyStart,
    end,
  };
}

/** The identification header (RFC 7845 §5.1); returns the pre-skip in 48 kHz samples. */
function readOpusHead(packet: Buffer) {
  if (packet.length < 19 || packet.toString('latin1', 0, 8) !== 'OpusHead') {
    throw notAudio('an Ogg stream that is not Opus');
  }
  // Versions 0–15 are compatible with this reading; a higher one is a different format.
  if ((packet[8] ?? 0xff) > 15) throw unreadable('an OpusHead version we cannot read');
  if (!packet[9]) throw unreadable('no channels');
  return packet.readUInt16LE(10);
}

let crcTable: Uint32Array | undefined;

/** Ogg's CRC-32: polynomial 0x04c11db7, no reflection, initial value and final XOR 0. */
export function oggCrc(bytes: Uint8Array): number {
  crcTable ??= Uint32Array.from({ length: 256 }, (_, n) => {
    let r = n << 24;
    for (let i = 0; i < 8; i += 1) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
    return r >>> 0;
  });
  let crc = 0;
  for (const byte of bytes) crc = ((crc << 8) ^ crcTable[((crc >>> 24) ^ byte) & 0xff]!) >>> 0;
  return crc;
}
