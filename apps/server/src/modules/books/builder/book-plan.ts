import { splitIntoPassages, type Genre } from '@sns/contract';
import type { IllustrationRequest } from '../../../providers/image';
import type { CastMember } from '../../../providers/scene/scene';

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
  /** The story's children as every picture of it draws them (docs/decisions/016). */
  cast?: CastMember[];
}

export interface BookInput {
  /** The cover's title, e.g. "Maya's bedtime story" or the story's own title. */
  title: string;
  /** The hero on the cover ("A bedtime story starring {hero}"). */
  hero: string;
  /** The reference photo (any size; it is cropped to 512×512 for the portrait). */
  photo: Buffer;
  stories: BookStory[];
  /** Printed on the back cover and kept as the PDF's creation date. */
  createdAt: Date;
  /** Varies the pictures between two books of the same stories; the same seed redraws the same book. */
  seed: number;
}

export type BookPage =
  | { kind: 'cover' }
  | { kind: 'section'; story: number }
  | { kind: 'passage'; story: number; text: string; illustration: number; folio: number }
  | { kind: 'end'; story: number }
  | { kind: 'back' };

export interface BookPlan {
  pages: BookPage[];
  /** One per passage page, in page order. */
  illustrations: IllustrationRequest[];
}

/**
 * Lays the book out before anything is drawn, so its page count is known from the start (the
 * progress shows "Page 3 of 14"): a cover, then per story an opening page when there are
 * several, one illustrated page per passage and "The End", then the back cover.
 */
export function planBook(input: BookInput): BookPlan {
  const pages: BookPage[] = [{ kind: 'cover' }];
  const illustrations: IllustrationRequest[] = [];
  const several = input.stories.length > 1;
  input.stories.forEach((story, s) => {
    if (several) pages.push({ kind: 'section', story: s });
    const passages = splitIntoPassages(story.text);
    passages.forEach((text, p) => {
      pages.push({
        kind: 'passage',
        story: s,
        text,
        illustration: illustrations.length,
        folio: pages.length + 1,
      });
      illustrations.push({
        hero: story.hero,
        age: story.age,
        elements: story.elements,
        genre: story.genre,
        seed: pageSeed(story.seed, input.seed, s, p),
        // The same child on every page and in the story's own picture; drawn from the photo
        // where the illustrator can take a reference (DESIGN §6).
        heroSeed: story.seed,
        cast: story.cast,
        reference: input.photo,
      });
    });
    pages.push({ kind: 'end', story: s });
  });
  pages.push({ kind: 'back' });
  return { pages, illustrations };
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
