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

/** True when `text` holds a control, invisible or bidi character (see above). */
export function hasUnsafeCharacters(text: string): boolean {
  return INVISIBLE_OR_CONTROL.test(text) || STRAY_JOINER.test(text);
}

export const UNSAFE_CHARACTERS_MESSAGE = (label: string) =>
  `${label} contains invisible or control characters. Please type it again.`;

/** A one-line text field: the schema, refusing control, invisible and bidi characters. */
export const plainText = <T extends z.ZodTypeAny>(schema: T, label: string) =>
  schema.refine((value: unknown) => typeof value !== 'string' || !hasUnsafeCharacters(value), {
    message: UNSAFE_CHARACTERS_MESSAGE(label),
  });
