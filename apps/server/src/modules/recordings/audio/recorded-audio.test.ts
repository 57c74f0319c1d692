import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  chromiumMp4,
  chromiumWebm,
  chromiumWebmSliced,
  ebmlElement,
  handMadeWebm,
  oggOpus,
} from '../../../../test/helpers/recorded-audio';
import { AudioRefusal } from './audio-refusal';
import { identifyRecordedAudio } from './recorded-audio';

const refusal = (data: Buffer) => {
  try {
    identifyRecordedAudio(data);
  } catch (error) {
    if (error instanceof AudioRefusal) return error.reason;
    throw error;
  }
  return 'accepted';
};

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000005000100' +
    '0a2db4000000000049454e44ae426082',
  'hex',
);

describe('identifyRecordedAudio: what browsers record', () => {
  it('reads Chromium’s WebM/Opus, streamed in slices (no sizes, no Duration)', () => {
    const audio = identifyRecordedAudio(chromiumWebmSliced());
    expect(audio).toMatchObject({ contentType: 'audio/webm', extension: 'webm', codec: 'opus' });
    expect(audio.durationSeconds).toBeGreaterThan(0.5);
    expect(audio.durationSeconds).toBeLessThan(1.2);
  });

  it('reads Chromium’s WebM/Opus in one piece', () => {
    const audio = identifyRecordedAudio(chromiumWebm());
    expect(audio).toMatchObject({ contentType: 'audio/webm', codec: 'opus' });
    expect(audio.durationSeconds).toBeGreaterThan(0.5);
    expect(audio.durationSeconds).toBeLessThan(1.2);
  });

  it('reads Chromium’s fragmented MP4', () => {
    const audio = identifyRecordedAudio(chromiumMp4());
    expect(audio).toMatchObject({ contentType: 'audio/mp4', extension: 'm4a' });
    expect(audio.durationSeconds).toBeGreaterThan(0.5);
    expect(audio.durationSeconds).toBeLessThan(1.2);
  });

  it('reads Ogg/Opus as Firefox writes it, timed by granule less pre-skip', () => {
    const audio = identifyRecordedAudio(oggOpus(3.2));
    expect(audio).toMatchObject({ contentType: 'audio/ogg', extension: 'ogg', codec: 'opus' });
    expect(audio.durationSeconds).toBeCloseTo(3.2, 5);
  });

  it('times a hand-made WebM by its blocks', () => {
    expect(identifyRecordedAudio(handMadeWebm({ seconds: 61 })).durationSeconds).toBeCloseTo(61, 1);
    expect(identifyRecordedAudio(handMadeWebm({ seconds: 2 })).durationSeconds).toBeCloseTo(2, 1);
  });
});

describe('identifyRecordedAudio: what is refused, whatever it claims to be', () => {
  it.each([
    ['nothing', Buffer.alloc(0), 'empty'],
    ['a PNG', PNG, 'not_audio'],
    ['HTML', Buffer.from('<!doctype html><script>alert(1)</script>'), 'not_audio'],
    ['an MP3', Buffer.from('ID3\u0003\u0000\u0000\u0000\u0000\u0000\u0000', 'latin1'), 'not_audio'],
    ['a zip', deflateSync(Buffer.from('PK')), 'not_audio'],
    ['a Matroska video document', handMadeWebm({ docType: 'matroska' }), 'not_audio'],
    ['a WebM video track', handMadeWebm({ trackType: 1, codec: 'V_VP8' }), 'not_audio'],
    ['WebM Vorbis', handMadeWebm({ codec: 'A_VORBIS' }), 'not_audio'],
    [
      'WebM carrying an attachment',
      handMadeWebm({ extraSegmentElement: ebmlElement(0x1941a469, Buffer.from('<html>')) }),
      'not_audio',
    ],
  ])('%s', (_name, data, reason) => {
    expect(refusal(data)).toBe(reason);
  });

  it('refuses a real recording with another file stuck on its end (a polyglot)', () => {
    const html = Buffer.from('<html><body><script>alert(1)</script></body></html>');
    expect(refusal(Buffer.concat([chromiumWebm(), html]))).not.toBe('accepted');
    expect(refusal(Buffer.concat([chromiumMp4(), html]))).not.toBe('accepted');
    expect(refusal(Buffer.concat([oggOpus(1), html]))).not.toBe('accepted');
    // A PNG behind the Ogg signature, and an HTML page behind the EBML magic.
    expect(refusal(Buffer.concat([Buffer.from('OggS'), PNG]))).toBe('unreadable');
    expect(refusal(Buffer.concat([Buffer.from('1a45dfa3', 'hex'), html]))).not.toBe('accepted');
  });

  it('refuses recordings cut short or garbled', () => {
    for (const whole of [chromiumWebm(), chromiumMp4(), oggOpus(1)]) {
      expect(refusal(whole.subarray(0, Math.floor(whole.length / 2)))).toBe('unreadable');
    }
    // One flipped bit in an Ogg page fails its checksum.
    const ogg = oggOpus(1);
    ogg[ogg.length - 3]! ^= 0x10;
    expect(refusal(ogg)).toBe('unreadable');
    // Headers with no sound after them.
    expect(refusal(oggOpus(0))).toBe('unreadable');
    const mp4 = chromiumMp4();
    mp4.write('junk', 4, 'latin1');
    expect(refusal(mp4)).toBe('not_audio');
  });

  it('refuses an Ogg file of two streams (a recording with something else multiplexed in)', () => {
    expect(refusal(oggOpus(1, { serialOfAudio: 9 }))).toBe('not_audio');
  });
});
