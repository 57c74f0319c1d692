/**
 * Just enough of the MPEG audio frame header (ISO/IEC 11172-3 and 13818-3, Layer III) to check
 * that bytes are an MP3 and to measure how long it plays: neither the encoder nor the speech APIs tell.
 */

// Layer III bitrates in kbps by header index: MPEG-1, then MPEG-2/2.5.
const BITRATES_V1 = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
const BITRATES_V2 = [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160];
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000], // MPEG-1
  2: [22050, 24000, 16000], // MPEG-2
  0: [11025, 12000, 8000], // MPEG-2.5
};

export interface Mp3Frame {
  offset: number;
  length: number;
  sampleRate: number;
  samples: number;
  bitrateKbps: number;
}

/** Bytes taken by an ID3v2 tag at the start (0 when there is none). */
export function id3v2Length(data: Uint8Array): number {
  if (data.length < 10 || data[0] !== 0x49 || data[1] !== 0x44 || data[2] !== 0x33) return 0;
  const size =
    ((data[6]! & 0x7f) << 21) |
    ((data[7]! & 0x7f) << 14) |
    ((data[8]! & 0x7f) << 7) |
    (data[9]! & 0x7f);
  const footer = data[5]! & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/** The Layer III frame whose header starts at `offset`, or undefined when none does. */
export function readFrameHeader(data: Uint8Array, offset: number): Mp3Frame | undefined {
  if (offset + 4 > data.length) return undefined;
  const b1 = data[offset + 1]!;
  const b2 = data[offset + 2]!;
  if (data[offset] !== 0xff || (b1 & 0xe0) !== 0xe0) return undefined;
  const version = (b1 >> 3) & 0x03;
  const layer = (b1 >> 1) & 0x03;
  if (version === 1 || layer !== 1) return undefined; // reserved version, or not Layer III
  const bitrateIndex = b2 >> 4;
  const rateIndex = (b2 >> 2) & 0x03;
  if (bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return undefined;
  const mpeg1 = version === 3;
  const bitrateKbps = (mpeg1 ? BITRATES_V1 : BITRATES_V2)[bitrateIndex]!;
  const sampleRate = SAMPLE_RATES[version]![rateIndex]!;
  const padding = (b2 >> 1) & 0x01;
  const samples = mpeg1 ? 1152 : 576;
  const length = Math.floor(((samples / 8) * bitrateKbps * 1000) / sampleRate) + padding;
  return { offset, length, sampleRate, samples, bitrateKbps };
}

/**
 * Every frame from the first valid one to the end. A frame counts only when the next header
 * follows where it should, so stray 0xFF bytes in a tag or in junk are not taken for audio.
 */
export function listFrames(data: Uint8Array): Mp3Frame[] {
  const frames: Mp3Frame[] = [];
  let offset = id3v2Length(data);
  while (offset + 4 <= data.length) {
    const frame = readFrameHeader(data, offset);
    if (frame && offset + frame.length <= data.length) {
      const next = offset + frame.length;
      const confirmed =
        frames.length > 0 || next === data.length || readFrameHeader(data, next) !== undefined;
      if (confirmed) {
        frames.push(frame);
        offset = next;
        continue;
      }
    }
    // Trailing data (an ID3v1 tag, a cut-off frame) ends the audio; before it, keep looking.
    if (frames.length > 0) break;
    offset += 1;
  }
  return frames;
}

/** Seconds of audio in an MP3, from its frames; 0 when there are none. */
export function mp3DurationSeconds(data: Uint8Array): number {
  return listFrames(data).reduce((sum, f) => sum + f.samples / f.sampleRate, 0);
}

/** True when the bytes start (after any ID3v2 tag) with at least two chained MP3 frames. */
export function looksLikeMp3(data: Uint8Array): boolean {
  return listFrames(data.subarray(0, Math.min(data.length, 64 * 1024))).length >= 2;
}

/**
 * Cuts MP3 bytes arriving in any pieces (a streamed HTTP answer) into whole frames, so that what
 * is passed on always plays: an ID3v2 tag is skipped, the first frame counts once the next header
 * confirms it, and anything after the last frame that is not a frame (an ID3v1 tag) is dropped.
 */
export class Mp3FrameStream {
  private pending = Buffer.alloc(0);
  private started = false;
  private stopped = false;
  /** Seconds of audio in the frames handed out so far. */
  seconds = 0;

  /** Adds bytes; the whole frames now complete (often empty). */
  push(bytes: Uint8Array): Buffer {
    if (this.stopped) return Buffer.alloc(0);
    this.pending = Buffer.concat([this.pending, bytes]);
    if (!this.started && !this.findStart()) return Buffer.alloc(0);
    return this.takeFrames();
  }

  /** The stream ended: the frames still held (a first frame that had no successor to confirm it). */
  end(): Buffer {
    if (this.stopped || this.started) return Buffer.alloc(0);
    const frames = listFrames(this.pending);
    const first = frames[0];
    const last = frames.at(-1);
    this.stopped = true;
    if (!first || !last) return Buffer.alloc(0);
    this.seconds += frames.reduce((sum, f) => sum + f.samples / f.sampleRate, 0);
    return this.pending.subarray(first.offset, last.offset + last.length);
  }

  /** Drops what comes before the first confirmed frame; false while more bytes are needed. */
  private findStart(): boolean {
    const tag = id3v2Length(this.pending);
    if (tag > 0) {
      if (this.pending.length < tag) return false;
      this.pending = this.pending.subarray(tag);
    }
    for (let offset = 0; offset + 4 <= this.pending.length; offset += 1) {
      const frame = readFrameHeader(this.pending, offset);
      if (!frame) continue;
      const next = offset + frame.length;
      if (next + 4 > this.pending.length) {
        // Keep from here: the next header is needed to tell a frame from stray bytes.
        this.pending = this.pending.subarray(offset);
        return false;
      }
      if (readFrameHeader(this.pending, next)) {
        this.pending = this.pending.subarray(offset);
        this.started = true;
        return true;
      }
    }
    // Nothing yet; keep the last three bytes, which may begin a header.
    this.pending = this.pending.subarray(Math.max(0, this.pending.length - 3));
    return false;
  }

  private takeFrames(): Buffer {
    let offset = 0;
    while (offset + 4 <= this.pending.length) {
      const frame = readFrameHeader(this.pending, offset);
      if (!frame) {
        this.stopped = true; // trailing data ends the audio, as in listFrames
        break;
      }
      if (offset + frame.length > this.pending.length) break;
      this.seconds += frame.samples / frame.sampleRate;
      offset += frame.length;
    }
    const frames = Buffer.from(this.pending.subarray(0, offset));
    this.pending = this.stopped ? Buffer.alloc(0) : this.pending.subarray(offset);
    return frames;
  }
}
