import { describe, expect, it } from 'vitest';
import { anotherVersionNote } from './another-version-note';

const utc = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
});

describe('anotherVersionNote', () => {
  it('says until when the free version lasts', () => {
    expect(anotherVersionNote({ cost: 0, freeUntil: '2026-11-24T21:05:00.000Z' }, utc)).toBe(
      'Yours is free until 9:05 PM.',
    );
  });

  it('says the price once the free one is gone', () => {
    expect(anotherVersionNote({ cost: 1, freeUntil: null }, utc)).toBe(
      'Another version costs 1 credit.',
    );
    expect(anotherVersionNote({ cost: 2, freeUntil: null }, utc)).toBe(
      'Another version costs 2 credits.',
    );
  });
});
