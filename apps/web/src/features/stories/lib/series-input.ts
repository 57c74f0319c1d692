import { ELEMENT_MAX_CHARS, SERIES_TITLE_MAX_CHARS, type SeriesChapter } from '@sns/contract';
import type { MessageKey } from '../../../lib/i18n/catalog-en';

/** What is wrong with the chapter's one new element, as the server would say it, or nothing. */
export function newElementProblem(value: string): MessageKey | undefined {
  const trimmed = value.trim();
  if (trimmed.includes(',')) return 'series.continue.noComma';
  if (trimmed.length > ELEMENT_MAX_CHARS) return 'series.continue.tooLong';
  return undefined;
}

/** What is wrong with a series' new name, or nothing. */
export function seriesTitleProblem(value: string): MessageKey | undefined {
  const trimmed = value.trim();
  if (trimmed.length === 0) return 'series.rename.empty';
  if (trimmed.length > SERIES_TITLE_MAX_CHARS) return 'series.rename.tooLong';
  return undefined;
}

/**
 * The chapter to read tonight: the latest one that is written (we do not record readings, so
 * the newest chapter stands in for the next unread one, as "Read again tonight" does for stories).
 */
export function chapterForTonight(chapters: SeriesChapter[]): SeriesChapter | undefined {
  return [...chapters].reverse().find((c) => c.status === 'completed');
}
