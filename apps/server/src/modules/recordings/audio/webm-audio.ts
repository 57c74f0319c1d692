import { notAudio, unreadable, type AudioFacts } from './audio-refusal';

/** Matroska element ids (https://www.matroska.org/technical/elements.html) that we read or allow. */
const ID = {
  ebml: 0x1a45dfa3,
  docType: 0x4282,
  segment: 0x18538067,
  seekHead: 0x114d9b74,
  info: 0x1549a966,
  timecodeScale: 0x2ad7b1,
  duration: 0x4489,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  trackNumber: 0xd7,
  trackType: 0x83,
  codecId: 0x86,
  cluster: 0x1f43b675,
  timecode: 0xe7,
  simpleBlock: 0xa3,
  blockGroup: 0xa0,
  block: 0xa1,
  cues: 0x1c53bb6b,
  tags: 0x1254c367,
  void: 0xec,
} as const;

/**
 * What a Segment may hold in a browser's recording. Attachments (files riding along), chapters and
 * anything unknown are refused: we keep only what plays.
 */
const SEGMENT_CHILDREN = new Set<number>([
  ID.seekHead,
  ID.info,
  ID.tracks,
  ID.cluster,
  ID.cues,
  ID.tags,
  ID.void,
]);

/** One Opus frame: a browser's recorder writes 20 ms (or longer) frames; the last one still plays. */
const LAST_FRAME_SECONDS = 0.02;

interface Element {
  id: number;
  /** Where the element's data starts and ends; `end` is the parent's end for an unknown size. */
  start: number;
  end: number;
  unknownSize: boolean;
}

/**
 * Reads a WebM recording as Chrome's and Firefox's MediaRecorder write it: the EBML header says
 * `webm`, one Segment to the end of the file, one audio track of Opus, and Clusters of blocks —
 * sized, or of unknown size as a recorder streaming in slices writes them. Every byte must belong
 * to an element we know, so nothing can hide after or between them. The duration is taken from
 * the blocks' own times (a recorder streaming in slices never writes the Duration).
 */
export function readWebmAudio(data: Buffer): AudioFacts {
  const header = readElement(data, 0, data.length);
  if (header.id !== ID.ebml || header.unknownSize) throw notAudio('not an EBML file');
  let docType = '';
  for (const child of children(data, header)) {
    if (child.id === ID.docType) docType = data.toString('latin1', child.start, child.end);
  }
  if (docType !== 'webm') throw notAudio(`EBML document type ${JSON.stringify(docType)}`);

  const segment = readElement(data, header.end, data.length);
  if (segment.id !== ID.segment) throw unreadable('no Segment after the EBML header');
  // A sized Segment must end the file: bytes after it would be a second file riding along.
  if (!segment.unknownSize && segment.end !== data.length) {
    throw unreadable('bytes outside the Segment');
  }

  let scale = 1_000_000;
  let track: { number: number; codec: string } | undefined;
  let tracksSeen = 0;
  let first = Infinity;
  let last = -Infinity;
  for (const element of children(data, segment)) {
    if (!SEGMENT_CHILDREN.has(element.id)) {
      throw notAudio(`element 0x${element.id.toString(16)} in the Segment`);
    }
    if (element.id === ID.info) {
      for (const field of children(data, element)) {
        if (field.id === ID.timecodeScale) scale = readUint(data, field);
      }
    } else if (element.id === ID.tracks) {
      for (const entry of children(data, element)) {
        if (entry.id !== ID.trackEntry) continue;
        tracksSeen += 1;
        track = readTrack(data, entry);
      }
    } else if (element.id === ID.cluster) {
      if (!track) throw unreadable('a Cluster before the Tracks');
      const audioTrack = track.number;
      for (const time of blockTimes(data, element, audioTrack)) {
        first = Math.min(first, time);
        last = Math.max(last, time);
      }
    }
  }
  if (tracksSeen !== 1 || !track) throw notAudio(`${tracksSeen} tracks, not one audio track`);
  if (track.codec !== 'A_OPUS') throw notAudio(`codec ${track.codec}`);
  if (!Number.isFinite(first)) throw unreadable('no audio blocks');
  if (scale <= 0) throw unreadable('a zero TimecodeScale');
  return { codec: 'opus', durationSeconds: ((last - first) * scale) / 1e9 + LAST_FRAME_SECONDS };
}

