import { describe, expect, it } from 'vitest';
import { pickRecordingType } from './recording-type';
import { activeSentenceAt, clipAt } from './voice-queue';

const clips = [
  { start: 0, durationSeconds: 2 },
  { start: 2, durationSeconds: 3.5 },
  { start: 5.5, durationSeconds: 1 },
];
const marks = clips.map((c, i) => ({
  start: c.start,
  end: c.start + c.durationSeconds,
  charStart: i * 10,
  charEnd: i * 10 + 9,
}));

describe('a recorded voice as a queue of clips', () => {
  it('finds the clip and the offset in it for a time on the whole timeline', () => {
    expect(clipAt(clips, 0)).toEqual({ clip: 0, offset: 0 });
    expect(clipAt(clips, 1.5)).toEqual({ clip: 0, offset: 1.5 });
    expect(clipAt(clips, 2)).toEqual({ clip: 1, offset: 0 });
    expect(clipAt(clips, 6)).toEqual({ clip: 2, offset: 0.5 });
    expect(clipAt(clips, 60)).toEqual({ clip: 2, offset: 1 });
    expect(clipAt([], 3)).toEqual({ clip: 0, offset: 0 });
  });

  it('lights the sentence being read', () => {
    expect(activeSentenceAt(marks, -1)).toBe(-1);
    expect(activeSentenceAt(marks, 0)).toBe(0);
    expect(activeSentenceAt(marks, 2.1)).toBe(1);
    expect(activeSentenceAt(marks, 99)).toBe(2);
  });

  it('asks the recorder for WebM first, then Ogg, then MP4 (Safari)', () => {
    expect(pickRecordingType(() => true)).toBe('audio/webm;codecs=opus');
    expect(pickRecordingType((t) => t.startsWith('audio/ogg'))).toBe('audio/ogg;codecs=opus');
    expect(pickRecordingType((t) => t === 'audio/mp4')).toBe('audio/mp4');
    expect(pickRecordingType(() => false)).toBe('');
  });
});
