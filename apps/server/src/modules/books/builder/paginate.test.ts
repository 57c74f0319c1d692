import { GENRES } from '@sns/contract';
import { describe, expect, it } from 'vitest';
import { writeEmbeddedStory } from '../../../providers/text/embedded/write-story';
import { derivedCastMember } from '../../children/derived-cast';
import { findBookFonts } from './book-fonts';
import { planBook } from './book-plan';
import { bandOf, BODY_HEIGHT, TEXT_BANDS } from './page-geometry';
import { pageWordLimits, paginate, splitSentences } from './paginate';
import { createTextFitter } from './text-fit';

const fitter = createTextFitter(findBookFonts());
const words = (text: string) => text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
/** A page ends a sentence: . ! ? … and any closing quotes or brackets. */
const ENDS_SENTENCE = /[.!?…]["'”’)]*$/u;

const HEROES = ['Maya', 'Mateo', 'Ife', 'Tom', 'Zoë', 'Leo', 'Ava', 'Sam'];
const ELEMENTS: [string, string, string][] = [
  ['a paper boat', 'a sleepy owl', 'a lantern'],
  ['her yellow wellies', 'the duck pond', 'Colonel the goose'],
  ['a runaway trolley', 'the supermarket', 'a jar of honey'],
  ['the school science fair', 'a volcano', 'Grandpa'],
  ['a hot-air balloon', 'a fisherman', 'the beach'],
];

/** 100 stories from the embedded writer, ages 1–12 (every band), every genre. */
const stories = Array.from({ length: 100 }, (_, i) => {
  const age = 1 + (i % 12);
  const request = {
    hero: HEROES[i % HEROES.length] ?? 'Maya',
    age,
    elements: ELEMENTS[i % ELEMENTS.length] ?? ['a kite', 'an owl', 'the moon'],
    genre: GENRES[i % GENRES.length] ?? 'Fantasy',
    seed: 1000 + i * 7919,
  };
  const written = writeEmbeddedStory(request);
  return { ...request, title: written.title, text: written.text, scenes: written.scenes };
});

describe('the book layout over 100 stories (issue 28)', () => {
  const perBand = new Map<string, number[]>();
  const plans = stories.map((s) => {
    const cast = [derivedCastMember('00000000-0000-4000-8000-000000000001', s.hero)];
    const plan = planBook(
      {
        title: s.title,
        hero: s.hero,
        cast,
        photo: Buffer.alloc(0),
        dedication: `For ${s.hero}`,
        stories: [{ ...s, cast }],
        createdAt: new Date('2026-01-02T00:00:00Z'),
        seed: 3,
      },
      fitter,
    );
    const texts = plan.pages.flatMap((p) => (p.kind === 'text' ? [p.text] : []));
    return { story: s, texts };
  });

  it('never ends a page mid-sentence, nor starts one with a sentence that began before', () => {
    for (const { story, texts } of plans) {
      for (const text of texts) {
        expect(text.trim(), `${story.title}, age ${story.age}`).toMatch(ENDS_SENTENCE);
        // A page that opened mid-sentence would start with a lower-case word.
        expect(text.trim(), `${story.title}, age ${story.age}`).not.toMatch(/^["'“‘(]?\p{Ll}/u);
      }
      // Every word of the story, in order.
      expect(texts.join(' ').split(/\s+/).join(' ')).toBe(
        story.text.split(/\s+/).filter(Boolean).join(' '),
      );
    }
  });

  it('holds about 40 / 80 / 140 words a page by age band, none over its limit or under its minimum', () => {
    for (const { story, texts } of plans) {
      const band = bandOf(story.age);
      const { min, max } = pageWordLimits(band);
      const total = words(story.text);
      for (const text of texts) {
        const n = words(text);
        expect(n, `${story.title}, age ${story.age}: ${text}`).toBeLessThanOrEqual(max);
        if (total >= min)
          expect(n, `${story.title}, age ${story.age}: ${text}`).toBeGreaterThanOrEqual(min);
        expect(fitter.layout(text, band).height).toBeLessThanOrEqual(BODY_HEIGHT);
      }
      perBand.set(band.name, [...(perBand.get(band.name) ?? []), ...texts.map(words)]);
    }
    for (const band of TEXT_BANDS) {
      const counts = perBand.get(band.name) ?? [];
      expect(counts.length, band.name).toBeGreaterThan(20);
      const mean = counts.reduce((a, b) => a + b, 0) / counts.length;
      // About the band's number: within a quarter of it on average.
      expect(mean, band.name).toBeGreaterThan(band.words * 0.75);
      expect(mean, band.name).toBeLessThanOrEqual(band.words * 1.05);
      console.log(
        `band ${band.name}: ${counts.length} pages, mean ${mean.toFixed(1)} words, ` +
          `min ${Math.min(...counts)}, max ${Math.max(...counts)} (target ${band.words})`,
      );
    }
  });

  it('balances the pages: the shortest page of a story is at least half its longest', () => {
    for (const { story, texts } of plans) {
      if (texts.length < 2) continue;
      const counts = texts.map(words);
      expect(Math.min(...counts), `${story.title}: ${counts.join(', ')}`).toBeGreaterThanOrEqual(
        Math.max(...counts) / 2,
      );
    }
  });
});

describe('sentences and pages', () => {
  it("keeps a quotation and the words that go on after it as one sentence (issue 28's page turn)", () => {
    expect(
      splitSentences(
        '"Well done, Mateo!" came the cry from all sides. Mateo beamed. "Again?" Yes!',
      ),
    ).toEqual([
      '"Well done, Mateo!" came the cry from all sides.',
      'Mateo beamed.',
      '"Again?"',
      'Yes!',
    ]);
  });

  it('splits Chinese and Japanese sentences at their full stops', () => {
    expect(splitSentences('ゾエは星を見た。とてもきれい！Then she slept.')).toEqual([
      'ゾエは星を見た。',
      'とてもきれい！',
      'Then she slept.',
    ]);
  });

  it('never leaves a lone short sentence on a page of its own', () => {
    const band = bandOf(5);
    const long = Array.from(
      { length: 8 },
      (_, i) => `Sentence ${i} has exactly ten words in it, you see.`,
    );
    // 80 words and then a short sentence: two pages of about 42 words, not 80 and 4.
    const pages = paginate([...long, 'The end came.'].join(' '), band, (t) => fitter.fits(t, band));
    expect(pages).toHaveLength(2);
    const counts = pages.map(words);
    expect(Math.min(...counts)).toBeGreaterThan(30);
  });

  it('prefers to turn the page where a paragraph ends', () => {
    const band = bandOf(2);
    const paragraph = (n: number) => `Maya saw star ${n}. It winked at her. She waved back.`;
    const text = Array.from({ length: 6 }, (_, i) => paragraph(i)).join('\n\n');
    const pages = paginate(text, band, (t) => fitter.fits(t, band));
    for (const page of pages) expect(page.endsWith('She waved back.'), page).toBe(true);
  });
});
