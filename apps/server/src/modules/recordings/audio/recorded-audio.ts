import type { RecordedAudioType } from '@sns/contract';
import { AudioRefusal, notAudio, type AudioFacts } from './audio-refusal';
import { readMp4Audio } from './mp4-audio';
import { readOggAudio } from './ogg-audio';
import { readWebmAudio } from './webm-audio';

export interface RecordedAudio extends AudioFacts {
  contentType: RecordedAudioType;
  /** The file name's extension we store it under; the files route serves it by that. */
  extension: 'webm' | 'ogg' | 'm4a';
}

/**
 * What an uploaded clip really is, from its bytes alone — the Content-Type the browser sent is
 * never believed (docs/decisions/023). The first bytes pick the container (WebM's EBML magic,
 * `OggS`, or an MP4 `ftyp` box); that container's reader then walks the whole file and refuses
 * anything else in it. Throws AudioRefusal.
 */
export function identifyRecordedAudio(data: Buffer): RecordedAudio {
  if (data.length === 0) throw new AudioRefusal('empty', 'no bytes');
  if (data.length >= 4 && data.readUInt32BE(0) === 0x1a45dfa3) {
    return { ...readWebmAudio(data), contentType: 'audio/webm', extension: 'webm' };
  }
  if (data.toString('latin1', 0, 4) === 'OggS') {
    return { ...readOggAudio(data), contentType: 'audio/ogg', extension: 'ogg' };
  }
  if (data.length >= 8 && data.toString('latin1', 4, 8) === 'ftyp') {
    return { ...readMp4Audio(data), contentType: 'audio/mp4', extension: 'm4a' };
  }
  throw notAudio('no WebM, Ogg or MP4 signature');
}
