import { describe, expect, it } from 'vitest';
import { derivedCastMember } from '../../children/derived-cast';
import { findBookFonts } from './book-fonts';
import { ART_PIXELS, planBook, type BookInput, type BookStory } from './book-plan';
import { deriveScene } from './page-scene';
import { bandOf, BODY, BODY_HEIGHT, PAGE_SIZE, SAFE, TEXT_BANDS } from './page-geometry';
import { createTextFitter } from './text-fit';
import { composeScene } from '../../../providers/image/embedded/compose-scene';
import { framingOf } from '../../../providers/image/embedded/camera';

const maya = derivedCastMember('00000000-0000-4000-8000-000000000001', 'Maya');
const fitter = createTextFitter(findBookFonts());

const sentence = (n: number) =>
  `Sentence ${n}: Maya tiptoed past the sleepy owl and waved at the silver moon, who waved back with a soft glow.`;

function story(text: string, overrides: Partial<BookStory> = {}): BookStory {
  return {
    title: 'Maya and the Moonlit Kite',
    hero: 'Maya',
    age: 6,
    elements: ['a kite', 'a sleepy owl', 'a lantern'],
    genre: 'Fantasy',
    seed: 1234,
    text,
    ...overrides,
  };
}

function book(stories: BookStory[]): BookInput {
  return {
    title: "Maya's bedtime story",
    hero: 'Maya',
    cast: [maya],
    photo: Buffer.alloc(0),
    dedication: 'For Maya, love Mum & Dad',
    stories,
    createdAt: new Date('2026-01-02T00:00:00Z'),
    seed: 5,
  };
}

const textPages = (input: BookInput) =>
  planBook(input, fitter).pages.flatMap((p) => (p.kind === 'text' ? [p] : []));

describe('the page planner', () => {
  it('sets every band at one size of at least 18 pt inside the safe area', () => {
    for (const band of TEXT_BANDS) expect(band.size).toBeGreaterThanOrEqual(18);
    expect(BODY.x).toBeGreaterThanOrEqual(SAFE);
    expect(BODY.x + BODY.width).toBeLessThanOrEqual(PAGE_SIZE - SAFE);
    expect(BODY.top).toBeGreaterThanOrEqual(SAFE);
    expect(BODY.bottom).toBeLessThanOrEqual(PAGE_SIZE - SAFE);
  });

  it('never gives a page more words than its box holds', () => {
    const paragraphs = Array.from({ length: 14 }, (_, i) =>
      Array.from({ length: 1 + (i % 5) }, (_, j) => sentence(i * 10 + j)).join(' '),
    );
    for (const age of [2, 5, 9]) {
      const pages = textPages(book([story(paragraphs.join('\n\n'), { age })]));
      expect(pages.length).toBeGreaterThan(4);
      for (const page of pages) {
        const layout = fitter.layout(page.text, bandOf(age));
        expect(layout.height, page.text).toBeLessThanOrEqual(BODY_HEIGHT);
      }
    }
  });

  it('splits a sentence too long for one page over more pages, keeping every word in order', () => {
    // One paragraph of one very long sentence: longer than a page, and no sentence end to split at.
    const long = Array.from({ length: 160 }, (_, i) => `word${i}`).join(' and ');
    expect(fitter.fits(long, bandOf(6))).toBe(false);
    const pages = textPages(book([story(long)]));
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) expect(fitter.fits(page.text, bandOf(6))).toBe(true);
    expect(pages.map((p) => p.text).join(' ')).toBe(long);
    // Balanced: no page is a stub of a line or two.
    const lengths = pages.map((p) => p.text.length);
    expect(Math.min(...lengths)).toBeGreaterThan(Math.max(...lengths) / 3);
  });

  it('faces every picture with its own words and keeps the page count even', () => {
    const text = Array.from({ length: 9 }, (_, i) => sentence(i)).join('\n\n');
    const plan = planBook(
      book([story(text), story(sentence(1), { hero: 'Leo', seed: 9 })]),
      fitter,
    );
    expect(plan.pages.slice(0, 3).map((p) => p.kind)).toEqual(['cover', 'dedication', 'title']);
    // The cover's picture first, then one per picture page.
    expect(plan.pages[0]).toEqual({ kind: 'cover', illustration: 0 });
    expect(plan.pages.slice(-2).map((p) => p.kind)).toEqual(['colophon', 'back']);
    expect(plan.pages.length % 2).toBe(0);
    plan.pages.forEach((page, i) => {
      const number = i + 1;
      // Left-hand pages are even: a picture on the left, its words facing it on the right.
      if (page.kind === 'art') {
        expect(number % 2, `page ${number}`).toBe(0);
        expect(plan.pages[i + 1]?.kind).toBe('text');
      }
      if (page.kind === 'text') expect(page.folio).toBe(number);
      if (page.kind === 'title') expect(number % 2).toBe(1);
    });
    expect(plan.illustrations).toHaveLength(1 + plan.pages.filter((p) => p.kind === 'art').length);
  });

  it('asks for each picture at print size, with the cast and the moment of its page', () => {
    const gloomy = 'The sky over the garden was grey and dull, and Maya felt sad without her kite.';
    const plan = planBook(book([story(`${sentence(1)}\n\n${gloomy}`)]), fitter);
    for (const request of plan.illustrations) {
      expect(request.size).toEqual({ width: ART_PIXELS, height: ART_PIXELS });
      expect(ART_PIXELS).toBeGreaterThanOrEqual(2625);
      expect(request.cast?.[0]).toEqual(maya);
    }
    const last = plan.illustrations.at(-1)?.scene;
    expect(last).toMatchObject({ mood: 'gloomy', place: 'the garden', present: ['Maya'] });
    expect(last?.elements[0]).toBe('a kite');
    expect(last?.caption).toContain('grey and dull');
    const seeds = plan.illustrations.map((r) => r.seed);
    expect(new Set(seeds).size).toBe(seeds.length);
    expect(planBook(book([story(`${sentence(1)}\n\n${gloomy}`)]), fitter).illustrations).toEqual(
      plan.illustrations,
    );
  });

  it("prefers the writer's own scene of a paragraph to one read from the words", () => {
    const scene = {
      passage: 1,
      place: "Grandma's greenhouse",
      timeOfDay: 'morning' as const,
      present: ['Maya'],
      elements: ['a lantern'],
      mood: 'cosy' as const,
      caption: 'Maya finds the lantern among the tomatoes.',
    };
    const text = Array.from({ length: 12 }, (_, i) => sentence(i)).join('\n\n');
    const plan = planBook(book([story(text, { scenes: [scene] })]), fitter);
    expect(plan.illustrations.map((r) => r.scene)).toContainEqual(scene);
  });

  it('reads a calm night from a page that names no time, place or feeling', () => {
    expect(
      deriveScene({
        text: 'Maya hummed a tune.',
        paragraph: 0,
        genre: 'Sci-Fi',
        elements: ['a robot', 'a comet', 'a kite'],
        cast: [maya],
      }),
    ).toMatchObject({ timeOfDay: 'night', mood: 'calm', place: 'a friendly space station' });
  });
});

