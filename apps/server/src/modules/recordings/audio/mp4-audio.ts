import { notAudio, unreadable, type AudioFacts } from './audio-refusal';

/** What may sit at the top of a recorded MP4 (ISO/IEC 14496-12); anything else is refused. */
const TOP_LEVEL = new Set(['ftyp', 'moov', 'moof', 'mdat', 'free', 'skip', 'sidx', 'styp', 'mfra']);
/** Boxes that only hold other boxes, on the way to the ones we read. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'mvex', 'moof', 'traf']);
/** Sample entries of the audio codecs browsers record into MP4. */
const CODECS = { mp4a: 'aac', Opus: 'opus' } as const;

interface Box {
  type: string;
  start: number;
  end: number;
}

/**
 * Reads an MP4 audio recording as Safari's and Chrome's MediaRecorder write it: `ftyp` first, then
 * boxes that tile the file exactly; `moov` holds one track, a sound track (`soun`) of AAC or Opus;
 * the samples are in `mdat`. A fragmented file (Chrome, Safari) is timed by its fragments' sample
 * durations, a plain one by its media header.
 */
export function readMp4Audio(data: Buffer): AudioFacts {
  const top = [...boxes(data, 0, data.length)];
  if (top[0]?.type !== 'ftyp') throw notAudio('no ftyp box first');
  for (const box of top) {
    if (!TOP_LEVEL.has(box.type)) throw notAudio(`a top-level ${JSON.stringify(box.type)} box`);
  }
  const moovs = top.filter((b) => b.type === 'moov');
  if (moovs.length !== 1 || !moovs[0]) throw unreadable('not exactly one moov box');
  if (!top.some((b) => b.type === 'mdat')) throw unreadable('no media data');

  const moov = moovs[0];
  const traks = child(data, moov, 'trak');
  if (traks.length !== 1 || !traks[0]) throw notAudio(`${traks.length} tracks, not one`);
  const mdia = only(data, traks[0], 'mdia');
  const handler = only(data, mdia, 'hdlr');
  // hdlr: version/flags (4), pre_defined (4), then the handler type.
  if (data.toString('latin1', handler.start + 8, handler.start + 12) !== 'soun') {
    throw notAudio('a track that is not sound');
  }
  const codec = sampleEntryCodec(
    data,
    only(data, only(data, only(data, mdia, 'minf'), 'stbl'), 'stsd'),
  );
  const { timescale, duration } = readMediaHeader(data, only(data, mdia, 'mdhd'));

  const fragments = top.filter((b) => b.type === 'moof');
  let units = duration;
  if (fragments.length > 0) {
    const defaultDuration = trexDefaultDuration(data, moov);
    units = 0;
    for (const moof of fragments) {
      for (const traf of child(data, moof, 'traf'))
        units += fragmentUnits(data, traf, defaultDuration);
    }
  }
  if (timescale === 0) throw unreadable('a zero timescale');
  return { codec, durationSeconds: units / timescale };
}

function* boxes(data: Buffer, from: number, to: number): Generator<Box> {
  let at = from;
  while (at < to) {
    if (at + 8 > to) throw unreadable('the file ends inside a box header');
    let size = data.readUInt32BE(at);
    const type = data.toString('latin1', at + 4, at + 8);
    let start = at + 8;
    if (size === 1) {
      if (at + 16 > to) throw unreadable('the file ends inside a box header');
      size = Number(data.readBigUInt64BE(at + 8));
      start = at + 16;
    } else if (size === 0) {
      size = to - at;
    }
    const end = at + size;
    if (end > to || end < start)
      throw unreadable(`a ${JSON.stringify(type)} box runs past its end`);
    yield { type, start, end };
    at = end;
  }
}

/** The boxes of `type` directly inside a container box. */
function child(data: Buffer, parent: Box, type: string): Box[] {
  if (!CONTAINERS.has(parent.type)) throw new Error(`${parent.type} is not a container`);
  return [...boxes(data, parent.start, parent.end)].filter((b) => b.type === type);
}

