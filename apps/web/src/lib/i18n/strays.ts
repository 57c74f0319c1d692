/*
 * Finds words a parent would read that are written into a component instead of a catalog
 * (docs/languages.md): JSX text and the text props a person sees or hears. Used by
 * no-stray-strings.test.ts, which `npm test` runs.
 */

/** Text between tags that has words in it (two letters or more). */
const JSX_TEXT = />\s*([^<>{}\n]*[A-Za-z]{2,}[^<>{}]*?)\s*</g;
/** A seen or heard prop given as a string: `aria-label="Close"`, `placeholder="e.g. Maya"`. */
const TEXT_PROP =
  /\b(aria-label|aria-description|placeholder|title|alt|label|description)=(?:"([^"]*[A-Za-z]{2,}[^"]*)"|\{'([^']*[A-Za-z]{2,}[^']*)'\})/g;

/** Never translated: the brand and each language's own name. */
export const ALLOWED = new Set(['Starry Night Story', 'English', 'Español']);

/** The strays of one component's source, in order. */
export function strayStrings(source: string): string[] {
  const found: string[] = [];
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const match of code.matchAll(JSX_TEXT)) {
    const text = (match[1] ?? '').trim();
    if (looksLikeCode(text) || ALLOWED.has(text)) continue;
    found.push(text);
  }
  for (const match of code.matchAll(TEXT_PROP)) {
    const text = (match[2] ?? match[3] ?? '').trim();
    if (!ALLOWED.has(text)) found.push(text);
  }
  return found;
}

/**
 * A TypeScript fragment between two `>`/`<` (a generic, a comparison, a ternary, the statements
 * between `useState<T>(null);` and the next generic), not words.
 */
function looksLikeCode(text: string) {
  return (
    /^[)\]]|[([]$|\?\s*\(|=>|&&|\|\||===|!==|;\s*$|\);/.test(text) ||
    (/^[\w.]+(\(.*\))?$/.test(text) && !/\s/.test(text) && /[a-z][A-Z]|\./.test(text))
  );
}
