import { describe, expect, it } from 'vitest';
import { splitSentences } from './split-sentences';

const texts = (text: string) => splitSentences(text).map((s) => s.text);

describe('splitSentences', () => {
  it('splits at full stops, questions and exclamations, keeping exact offsets', () => {
    const text = 'Mia woke up. Was it morning?  No! It was the moon…\n\nShe smiled.';
    const sentences = splitSentences(text);
    expect(sentences.map((s) => s.text)).toEqual([
      'Mia woke up.',
      'Was it morning?',
      'No!',
      'It was the moon…',
      'She smiled.',
    ]);
    for (const s of sentences) expect(text.slice(s.charStart, s.charEnd)).toBe(s.text);
    expect(sentences.map((s) => s.endsParagraph)).toEqual([false, false, false, true, true]);
  });

  it('keeps dialogue, titles and initials inside their sentence', () => {
    expect(texts('“Wow!” said Mia. Mr. Fox waved to J. R. Bear. “Goodnight,” he said.')).toEqual([
      '“Wow!” said Mia.',
      'Mr. Fox waved to J. R. Bear.',
      '“Goodnight,” he said.',
    ]);
  });

  it('ends a sentence after closing quotes, and at a paragraph without a stop', () => {
    expect(texts('She whispered, "Sleep tight." The owl hooted\n\nThe end')).toEqual([
      'She whispered, "Sleep tight."',
      'The owl hooted',
      'The end',
    ]);
  });

  it('covers every word of the text, in order, without overlaps', () => {
    const text = 'One. Two? Three!\n\n  Four...   Five.\n';
    const sentences = splitSentences(text);
    for (let i = 1; i < sentences.length; i += 1)
      expect(sentences[i]!.charStart).toBeGreaterThanOrEqual(sentences[i - 1]!.charEnd);
    expect(sentences.map((s) => s.text).join(' ')).toBe('One. Two? Three! Four... Five.');
  });

  it('gives nothing for empty text', () => {
    expect(splitSentences('  \n\n ')).toEqual([]);
  });
});
