import { ValidationError } from '../../errors';
import { findUnsafeWords } from './find-unsafe-words';

export const UNSAFE_WORDS_MESSAGE =
  "Please remove words that aren't suitable for a children's story: {words}.";

/** "Please remove words that aren't suitable for a children's story: blood, guns." */
export function unsafeWordsMessage(words: readonly string[]): string {
  return UNSAFE_WORDS_MESSAGE.replace('{words}', () => words.join(', '));
}

/** A field a parent typed that ends up in a story, a book or its player. */
export interface TypedText {
  /** The request field, named in the 400. */
  path?: string;
  /** One text, or several checked one by one (a list of favourite things). */
  text: string | readonly string[] | null | undefined;
}

/** The unsafe words of each text, each once, in order; texts are never read as one. */
export function unsafeWordsIn(texts: readonly (string | null | undefined)[]): string[] {
  return [...new Set(texts.flatMap((text) => (text ? findUnsafeWords(text) : [])))];
}

/**
 * Refuses (400, nothing stored or charged) when any field holds words that do not belong in a
 * children's story, naming them per field. Every field a parent types that a child may see or
 * hear goes through here: story inputs, child profiles, dedications, gift messages, voice names.
 */
export function refuseUnsafeText(fields: readonly TypedText[]): void {
  const errors = fields.flatMap(({ path, text }) => {
    const words = unsafeWordsIn(typeof text === 'string' || !text ? [text] : text);
    return words.length > 0 ? [{ msg: unsafeWordsMessage(words), ...(path ? { path } : {}) }] : [];
  });
  if (errors.length > 0) throw new ValidationError(errors);
}
