import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FADE_MS, fadeShare, runSleepTimer, type FadingAudio } from './sleep-fade';

/** An <audio> element as the fade sees it: a volume, and paused or playing. */
function fakeAudio(volume = 1) {
  const element = {
    volume,
    paused: false,
    pauses: 0,
    pause() {
      this.paused = true;
      this.pauses += 1;
    },
  };
  return element satisfies FadingAudio;
}

const MINUTE = 60_000;

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-25T19:30:00Z'));
});
afterEach(() => vi.useRealTimers());

describe('fadeShare', () => {
  it('is whole until the fade begins, falls all the way, and never rises on the way down', () => {
    expect(fadeShare(FADE_MS + 1)).toBe(1);
    expect(fadeShare(FADE_MS)).toBe(1);
    expect(fadeShare(0)).toBe(0);
    expect(fadeShare(-5)).toBe(0);
    let last = 1;
    for (let remaining = FADE_MS; remaining >= 0; remaining -= 500) {
      const share = fadeShare(remaining);
      expect(share).toBeLessThanOrEqual(last);
      last = share;
    }
    // Half way through the fade it is already well down (-12 dB), not half as loud.
    expect(fadeShare(FADE_MS / 2)).toBeCloseTo(0.25);
  });

  it('lasts between 10 and 20 seconds', () => {
    expect(FADE_MS).toBeGreaterThanOrEqual(10_000);
    expect(FADE_MS).toBeLessThanOrEqual(20_000);
  });
});

describe('runSleepTimer', () => {
  it('plays at full volume, fades over the last seconds and pauses exactly at the end', () => {
    const audio = fakeAudio(0.8);
    const onEnd = vi.fn();
    runSleepTimer(() => audio, Date.now() + 5 * MINUTE, onEnd);

    vi.advanceTimersByTime(5 * MINUTE - FADE_MS - 100);
    expect(audio.volume).toBe(0.8);

    vi.advanceTimersByTime(FADE_MS / 2 + 100);
    expect(audio.volume).toBeCloseTo(0.8 * 0.25, 2);
    const heard: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      vi.advanceTimersByTime(500);
      heard.push(audio.volume);
    }
    expect(heard).toEqual([...heard].sort((a, b) => b - a));
    expect(audio.paused).toBe(false);
    expect(onEnd).not.toHaveBeenCalled();

    vi.advanceTimersByTime(FADE_MS / 2 - 5_000 - 50);
    expect(audio.paused).toBe(false);
    expect(audio.volume).toBeLessThan(0.01);

    vi.advanceTimersByTime(100);
    expect(audio.paused).toBe(true);
    expect(audio.pauses).toBe(1);
    // Ready for the next Play at the volume it had.
    expect(audio.volume).toBe(0.8);
    expect(onEnd).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(MINUTE);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(audio.pauses).toBe(1);
  });

  it('cancelled during the fade, puts the volume back and does not pause', () => {
    const audio = fakeAudio(1);
    const onEnd = vi.fn();
    const cancel = runSleepTimer(() => audio, Date.now() + MINUTE, onEnd);
    vi.advanceTimersByTime(MINUTE - FADE_MS / 3);
    expect(audio.volume).toBeLessThan(0.5);
    cancel();
    expect(audio.volume).toBe(1);
    vi.advanceTimersByTime(MINUTE);
    expect(audio.paused).toBe(false);
    expect(audio.volume).toBe(1);
    expect(onEnd).not.toHaveBeenCalled();
  });

  it('ends quietly when the narration was already paused, and without an element', () => {
    const audio = fakeAudio(1);
    audio.paused = true;
    const onEnd = vi.fn();
    runSleepTimer(() => audio, Date.now() + MINUTE, onEnd);
    vi.advanceTimersByTime(MINUTE);
    expect(audio.pauses).toBe(0);
    expect(audio.volume).toBe(1);
    expect(onEnd).toHaveBeenCalledTimes(1);

    const gone = vi.fn();
    runSleepTimer(() => null, Date.now() + MINUTE, gone);
    vi.advanceTimersByTime(MINUTE);
    expect(gone).toHaveBeenCalledTimes(1);
  });
});
