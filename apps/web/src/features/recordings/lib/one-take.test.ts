import { describe, expect, it } from 'vitest';
import { firstToRecord, isNextSentenceKey, nextInTake, paragraphsOf } from './one-take';

const key = (over: Partial<Parameters<typeof isNextSentenceKey>[0]> = {}) => ({
  key: ' ',
  repeat: false,
  altKey: false,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  target: { tagName: 'BODY', getAttribute: () => null },
  ...over,
});

describe('one take', () => {
  it('reads on sentence after sentence, and ends after the last', () => {
    expect(nextInTake('through', 0, 3)).toBe(1);
    expect(nextInTake('through', 1, 3)).toBe(2);
    expect(nextInTake('through', 2, 3)).toBeUndefined();
  });

  it('ends after the one sentence being read again', () => {
    expect(nextInTake('one', 0, 3)).toBeUndefined();
  });

  it('picks up at the first sentence not yet recorded', () => {
    expect(firstToRecord(new Set<number>(), 4)).toBe(0);
    expect(firstToRecord(new Set([0, 1, 3]), 4)).toBe(2);
    expect(firstToRecord(new Map([[0, 1.2]]), 4)).toBe(1);
    expect(firstToRecord(new Set([0, 1, 2, 3]), 4)).toBe(0);
  });

  it('groups the sentences back into their paragraphs', () => {
    const s = (text: string, endsParagraph?: boolean) => ({ text, endsParagraph });
    expect(
      paragraphsOf([s('A.', true), s('B.'), s('C.', true), s('D.')]).map((p) =>
        p.map((x) => x.text),
      ),
    ).toEqual([['A.'], ['B.', 'C.'], ['D.']]);
    // An older script without paragraph ends: one paragraph.
    expect(paragraphsOf([s('A.'), s('B.')])).toHaveLength(1);
  });

  it('takes Space on the page as "next sentence", but not on a control Space already presses', () => {
    expect(isNextSentenceKey(key())).toBe(true);
    expect(isNextSentenceKey(key({ target: null }))).toBe(true);
    expect(isNextSentenceKey(key({ key: 'Enter' }))).toBe(false);
    expect(isNextSentenceKey(key({ repeat: true }))).toBe(false);
    expect(isNextSentenceKey(key({ shiftKey: true }))).toBe(false);
    expect(isNextSentenceKey(key({ target: { tagName: 'BUTTON' } }))).toBe(false);
    expect(isNextSentenceKey(key({ target: { tagName: 'INPUT' } }))).toBe(false);
    expect(isNextSentenceKey(key({ target: { tagName: 'DIV', isContentEditable: true } }))).toBe(
      false,
    );
    expect(
      isNextSentenceKey(key({ target: { tagName: 'DIV', getAttribute: () => 'switch' } })),
    ).toBe(false);
  });
});