function readTrack(data: Buffer, entry: Element) {
  let number = 0;
  let type = 0;
  let codec = '';
  for (const field of children(data, entry)) {
    if (field.id === ID.trackNumber) number = readUint(data, field);
    else if (field.id === ID.trackType) type = readUint(data, field);
    else if (field.id === ID.codecId) codec = data.toString('latin1', field.start, field.end);
  }
  // Track type 2 is audio; a video or subtitle track is not a voice recording.
  if (type !== 2) throw notAudio(`track type ${type}`);
  if (number < 1) throw unreadable('track number 0');
  return { number, codec };
}

/** The time (in TimecodeScale units) of every block of the audio track in one Cluster. */
function* blockTimes(data: Buffer, cluster: Element, audioTrack: number): Generator<number> {
  let base: number | undefined;
  for (const child of children(data, cluster)) {
    if (child.id === ID.timecode) base = readUint(data, child);
    else if (child.id === ID.simpleBlock) yield blockTime(data, child, base, audioTrack);
    else if (child.id === ID.blockGroup) {
      for (const inner of children(data, child)) {
        if (inner.id === ID.block) yield blockTime(data, inner, base, audioTrack);
      }
    }
    // Anything else a Cluster may hold (its position, the previous one's size, Void) is skipped.
  }
}

function blockTime(data: Buffer, block: Element, base: number | undefined, audioTrack: number) {
  if (base === undefined) throw unreadable('a block before its Cluster timecode');
  const track = readVint(data, block.start, block.end, false);
  if (track.value !== audioTrack) throw notAudio('a block of another track');
  const at = block.start + track.length;
  // Two bytes of signed relative time, one byte of flags, then at least one byte of frame.
  if (at + 4 > block.end) throw unreadable('a block too short for a frame');
  return base + data.readInt16BE(at);
}

/**
 * The elements inside `parent`, one after the other to its end. A Cluster of unknown size ends
 * where an element of the Segment's level begins (that is how a streamed Cluster ends): its `end`
 * is moved there, so the Segment's walk goes on from it.
 */
function* children(data: Buffer, parent: Element): Generator<Element> {
  let at = parent.start;
  while (at < parent.end) {
    const element = readElement(data, at, parent.end);
    if (
      parent.unknownSize &&
      parent.id === ID.cluster &&
      element.id !== ID.void &&
      SEGMENT_CHILDREN.has(element.id)
    ) {
      parent.end = at;
      return;
    }
    yield element;
    at = element.end;
  }
  if (at !== parent.end) throw unreadable('an element runs past its parent');
}

function readElement(data: Buffer, at: number, limit: number): Element {
  const id = readVint(data, at, limit, true);
  if (id.length > 4) throw unreadable('an element id longer than 4 bytes');
  const size = readVint(data, at + id.length, limit, false);
  const start = at + id.length + size.length;
  if (size.unknown) {
    // Only the Segment and Clusters are streamed with an unknown size.
    if (id.value !== ID.segment && id.value !== ID.cluster) throw unreadable('an unsized element');
    return { id: id.value, start, end: limit, unknownSize: true };
  }
  const end = start + size.value;
  if (end > limit) throw unreadable('an element runs past the end of the file');
  return { id: id.value, start, end, unknownSize: false };
}

/** An EBML variable-length integer: ids keep their length marker, sizes drop it. */
function readVint(data: Buffer, at: number, limit: number, keepMarker: boolean) {
  if (at >= limit) throw unreadable('the file ends inside an element header');
  const firstByte = data[at] ?? 0;
  if (firstByte === 0) throw unreadable('an integer longer than 8 bytes');
  const length = Math.clz32(firstByte) - 23;
  if (at + length > limit) throw unreadable('the file ends inside an element header');
  let value = keepMarker ? firstByte : firstByte & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let i = 1; i < length; i += 1) {
    const byte = data[at + i] ?? 0;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function readUint(data: Buffer, element: Element) {
  const length = element.end - element.start;
  if (length > 6) throw unreadable('an unsigned integer too large to read');
  return length === 0 ? 0 : data.readUIntBE(element.start, length);
}
