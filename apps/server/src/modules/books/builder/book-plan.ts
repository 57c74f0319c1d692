import type { Language } from '@sns/contract';
import type { Genre } from '@sns/contract';
import type { IllustrationRequest } from '../../../providers/image';
import type { CastMember, Scene } from '../../../providers/scene/scene';
import { mainScene } from '../../stories/story-scenes';
import { timeOfPage } from '../../../providers/scene/moment-time';
import { coverTime } from './cover-time';
import { deriveScene } from './page-scene';
import { bandOf, PAGE_SIZE, printPixels } from './page-geometry';
import { paginate } from './paginate';
import type { TextFitter } from './text-fit';

/** One story of a book: a section of its own, with the hero and elements its pictures show. */
export interface BookStory {
  title: string;
  hero: string;
  age: number;
  elements: [string, string, string];
  genre: Genre;
  /** The story's own seed; each page's picture is drawn from it and the page's place. */
  seed: number;
  text: string;
  /** The story's children as every picture of it draws them (docs/decisions/016); the book's cast otherwise. */
  cast?: CastMember[];
  /** The story's moment for each paragraph (scenesOfStory); otherwise each page's is read from its words. */
  scenes?: Scene[];
}

export interface BookInput {
  /** The cover's title, e.g. "Maya's bedtime story" or the story's own title. */
  title: string;
  /** The hero on the cover ("A bedtime story starring {hero}"). */
  hero: string;
  /**
   * The book's hero as drawn on the cover and on every page (the hero first): from the child's
   * profile, with the look the parent confirmed from the photo.
   */
  cast: CastMember[];
  /** The reference photo (any size; it is cropped to 512×512 for the portrait). */
  photo: Buffer;
  /**
   * The parent chose to show the photo ("use it as the main image"): the cover's medallion is
   * the photo's portrait. Otherwise the child is drawn there as on every page, and the photo is
   * never printed (issue 28).
   */
  showPhoto?: boolean;
  /** The first page's words, e.g. "For Maya, love Mum & Dad". */
  dedication: string;
  stories: BookStory[];
  /** Printed at the back and kept as the PDF's creation date. */
  createdAt: Date;
  /** The language of the book's own words ("The End", the dedication…): its main story's. */
  language?: Language;
  /** Varies the pictures between two books of the same stories; the same seed redraws the same book. */
  seed: number;
  /**
   * A book of a series' chapters, in order (docs/decisions/077): the series' name. Its stories are
   * "Chapter 1", "Chapter 2"… and a contents page follows the dedication.
   */
  series?: string;
}

/** A line of a series book's contents page: a chapter and the page its title page is on. */
export interface ContentsEntry {
  story: number;
  page: number;
}

export type BookPage =
  /** The story's heart moment full-bleed, the title and the child large. */
  | { kind: 'cover'; illustration: number }
  | { kind: 'dedication' }
  /** A series book's chapters and the pages they begin on. */
  | { kind: 'contents'; entries: ContentsEntry[] }
  /** A quiet night sky facing a series book's first chapter, so every chapter opens on the right. */
  | { kind: 'night' }
  /**
   * A story's opening page: the book's title page, "Story 2 of 3" in a book of several, or
   * "Chapter 2" in a series book.
   */
  | { kind: 'title'; story: number }
  /** A full-bleed picture of the text on the facing page. */
  | { kind: 'art'; story: number; illustration: number }
  | { kind: 'text'; story: number; text: string; folio: number }
  | { kind: 'end'; story: number }
  | { kind: 'colophon' }
  | { kind: 'back' };

export interface BookPlan {
  pages: BookPage[];
  /** One per art page, in page order. */
  illustrations: IllustrationRequest[];
}

/** A full-bleed picture, painted at the size it is printed (bleed included). */
export const ART_PIXELS = printPixels(PAGE_SIZE);

/**
 * Lays the book out before anything is drawn (docs/decisions/017), so its page count is known
 * from the start ("Page 3 of 14"): the cover, the dedication, then per story its title page and,
 * for each page of words, a full-bleed picture on the left facing the words on the right, then
 * "The End"; a colophon and the back cover close it. Every story starts on a right-hand page, so
 * each picture always faces its own words, and the page count is even, as printers need.
 * The words are set for the reader's age (page-geometry's TEXT_BANDS) and split into pages of
 * whole sentences, balanced, each fitting its box (paginate).
 */
