import { describe, expect, it } from 'vitest';
import { toggleChild } from './pick-children';

const maya = { id: 'maya' };
const leo = { id: 'leo' };
const sam = { id: 'sam' };
const ava = { id: 'ava' };

describe('toggleChild', () => {
  it('adds at the end, so the first chosen stays the hero', () => {
    expect(toggleChild([maya], leo)).toEqual([maya, leo]);
  });

  it('takes a chosen child out and keeps the others in order', () => {
    expect(toggleChild([maya, leo, sam], maya)).toEqual([leo, sam]);
  });

  it('never holds more than three', () => {
    expect(toggleChild([maya, leo, sam], ava)).toEqual([maya, leo, sam]);
  });
});
