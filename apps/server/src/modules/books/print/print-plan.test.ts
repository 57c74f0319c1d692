import { describe, expect, it } from 'vitest';
import { derivedCastMember } from '../../children/derived-cast';
import { findBookFonts } from '../builder/book-fonts';
import { planBook, type BookStory } from '../builder/book-plan';
import { createTextFitter } from '../builder/text-fit';
import { MIN_PRINT_PAGES } from './print-geometry';
import type { PrintBook } from './print-input';
import { planPrintInterior, type PrintPage } from './print-plan';

const fitter = createTextFitter(findBookFonts());
const maya = derivedCastMember('00000000-0000-4000-8000-000000000001', 'Maya');
const leo = derivedCastMember('00000000-0000-4000-8000-000000000002', 'Leo');

const paragraph = (hero: string, n: number) =>
  `Paragraph ${n}: ${hero} tiptoed past the sleepy owl and waved at the silver moon, who waved back with a soft and friendly glow.`;

function story(hero: string, paragraphs: number, overrides: Partial<BookStory> = {}): BookStory {
  return {
    title: `${hero} and the Moonlit Kite`,
    hero,
    age: 6,
    elements: ['a kite', 'a sleepy owl', 'a lantern'],
    genre: 'Fantasy',
    seed: 1234,
    text: Array.from({ length: paragraphs }, (_, i) => paragraph(hero, i + 1)).join('\n\n'),
    ...overrides,
  };
}

function book(hero: string, stories: BookStory[], seed = 5): PrintBook {
  return {
    title: `${hero}'s bedtime story`,
    hero,
    cast: [hero === 'Leo' ? leo : maya],
    dedication: `For ${hero}, love Mum & Dad`,
    stories,
    createdAt: new Date('2026-01-02T00:00:00Z'),
    seed,
  };
}

const kinds = (pages: PrintPage[]) => pages.map((p) => p.kind);

describe('the print interior planner', () => {
  it('pads a short one-story book to 24 pages with activity pages at the back, and says so', () => {
    const plan = planPrintInterior({ books: [book('Maya', [story('Maya', 3)])] }, fitter);
    expect(plan.pageCount).toBe(MIN_PRINT_PAGES);
    expect(plan.pages).toHaveLength(MIN_PRINT_PAGES);
    const content = plan.pages.findIndex((p) => p.kind === 'draw-hero');
    expect(kinds(plan.pages.slice(0, 3))).toEqual(['bookplate', 'dedication', 'title']);
    expect(plan.pages[content - 1]?.kind).toBe('end');
    const added = plan.pages.slice(content);
    expect(added.length).toBe(MIN_PRINT_PAGES - content);
    expect(added.every((p) => ['draw-hero', 'favourite-part', 'own-story'].includes(p.kind))).toBe(
      true,
    );
    // Told by kind, the counts adding up to the pages added.
    expect(plan.addedPages.reduce((n, a) => n + a.count, 0)).toBe(added.length);
    const draw = plan.addedPages.find((a) => a.kind === 'draw-hero');
    expect(draw?.words).toBe(`${draw?.count} “Draw your hero” pages added to reach 24 pages`);
    // Each "Draw your hero" page asks for another of the story's things.
    const rounds = added.flatMap((p) => (p.kind === 'draw-hero' ? [p.round] : []));
    expect(rounds).toEqual(rounds.map((_, i) => i));
  });

  it("keeps each book's pages and pictures: stories open on the right, pictures face their words", () => {
    const books = [
      book('Maya', [story('Maya', 4), story('Maya', 6, { title: 'Maya Sails Home', seed: 77 })], 5),
      book('Leo', [story('Leo', 5, { seed: 9 })], 8),
    ];
    const plan = planPrintInterior({ books }, fitter);
    plan.pages.forEach((page, i) => {
      const number = i + 1;
      if (page.kind === 'title') expect(number % 2, `title on page ${number}`).toBe(1);
      if (page.kind === 'art') expect(plan.pages[i + 1]?.kind).toBe('text');
      if (page.kind === 'art') expect(number % 2, `picture on page ${number}`).toBe(0);
      if (page.kind === 'text') expect(page.folio).toBe(number);
    });
    expect(plan.pageCount % 2).toBe(0);
    // The same pictures as each book's own PDF pages: the same requests in the same order.
    const own = books.map((b) => {
      const { pages, illustrations } = planBook({ ...b, photo: Buffer.alloc(0) }, fitter);
      return pages.flatMap((p) => (p.kind === 'art' ? [illustrations[p.illustration]!] : []));
    });
    expect(plan.illustrations.map((i) => [i.book, i.request.seed])).toEqual(
      own.flatMap((requests, b) => requests.map((r) => [b, r.seed])),
    );
    // Without the photo, the requests carry no reference; each is asked at print size.
    for (const { request } of plan.illustrations) {
      expect(request.references).toBeUndefined();
      expect(request.size).toEqual({ width: 2625, height: 2625 });
    }
    // Stories in the order chosen.
    const titles = plan.pages.flatMap((p) =>
      p.kind === 'title' ? [books[p.book]!.stories[p.story]!.title] : [],
    );
    expect(titles).toEqual([
      'Maya and the Moonlit Kite',
      'Maya Sails Home',
      'Leo and the Moonlit Kite',
    ]);
  });

  it('adds nothing to a long merge: its count is already even and over 24', () => {
    const books = [
      book('Maya', [story('Maya', 14), story('Maya', 12, { seed: 2 })]),
      book('Leo', [story('Leo', 16, { seed: 3 })]),
    ];
    const plan = planPrintInterior({ books }, fitter);
    expect(plan.pageCount).toBeGreaterThan(MIN_PRINT_PAGES);
    expect(plan.pageCount % 2).toBe(0);
    expect(plan.addedPages).toEqual([]);
    expect(
      plan.pages.some((p) => ['draw-hero', 'favourite-part', 'own-story'].includes(p.kind)),
    ).toBe(false);
  });

  it('sends the photo with every picture request while the book still has it', () => {
    const photo = Buffer.from('photo');
    const plan = planPrintInterior(
      { books: [{ ...book('Maya', [story('Maya', 3)]), photo }] },
      fitter,
    );
    expect(plan.illustrations.length).toBeGreaterThan(0);
    for (const { request } of plan.illustrations) expect(request.references).toEqual([photo]);
  });

  it('refuses nothing to print', () => {
    expect(() => planPrintInterior({ books: [] }, fitter)).toThrow();
    expect(() => planPrintInterior({ books: [book('Maya', [])] }, fitter)).toThrow();
  });
});
