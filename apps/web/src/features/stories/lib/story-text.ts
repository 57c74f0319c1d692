import { STORY_PREVIEW_CHARS } from '@sns/contract';
import { formatLocale } from '../../../lib/i18n/language-store';

/** The story's paragraphs (the writer separates them with blank lines). */
export function storyParagraphs(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\n\s*\n|\r\n\s*\r\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter((p) => p.length > 0);
}

/** docs/api.md#spec-9: the story preview is the first 128 characters of the text. */
export function storyPreview(text: string | null | undefined): string {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > STORY_PREVIEW_CHARS
    ? `${flat.slice(0, STORY_PREVIEW_CHARS).trimEnd()}…`
    : flat;
}

/** "November 22, 2026", or '' for a missing or unreadable date. */
export function formatStoryDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(formatLocale(), { dateStyle: 'long' });
}