export function planBook(input: BookInput, fitter: TextFitter): BookPlan {
  const pages: BookPage[] = [{ kind: 'cover', illustration: 0 }, { kind: 'dedication' }];
  // Two pages, so the first chapter still opens on a right-hand page.
  const contents: BookPage = { kind: 'contents', entries: [] };
  if (input.series) pages.push(contents, { kind: 'night' });
  const illustrations: IllustrationRequest[] = [coverIllustration(input)];
  input.stories.forEach((story, s) => {
    pages.push({ kind: 'title', story: s });
    const cast = story.cast?.length ? story.cast : input.cast;
    const paragraphs = paragraphsOf(story.text);
    let from = 0;
    const band = bandOf(story.age);
    const texts = paginate(story.text, band, (text) => fitter.fits(text, band));
    texts.forEach((text, p) => {
      const start = text.replace(/\s+/g, ' ').trim().slice(0, 60);
      from = paragraphOf(paragraphs, start, from);
      // A page holds whole paragraphs, or pieces of one: the rest of its paragraphs follow on.
      const to = Math.min(from + text.split(/\n\n/).length - 1, paragraphs.length - 1);
      const moment = sceneOfPage(story, from, to, paragraphs[from]?.startsWith(start) ?? true, () =>
        deriveScene({ text, paragraph: from, genre: story.genre, elements: story.elements, cast }),
      );
      const scene = { ...moment, timeOfDay: timeOfPage(moment.timeOfDay, text) };
      pages.push({ kind: 'art', story: s, illustration: illustrations.length });
      pages.push({ kind: 'text', story: s, text, folio: pages.length + 1 });
      illustrations.push({
        hero: story.hero,
        age: story.age,
        elements: story.elements,
        genre: story.genre,
        seed: pageSeed(story.seed, input.seed, s, p),
        heroSeed: story.seed,
        // Framed by page: two pages of one passage are two views (decision 098).
        view: p,
        // The same children on every page and on the cover (issue 12), in this page's moment.
        cast,
        // A book's look is the one the parent confirmed from the photo: described on every page.
        fromProfiles: true,
        scene,
        size: { width: ART_PIXELS, height: ART_PIXELS },
        // Drawn from the photo where the illustrator can take a reference
        // (docs/design.md#book-builder).
        references: [input.photo],
      });
    });
    pages.push({ kind: 'end', story: s });
  });
  pages.push({ kind: 'colophon' }, { kind: 'back' });
  // The cover shows the first story's heart moment again: it is framed from the view of the page
  // that shows that moment, so the illustrator turns it the other way round from that page
  // (decision 101; pages are framed by page number since decision 098, not by passage).
  const [cover, ...rest] = illustrations;
  const same = rest.find(
    (page) => page.heroSeed === cover?.heroSeed && page.scene?.passage === cover?.scene?.passage,
  );
  if (cover && same?.view !== undefined) illustrations[0] = { ...cover, view: same.view };
  if (contents.kind === 'contents') contents.entries.push(...contentsOf(pages));
  return { pages, illustrations };
}

/** Where each story begins: its title page's number (pages counted from 1). */
export function contentsOf(pages: { kind: string; story?: number }[]): ContentsEntry[] {
  return pages.flatMap((page, i) =>
    page.kind === 'title' && page.story !== undefined ? [{ story: page.story, page: i + 1 }] : [],
  );
}

/**
 * The cover's picture: the first story's heart moment (the scene with most of its elements, as
 * a story's main picture is chosen), drawn with the book's hero, at the time the title names.
 */
function coverIllustration(input: BookInput): IllustrationRequest {
  const story = input.stories[0];
  if (!story) throw new Error('A book needs at least one story');
  const cast = input.cast.length ? input.cast : (story.cast ?? []);
  const moment =
    mainScene(story.scenes ?? []) ??
    deriveScene({
      text: story.text,
      paragraph: 0,
      genre: story.genre,
      elements: story.elements,
      cast,
    });
  // The story's time on its cover: a night story's cover is at night (the title says which).
  const scene = { ...moment, timeOfDay: coverTime(input.title, moment.timeOfDay) };
  return {
    hero: story.hero,
    age: story.age,
    elements: story.elements,
    genre: story.genre,
    seed: pageSeed(story.seed, input.seed, 0, 0xc0fe),
    heroSeed: story.seed,
    cast,
    // The look the parent confirmed from the photo, described as on every page.
    fromProfiles: true,
    scene,
    size: { width: ART_PIXELS, height: ART_PIXELS },
    references: [input.photo],
    cover: true,
  };
}

/**
 * The writer's moment for a page: of the paragraphs on it, the one with most of the story's
 * elements in view (its heart, as a story's first picture is chosen). A page that continues a
 * paragraph split over pages keeps that paragraph's moment with its own words as the caption.
 * Without writer's scenes, the page's moment is read from its words (`derive`).
 */
function sceneOfPage(
  story: BookStory,
  from: number,
  to: number,
  startsParagraph: boolean,
  derive: () => Scene,
): Scene {
  const chosen = mainScene(
    (story.scenes ?? []).filter((sc) => sc.passage >= from && sc.passage <= to),
  );
  if (!chosen) return derive();
  return startsParagraph ? chosen : { ...chosen, caption: derive().caption };
}

/** The story's paragraphs as its scenes count them (blank-line separated, whitespace folded). */
function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter((p) => p.length > 0);
}

/** The paragraph (at or after `from`) where a page's words begin: its scene is that paragraph's. */
function paragraphOf(paragraphs: string[], piece: string, from: number): number {
  for (let i = from; i < paragraphs.length; i += 1) if (paragraphs[i]?.includes(piece)) return i;
  return from;
}

/** A different, repeatable composition per page: FNV-1a over the seeds and the page's place. */
export function pageSeed(storySeed: number, bookSeed: number, story: number, passage: number) {
  let hash = 0x811c9dc5;
  for (const n of [storySeed, bookSeed, story, passage]) {
    hash = Math.imul(hash ^ (n & 0xffff), 0x01000193);
    hash = Math.imul(hash ^ (n >>> 16), 0x01000193);
  }
  return ((hash >>> 0) % (2 ** 31 - 2)) + 1;
}
