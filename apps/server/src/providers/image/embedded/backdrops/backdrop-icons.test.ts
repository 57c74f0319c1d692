import { describe, expect, it } from 'vitest';
import { getNotoIcons } from '../noto-icons';
import { EXTRA_ICONS } from '../extra-icons';
import { BACKDROP_ICONS } from './backdrop-icons';

describe('icons drawn by backdrops and famous landmarks', () => {
  it('are all loaded by the illustrator, so none falls back to the neutral star', () => {
    const loaded = getNotoIcons();
    expect([...BACKDROP_ICONS, ...EXTRA_ICONS].filter((name) => !loaded.has(name))).toEqual([]);
  });
});