describe("a page's picture at its words' time (decision 098)", () => {
  it('draws a page whose words end at bedtime at night, though its moment began by day', () => {
    const text = [
      'Maya ran across the park in the sunshine.',
      'What a busy day at the park! The ducks quack. The stars come out. Bedtime, everyone.',
    ].join('\n\n');
    const scenes = [0, 1].map((passage) => ({
      passage,
      place: 'the park',
      timeOfDay: 'day' as const,
      present: ['Maya'],
      elements: ['a kite'],
      mood: 'joyful' as const,
      caption: passage ? 'What a busy day at the park!' : 'Maya ran across the park.',
    }));
    const plan = planBook(book([story(text, { age: 3, scenes })]), fitter);
    const times = plan.illustrations.slice(1).map((r) => r.scene?.timeOfDay);
    expect(times.at(-1)).toBe('night');
  });
});

describe('two pages of one passage, two views (decision 098)', () => {
  it('frames each page of a story by its own number, not by its moment’s passage', () => {
    // One long paragraph: every page shows passage 0, yet each is its own view.
    const text = Array.from({ length: 14 }, (_, i) => sentence(i)).join(' ');
    const pages = planBook(book([story(text, { age: 2 })]), fitter).illustrations.slice(1);
    expect(pages.length).toBeGreaterThan(2);
    expect(new Set(pages.map((r) => r.scene?.passage)).size).toBe(1);
    expect(pages.map((r) => r.view)).toEqual(pages.map((_, i) => i));
    const frames = pages.map((r) => /<g transform="[^"]*"/.exec(composeScene(r, null))?.[0] ?? '');
    expect(new Set(frames.slice(0, 3)).size).toBe(3);
  });
});

describe("the cover's time of day (decision 093)", () => {
  const byDay = (title: string): BookInput => ({
    ...book([
      story('Maya ran across the park in the sunshine.', {
        title,
        scenes: [
          {
            passage: 0,
            place: 'the park',
            timeOfDay: 'day',
            present: ['Maya'],
            elements: ['a kite'],
            mood: 'joyful',
            caption: 'Maya ran across the park in the sunshine.',
          },
        ],
      }),
    ]),
    title,
  });
  const coverTimeOf = (input: BookInput) =>
    planBook(input, fitter).illustrations[0]?.scene?.timeOfDay;

  it('draws a story whose title says night at night, whatever time its main moment is', () => {
    expect(coverTimeOf(byDay('Maya and the Night the Garden Glowed'))).toBe('night');
    expect(coverTimeOf(byDay('Maya and the Moonlight Picnic'))).toBe('night');
  });

  it("keeps the main moment's own time when the title says none", () => {
    expect(coverTimeOf(byDay('Maya and the Runaway Kite'))).toBe('day');
  });
});

describe('the cover is not one of the pages (decision 101)', () => {
  it("turns the cover's moment the other way round from the page that shows it", () => {
    const text = Array.from({ length: 12 }, (_, i) => sentence(i + 1)).join('\n\n');
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const { illustrations } = planBook(book([story(text, { seed })]), fitter);
      const [cover, ...pages] = illustrations;
      const page = pages.find((p) => p.scene?.passage === cover?.scene?.passage);
      expect(page?.view).toBeDefined();
      // The cover is framed from that page's view: the illustrator turns it round.
      expect(cover?.view).toBe(page?.view);
      const heroSeed = cover?.heroSeed ?? 0;
      expect(framingOf(cover?.view, heroSeed, true).turned).toBe(
        !framingOf(page?.view, heroSeed).turned,
      );
    }
  });
});
