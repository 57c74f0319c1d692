/*
 * The languages the product speaks (docs/decisions/070). Kept apart from the zod schemas so the
 * web app's first paint can read them without bringing zod along.
 */

/** Every language the pages, e-mails, books and stories come in; the first is the fallback. */
export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language named in itself, as a parent looking for their own would read it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/**
 * The cookie that keeps a visitor's language before sign-in. It is a functionality cookie: the
 * web app writes it only while functionality consent is granted (docs/decisions/009).
 */
export const LANGUAGE_COOKIE = 'sns_language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/**
 * The first of a list of language tags (`es-MX`, `en-GB;q=0.8`, …) we speak, by its primary
 * subtag; `undefined` when none is ours. Reads both navigator.languages and an Accept-Language
 * header (whose order, by q-value, it respects).
 */
export function pickLanguage(
  tags: readonly string[] | string | undefined | null,
): Language | undefined {
  if (!tags) return undefined;
  const list =
    typeof tags === 'string'
      ? tags
          .split(',')
          .map((part, index) => {
            const [tag = '', ...params] = part.trim().split(';');
            const q = params.find((p) => p.trim().startsWith('q='));
            const weight = q ? Number(q.trim().slice(2)) : 1;
            return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
          })
          .filter((e) => e.tag && e.weight > 0)
          .sort((a, b) => b.weight - a.weight || a.index - b.index)
          .map((e) => e.tag)
      : tags;
  for (const tag of list) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return undefined;
}
