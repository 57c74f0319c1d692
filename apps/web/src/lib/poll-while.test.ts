import { describe, expect, it } from 'vitest';
import { pollWhile } from './poll-while';

describe('pollWhile', () => {
  it('asks again at its pace while the answer says busy, and stops once it does not', () => {
    const interval = pollWhile((data?: { status: string }) => data?.status === 'running', 700);
    expect(interval({ state: { data: { status: 'running' } } })).toBe(700);
    expect(interval({ state: { data: { status: 'completed' } } })).toBe(false);
    expect(interval({ state: { data: undefined } })).toBe(false);
  });

  it('can keep asking before the first answer, for a call that is not answerable yet', () => {
    const interval = pollWhile((data?: { status: string }) => data?.status !== 'completed', 500);
    expect(interval({ state: { data: undefined } })).toBe(500);
  });
});
