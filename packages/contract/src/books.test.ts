import { describe, expect, it } from 'vitest';
import {
  dedicationFor,
  generateBookFieldsSchema,
  PASSAGE_MAX_CHARS,
  splitIntoPassages,
} from './books';

const id = '6f1c2a4e-1b2c-4d3e-8f90-123456789abc';

describe('book contract', () => {
  it('reads selectedStories as a JSON array of uuids, or leaves it out', () => {
    expect(
      generateBookFieldsSchema.parse({ selectedStories: JSON.stringify([id]) }).selectedStories,
    ).toEqual([id]);
    expect(generateBookFieldsSchema.parse({}).selectedStories).toBeUndefined();
    expect(
      generateBookFieldsSchema.parse({ selectedStories: ' ' }).selectedStories,
    ).toBeUndefined();
    for (const bad of ['not json', '"a string"', '[1]', '["nope"]', '[]', '{}']) {
      expect(generateBookFieldsSchema.safeParse({ selectedStories: bad }).success, bad).toBe(false);
    }
    expect(generateBookFieldsSchema.safeParse({ useImageAsMainImage: 'yes' }).success).toBe(false);
  });

  it('reads the dedication as one line of plain text of at most 120 characters', () => {
    const read = (dedication?: string) => generateBookFieldsSchema.safeParse({ dedication });
    expect(read('  For Maya,   love Mum & Dad ').data?.dedication).toBe('For Maya, love Mum & Dad');
    expect(read(undefined).data?.dedication).toBeUndefined();
    expect(read('   ').data?.dedication).toBeUndefined();
    expect(read('x'.repeat(120)).success).toBe(true);
    expect(read('x'.repeat(121)).success).toBe(false);
    expect(read('For Maya\u202e').success).toBe(false);
    expect(read('For\u0000Maya').success).toBe(false);
    expect(dedicationFor('Maya')).toBe('For Maya, with love');
  });

  it('reads the appearance as the JSON of a whole look', () => {
    const look = {
      skinTone: 'tan',
      hairColour: 'black',
      hairStyle: 'curly',
      eyeColour: 'brown',
      glasses: false,
      freckles: true,
    };
    const read = (appearance?: string) => generateBookFieldsSchema.safeParse({ appearance });
    expect(read(JSON.stringify(look)).data?.appearance).toEqual(look);
    expect(read(undefined).data?.appearance).toBeUndefined();
    for (const bad of ['not json', '{}', JSON.stringify({ ...look, skinTone: 'green' }), '[]'])
      expect(read(bad).success, bad).toBe(false);
  });

  it('splits a story into pages of whole paragraphs, one to three each', () => {
    const short = ['One.', 'Two.', 'Three.', 'Four.'].join('\n\n');
    expect(splitIntoPassages(short)).toEqual(['One.\n\nTwo.\n\nThree.', 'Four.']);
    const long = Array.from({ length: 6 }, (_, i) =>
      `Paragraph ${i} ${'word '.repeat(40)}`.trim(),
    ).join('\n\n');
    const passages = splitIntoPassages(long);
    expect(passages.length).toBeGreaterThan(1);
    for (const p of passages) expect(p.length).toBeLessThanOrEqual(PASSAGE_MAX_CHARS);
    expect(passages.join('\n\n')).toBe(long);
  });

  it('splits a paragraph longer than a page between sentences', () => {
    const paragraph = Array.from(
      { length: 20 },
      (_, i) => `Sentence number ${i} is here and it goes on.`,
    ).join(' ');
    const passages = splitIntoPassages(paragraph, 200);
    expect(passages.length).toBeGreaterThan(3);
    for (const p of passages) {
      expect(p.length).toBeLessThanOrEqual(200);
      expect(p).toMatch(/\.$/);
    }
    expect(passages.join(' ')).toBe(paragraph);
    expect(splitIntoPassages('  \n\n ')).toEqual([]);
  });
});
