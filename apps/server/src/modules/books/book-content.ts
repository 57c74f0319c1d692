import { splitElements } from '@sns/contract';
import type { AppContext } from '../../context';
import type { CastMember } from '../../providers/scene/scene';
import { normaliseHeroName } from '../children/derived-cast';
import { castOfStory } from '../children/story-cast';
import { findSeries } from '../series/series-repository';
import { listStoriesByIds, type StoryRow } from '../stories/story-repository';
import { scenesOfStory } from '../stories/story-scenes';
import type { BookJobRow } from './book-repository';
import type { BookInput, BookStory } from './builder/book-plan';
import { bookWords } from './builder/book-words';

/**
 * Every story of the book was deleted since it was made: its content can't be read again (a
 * print of it is refused in words, never a crash).
 */
export class BookStoriesGoneError extends Error {
  constructor(readonly bookId: string) {
    super('The stories of this book no longer exist');
    this.name = 'BookStoriesGoneError';
  }
}

/** A book's content without the photo: what its PDF is built from, and what its print is. */
export type BookContent = Omit<BookInput, 'photo'>;

/**
 * What a book holds, read from its row and its stories (docs/decisions/017): the stories in the
 * order chosen (any deleted since are left out) with their scenes and cast, the look the parent
 * confirmed, the dedication, the seed. The build job adds the photo; the print files
 * (docs/decisions/025) take it as it is, so the printed book is the book.
 */
export async function loadBookContent(ctx: AppContext, book: BookJobRow): Promise<BookContent> {
  const rows = await storiesOfBook(ctx, book);
  const main = rows.find((s) => s.id === book.storyId) ?? rows[0];
  if (!main) throw new BookStoriesGoneError(book.id);
  const bookStories = rows.map((row) => withConfirmedLook(toBookStory(row), main.hero, book));
  const series = await seriesOfBook(ctx, rows);
  const words = bookWords(main.language);
  return {
    title: series
      ? series
      : rows.length > 1
        ? words.manyTitle(main.hero)
        : (main.title ?? words.singleTitle(main.hero)),
    ...(series ? { series } : {}),
    hero: main.hero,
    cast: bookStories[rows.indexOf(main)]?.cast ?? castOfStory(main),
    dedication: book.dedication ?? words.dedication(main.hero),
    language: main.language,
    stories: bookStories,
    createdAt: book.createdAt,
    seed: book.seed,
  };
}

/**
 * A series book (docs/decisions/077): two or more chapters of one series, in their order. Its
 * name is the series' as it is now, so a renamed series prints under its new name.
 */
async function seriesOfBook(ctx: AppContext, rows: StoryRow[]) {
  const [first] = rows;
  if (!first?.seriesId || rows.length < 2) return undefined;
  const inOrder = rows.every(
    (row, i) =>
      row.seriesId === first.seriesId &&
      (i === 0 || (row.chapter ?? 0) > (rows[i - 1]?.chapter ?? 0)),
  );
  if (!inOrder) return undefined;
  return (await findSeries(ctx.database.db, first.seriesId))?.title;
}

/** The book's stories in the order chosen; any deleted since are left out. */
async function storiesOfBook(ctx: AppContext, book: BookJobRow) {
  const rows = await listStoriesByIds(ctx.database.db, book.userId, book.selectedStoryIds);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return book.selectedStoryIds
    .map((id) => byId.get(id))
    .filter((r): r is StoryRow => Boolean(r?.storyText));
}

/**
 * The look the parent confirmed from the photo is the book's hero's (issue 12): it replaces the
 * first child of every story of the book starring that hero, in this book only — the stories and
 * the child's profile keep their own.
 */
function withConfirmedLook(story: BookStory, hero: string, book: BookJobRow): BookStory {
  const [first, ...rest] = story.cast ?? [];
  if (!book.appearance || !first) return story;
  if (normaliseHeroName(first.name) !== normaliseHeroName(hero)) return story;
  const confirmed: CastMember = { ...first, appearance: book.appearance };
  return { ...story, cast: [confirmed, ...rest] };
}

function toBookStory(row: StoryRow): BookStory {
  const [a = '', b = '', c = ''] = splitElements(row.elements);
  return {
    title: row.title ?? bookWords(row.language).singleTitle(row.hero),
    hero: row.hero,
    age: row.age,
    elements: [a, b, c],
    genre: row.genre,
    seed: row.seed,
    text: row.storyText ?? '',
    cast: castOfStory(row),
    // The writer's moments, or for an older story its moments read from the text.
    scenes: scenesOfStory(row),
  };
}
