import { describe, expect, it } from 'vitest';
import { fileTakesOver } from './stream-handover';

describe('fileTakesOver', () => {
  it('plays on from where a stream cut off mid-way stopped, once the file is there', () => {
    expect(fileTakesOver({ stoppedAt: 42.5, wantsToPlay: true }, 180)).toEqual({
      at: 42.5,
      play: true,
    });
  });

  it('plays from the start when the stream could not be opened at all', () => {
    expect(fileTakesOver({ stoppedAt: 0, wantsToPlay: true }, 180)).toEqual({ at: 0, play: true });
  });

  it('stays paused when the parent paused (or the sleep timer did) before the stream stopped', () => {
    expect(fileTakesOver({ stoppedAt: 42.5, wantsToPlay: false }, 180)).toEqual({
      at: 42.5,
      play: false,
    });
  });

  it('leaves a narration heard to the end as it is', () => {
    expect(fileTakesOver({ stoppedAt: 179.6, wantsToPlay: true }, 180)).toBeNull();
  });

  it('without the file’s length, picks up where the stream stopped', () => {
    expect(fileTakesOver({ stoppedAt: 12, wantsToPlay: true }, undefined)).toEqual({
      at: 12,
      play: true,
    });
  });
});
