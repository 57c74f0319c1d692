import { execFileSync, spawnSync } from 'node:child_process';
import type { Language } from '@sns/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedIllustrator } from '../../../providers/image/embedded/embedded-illustrator';
import { derivedCastMember } from '../../children/derived-cast';
import type { BookInput } from './book-plan';
import { bookWords } from './book-words';
import { buildBook } from './build-book';

/*
 * The PDF book says its own words in the story's language wherever the English book says them
 * (issue 34, decision 097), page by page as poppler reads them: every one of book-words.ts the
 * English book prints is printed in Spanish on the same page of the Spanish book, and never in
 * English there. ("This book belongs to" is the printed book's first page only: neither PDF book
 * has it, and draw-print-pages.test.ts reads it in both languages.)
 */
const missing = spawnSync('pdftotext', ['-v']).error !== undefined;

const HERO = 'Maya';
const CREATED = new Date('2026-11-27T00:00:00Z');
/** Plain story words, so only the book's own words can match. */
const TEXT: Record<Language, string> = {
  en: 'Maya walked to the pond.\n\nThe goose honked twice.',
  es: 'Maya fue al estanque.\n\nLa oca graznó dos veces.',
};

async function pagesOf(language: Language): Promise<string[]> {
  const said = bookWords(language);
  const story = (title: string, seed: number) => ({
    title,
    hero: HERO,
    age: 5,
    elements: ['a goose', 'a pond', 'the moon'] as [string, string, string],
    genre: 'Adventure' as const,
    seed,
    text: TEXT[language],
  });
  const book: BookInput = {
    title: said.manyTitle(HERO),
    hero: HERO,
    cast: [derivedCastMember('00000000-0000-4000-8000-000000000005', HERO)],
    photo: await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c98f6b' } })
      .png()
      .toBuffer(),
    // As loadBookContent gives a book without one.
    dedication: said.dedication(HERO),
    stories: [story('One', 5), story('Two', 6)],
    createdAt: CREATED,
    seed: 3,
    language,
  };
  const built = await buildBook(book, { illustrator: new EmbeddedIllustrator() });
  return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
    input: built.pdf,
    encoding: 'utf8',
  })
    .split('\f')
    .map((page) => page.replace(/\s+/g, ' ').trim());
}

/** Each of the book's own words, as it reads in a language (with this book's values). */
function ownWords(language: Language): Record<string, string> {
  const said = bookWords(language);
  return {
    theEnd: said.theEnd,
    sweetDreamsTo: said.sweetDreamsTo(HERO),
    sweetDreams: said.sweetDreams,
    storyOf1: said.storyOf(1, 2),
    storyOf2: said.storyOf(2, 2),
    starring: said.starring(HERO),
    coverStarring: said.coverStarring(2),
    madeWithLoveFor: said.madeWithLoveFor(HERO),
    createYourOwn: said.createYourOwn,
    date: CREATED.toLocaleDateString(said.dateLocale, { dateStyle: 'long', timeZone: 'UTC' }),
    dedication: said.dedication(HERO),
    manyTitle: said.manyTitle(HERO),
    belongsTo: said.belongsTo,
  };
}

describe.skipIf(missing)("the PDF book's own words, English and Spanish, read by poppler", () => {
  let english: string[];
  let spanish: string[];
  beforeAll(async () => {
    [english, spanish] = await Promise.all([pagesOf('en'), pagesOf('es')]);
  }, 240_000);

  it('prints in Spanish, on the same page, every one the English book prints', () => {
    const en = ownWords('en');
    const es = ownWords('es');
    expect(spanish).toHaveLength(english.length);
    const found: string[] = [];
    english.forEach((page, i) => {
      for (const [key, words] of Object.entries(en)) {
        if (!page.includes(words)) continue;
        found.push(key);
        expect(spanish[i], `${key} on page ${i + 1}`).toContain(es[key]);
        expect(spanish[i], `${key} on page ${i + 1}`).not.toContain(words);
      }
    });
    // The check has something to check: the English book's own words are where they should be.
    for (const key of [
      'theEnd',
      'sweetDreamsTo',
      'storyOf2',
      'madeWithLoveFor',
      'date',
      'dedication',
    ])
      expect(found).toContain(key);
    expect(found).not.toContain('belongsTo');
  });
});
