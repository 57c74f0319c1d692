import { articleFor } from './noun-phrase';
import type { Random } from './random';

/** A token's value, or a function for tokens that should vary each time they appear (e.g. a scenery detail). */
export type TokenValue = string | (() => string);
export type Tokens = Readonly<Record<string, TokenValue>>;

const CHOICE = /\[([^[\]]*)\]/g;
const TOKEN = /\{([A-Za-z][A-Za-z']*\d?)\}/g;

/**
 * Renders a phrase-bank line. `[a|b|c]` picks one option (options may be empty and may nest);
 * `{name}` inserts a token, and `{Name}` the same token with a capital first letter. Choices are
 * resolved before tokens so that text typed by parents is never read as template syntax.
 * `onToken` hears each token the chosen wording uses, so a scene knows who is in a line.
 */
export function renderTemplate(
  template: string,
  tokens: Tokens,
  random: Random,
  focus?: Tokens,
  onToken?: (name: string) => void,
): string {
  let text = template;
  // Innermost brackets first, so nested choices work.
  while (text.includes('[')) {
    const before = text;
    text = text.replace(CHOICE, (_match, options: string) => random.pick(options.split('|')));
    if (text === before) break;
  }
  text = text.replace(TOKEN, (_match, name: string) => {
    onToken?.(name);
    return resolveToken(name, tokens, focus);
  });
  return tidySentence(text);
}

/** `focus` tokens (the element in hand) take precedence over the story's own. */
function resolveToken(name: string, tokens: Tokens, focus: Tokens | undefined): string {
  const direct = focus?.[name] ?? tokens[name];
  if (direct !== undefined) return valueOf(direct);
  const lower = name.charAt(0).toLowerCase() + name.slice(1);
  const base = focus?.[lower] ?? tokens[lower];
  if (base === undefined) throw new Error(`Unknown story token {${name}}`);
  return capitalize(valueOf(base));
}

function valueOf(value: TokenValue): string {
  return typeof value === 'function' ? value() : value;
}

export function capitalize(text: string): string {
  const index = text.search(/\p{L}/u);
  if (index < 0) return text;
  return text.slice(0, index) + text.charAt(index).toUpperCase() + text.slice(index + 1);
}

/** Empty choices and sentence-initial tokens leave stray spaces and lower-case starts; fix them once here. */
export function tidySentence(text: string): string {
  const spaced = text
    .replace(/\s+/g, ' ')
    .replace(/ ([,.;:!?])/g, '$1')
    .replace(/,([,.!?])/g, '$1')
    .replace(/([.!?]) ?\./g, '$1')
    // A line that ends in a quoted sentence ends there: '"Well, obviously."' takes no second stop.
    .replace(/([.!?])(["”’])\./g, '$1$2')
    // Synonyms and parents' words can change the sound after "a"/"an" ("a worried" → "an anxious").
    .replace(/\b(a|an|A|An) ([A-Za-z][\w-]*)/g, (match, article: string, word: string) => {
      if (/^[A-Z]$/.test(word) || (article === 'A' && word === word.toUpperCase())) return match;
      const fitting = articleFor(word);
      return `${/^A/.test(article) ? fitting.charAt(0).toUpperCase() + fitting.slice(1) : fitting} ${word}`;
    })
    .trim();
  // Capitalise each sentence start, including one that opens with a quotation mark; after a closing
  // quotation mark a lower-case word is a speech tag ("Hello!" said Mia) and stays as it is.
  return capitalize(spaced).replace(
    /([.!?] +"?)(\p{Ll})/gu,
    (_m, lead: string, letter: string) => lead + letter.toUpperCase(),
  );
}

/** Joins names as a child's book would: "a, b and c". */
export function joinList(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
