/*
 * Finds words a parent would read that are written into the web app's code instead of a catalog
 * (docs/languages.md): JSX text, the text props a person sees or hears, and any string literal in
 * a component or helper that reads as words. Used by no-stray-strings.test.ts, which `npm test`
 * runs.
 */

/** Text between tags that has words in it (two letters or more). */
const JSX_TEXT = />\s*([^<>{}\n]*[A-Za-z]{2,}[^<>{}]*?)\s*</g;
/** A seen or heard prop given as a string: `aria-label="Close"`, `placeholder="e.g. Maya"`. */
const TEXT_PROP =
  /\b(aria-label|aria-description|placeholder|title|alt|label|description)=(?:"([^"]*[A-Za-z]{2,}[^"]*)"|\{'([^']*[A-Za-z]{2,}[^']*)'\})/g;

/** A string literal in code: quoted either way, or a template (its `${…}` parts read as gaps). */
const LITERAL = /(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g;
/** Words: two or more with a space between, or one capitalised word ("Pause", "Finish."). */
const WORDS = /[A-Za-z]{2,}[,.!?:;—–…]*\s+\S*[A-Za-z]|^[A-Z][a-z]+(-[a-z]+)*[.!?…]?$/;
/**
 * What comes just before a literal that no parent reads: a message key, a developer's log or
 * thrown error, a media query, or an attribute whose value is a keyword list.
 */
const CODE_BEFORE =
  /(\b(t|translate|rich|console\.\w+|warn|Error|matchMedia|useMediaQuery)\(|\b(rel|autoComplete|sizes|scope)=|\bkey\s*[!=]==)\s*$/;
/** A literal that is CSS: a variable, a function, a length, a font stack. */
const CSS = /var\(--|clamp\(|\d(px|em|rem|vw|vh)\b|\(m(in|ax)-width|prefers-|serif"?$|\bsolid #/;

/** Never translated: the brand and each language's own name. */
export const ALLOWED = new Set(['Starry Night Story', 'English', 'Español']);

/** The strays of one component's source, in order. */
export function strayStrings(source: string): string[] {
  const found: string[] = [];
  const code = withoutComments(source);
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
 * The literals of a file's code (not its imports or comments) that read as words — words a parent
 * would see, unless a catalog gives them.
 */
export function strayLiterals(source: string): string[] {
  const code = withoutComments(source)
    .replace(/^import [^;]*;$/gm, '')
    .replace(/^export [^;]* from '[^']*';$/gm, '');
  const found: string[] = [];
  for (const match of code.matchAll(LITERAL)) {
    const text = (match[2] ?? '').replace(/\$\{[^}]*\}/g, ' ').trim();
    if (!WORDS.test(text) || CSS.test(text) || ALLOWED.has(text)) continue;
    if (CODE_BEFORE.test(code.slice(Math.max(0, match.index - 40), match.index))) continue;
    found.push(text);
  }
  return found;
}

const withoutComments = (source: string) =>
  source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');

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