/** The one box of `type` inside a container box; none or several is a damaged file. */
function only(data: Buffer, parent: Box, type: string): Box {
  const found = child(data, parent, type);
  if (found.length !== 1 || !found[0]) throw unreadable(`not exactly one ${type} box`);
  return found[0];
}

/** stsd: version/flags (4), entry count (4), then sample entries (boxes). Exactly one, of audio. */
function sampleEntryCodec(data: Buffer, stsd: Box): AudioFacts['codec'] {
  if (stsd.end - stsd.start < 8) throw unreadable('an empty sample description');
  if (data.readUInt32BE(stsd.start + 4) !== 1) throw notAudio('not exactly one sample entry');
  const entries = [...boxes(data, stsd.start + 8, stsd.end)];
  const format = entries[0]?.type ?? '';
  if (entries.length !== 1 || !(format in CODECS))
    throw notAudio(`sample entry ${JSON.stringify(format)}`);
  return CODECS[format as keyof typeof CODECS];
}

/** mdhd version 0 (32-bit times) or 1 (64-bit times): the track's timescale and duration. */
function readMediaHeader(data: Buffer, mdhd: Box) {
  const version = data[mdhd.start];
  const need = version === 1 ? 36 : 24;
  if (mdhd.end - mdhd.start < need) throw unreadable('a short media header');
  if (version === 1) {
    return {
      timescale: data.readUInt32BE(mdhd.start + 20),
      duration: Number(data.readBigUInt64BE(mdhd.start + 24)),
    };
  }
  return {
    timescale: data.readUInt32BE(mdhd.start + 12),
    duration: data.readUInt32BE(mdhd.start + 16),
  };
}

/** trex (in mvex): the default sample duration fragments fall back on. */
function trexDefaultDuration(data: Buffer, moov: Box) {
  const mvex = child(data, moov, 'mvex')[0];
  const trex = mvex ? child(data, mvex, 'trex')[0] : undefined;
  // trex: version/flags (4), track id (4), default description index (4), default duration (4).
  if (!trex || trex.end - trex.start < 16) return 0;
  return data.readUInt32BE(trex.start + 12);
}

/** A track fragment's length in timescale units: the sum of its runs' sample durations. */
function fragmentUnits(data: Buffer, traf: Box, trexDuration: number) {
  const tfhd = child(data, traf, 'tfhd')[0];
  if (!tfhd || tfhd.end - tfhd.start < 8) throw unreadable('a fragment without its header');
  const tfhdFlags = data.readUInt32BE(tfhd.start) & 0xffffff;
  // tfhd optional fields, in order: base data offset (8), description index (4), duration (4).
  let at = tfhd.start + 8;
  if (tfhdFlags & 0x01) at += 8;
  if (tfhdFlags & 0x02) at += 4;
  let defaultDuration = trexDuration;
  if (tfhdFlags & 0x08) {
    if (at + 4 > tfhd.end) throw unreadable('a short fragment header');
    defaultDuration = data.readUInt32BE(at);
  }
  let units = 0;
  for (const trun of child(data, traf, 'trun')) {
    const flags = data.readUInt32BE(trun.start) & 0xffffff;
    const count = data.readUInt32BE(trun.start + 4);
    let entry = trun.start + 8 + (flags & 0x01 ? 4 : 0) + (flags & 0x04 ? 4 : 0);
    const fields = [0x100, 0x200, 0x400, 0x800].filter((f) => flags & f).length;
    if (entry + count * fields * 4 > trun.end) throw unreadable('a track run longer than its box');
    for (let i = 0; i < count; i += 1) {
      units += flags & 0x100 ? data.readUInt32BE(entry) : defaultDuration;
      entry += fields * 4;
    }
  }
  return units;
}
