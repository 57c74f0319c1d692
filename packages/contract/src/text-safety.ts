import type { z } from 'zod';

/**
 * Characters no text a parent types needs, that either break things (NUL aborts a PostgreSQL
 * query; CR/LF in a name reaches e-mail headers) or hide things (zero-width and bidi characters
 * disguise words and reorder what a reader sees): C0/C1 controls, soft hyphen, zero-width
 * space/non-joiner, LRM/RLM, bidi embeddings, overrides and isolates, word joiner and invisible
 * operators, the BOM and the Hangul fillers.
 */
const INVISIBLE_OR_CONTROL =
  // Listing control and combining characters is the point here.
  // eslint-disable-next-line no-control-regex, no-misleading-character-class
  /[\u0000-\u001F\u007F-\u009F\u00AD\u034F\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B\u200C\u200E\u200F\u2028-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0\uFFF9-\uFFFB]/u;
/** A zero-width joiner belongs between two emoji (👨‍👩‍👧); anywhere else it hides a seam. */
const STRAY_JOINER =
  /(?<!\p{Extended_Pictographic}\uFE0F?)\u200D|\u200D(?!\p{Extended_Pictographic})/u;
/**
 * Unicode tag characters (U+E0000–E007F) are invisible and can smuggle a whole hidden text
 * (issue 33); nothing a parent types needs them, so they are refused everywhere.
 */
const TAG = /[\u{E0000}-\u{E007F}]/u;
/**
 * A variation selector picks how the character before it looks: text or emoji style after an
 * emoji (☺️, 1️⃣), a glyph variant after a CJK ideograph. Anywhere else — at the start, after a
 * letter, or a second one in a row — it draws nothing and hides a seam.
 */
const VARIATION_SELECTOR = /[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;
const STRAY_VARIATION_SELECTOR =
  /(?<![\p{Emoji}\p{Ideographic}])[\uFE00-\uFE0F\u{E0100}-\u{E01EF}]/u;

/** True when `text` holds a control, invisible or bidi character (see above). */
export function hasUnsafeCharacters(text: string): boolean {
  return (
    INVISIBLE_OR_CONTROL.test(text) ||
    STRAY_JOINER.test(text) ||
    TAG.test(text) ||
    (VARIATION_SELECTOR.test(text) && STRAY_VARIATION_SELECTOR.test(text))
  );
}

export const UNSAFE_CHARACTERS_MESSAGE = (label: string) =>
  `${label} contains invisible or control characters. Please type it again.`;

/**
 * Every field name a schema gave `plainText`, as the schemas are built: the server's error
 * catalogs must say each in every language, since messages carry them (decision 103).
 */
export const PLAIN_TEXT_LABELS = new Set<string>();

/** A one-line text field: the schema, refusing control, invisible and bidi characters. */
export const plainText = <T extends z.ZodTypeAny>(schema: T, label: string) => {
  PLAIN_TEXT_LABELS.add(label);
  return schema.refine(
    (value: unknown) => typeof value !== 'string' || !hasUnsafeCharacters(value),
    { message: UNSAFE_CHARACTERS_MESSAGE(label) },
  );
};
