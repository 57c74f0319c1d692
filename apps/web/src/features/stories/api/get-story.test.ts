import type { Story } from '@sns/contract';
import { describe, expect, it } from 'vitest';
import { isBeingMade } from './get-story';

const story = (extra: Partial<Story>) => ({ status: 'completed', ...extra }) as Story;

describe('isBeingMade: the story page asks again while', () => {
  it('the story is being written', () => {
    expect(isBeingMade(story({ status: 'queued' }))).toBe(true);
    expect(isBeingMade(story({ status: 'running' }))).toBe(true);
  });

  it('its words are shown and its first picture is still being painted', () => {
    expect(isBeingMade(story({ picturePending: true }))).toBe(true);
  });

  it('and stops once it is whole, or failed', () => {
    expect(isBeingMade(story({}))).toBe(false);
    expect(isBeingMade(story({ status: 'error' }))).toBe(false);
  });
});
