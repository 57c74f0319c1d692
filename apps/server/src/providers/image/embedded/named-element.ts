import { isTitleOrArticle } from './grown-up-titles';
import { tokenize } from './match-element';

/** Words that open a name without being it, English and Spanish ("the", "la", "mi"). */
const ARTICLES = new Set(
  'the a an our my his her their little el la los las un una mi tu su nuestro nuestra'.split(' '),
);
/** Words that open what someone is, after their name: "Mrs Patel the librarian", "…, la bibliotecaria". */
const APPOSITIVE_OPENING =
  /^(the|a|an|our|my|his|her|their|el|la|los|las|un|una|mi|tu|su|nuestro|nuestra)$/i;

/**
 * The story element a name in the moment's `present` list belongs to: "Colonel" is "a grumpy
 * goose called Colonel", "Biscuit" is "a dog named biscuit", "Churro" is "the cat Churro". Such
 * a name is that goose, dog or cat — never a child friend of some stranger's look beside the
 * hero, nor a biscuit (decision 086); "Mrs Patel" is "Mrs Patel the librarian" (decision 093).
 * Undefined when no element names it.
 */
const titleWord = (word: string) => tokenize(word).join(' ');

export function elementNamed(text: string, elements: readonly string[]): string | undefined {
  const name = tokenize(text).filter((word) => !ARTICLES.has(word));
  if (name.length === 0 || name.length > 2) return undefined;
  const same = (words: readonly string[]): boolean =>
    words.length === name.length && words.every((word, i) => word === name[i]);
  return elements.find((element) => {
    const words = tokenize(element);
    if (same(words)) return false;
    // "… called Colonel", "… named Pip the Brave": the words after the naming word.
    const naming = words.findIndex((word) => word === 'called' || word === 'named');
    if (naming !== -1) return same(words.slice(naming + 1, naming + 1 + name.length));
    const typed = element.trim().split(/\s+/);
    // "Mrs Patel the librarian", "Kofi, her big brother", "la señora Okafor, la bibliotecaria": a
    // proper name (after its article, with its title, which Spanish writes in lower case) opening
    // the element's words, then what they are.
    const lead = typed.findIndex((word) => !ARTICLES.has(titleWord(word)));
    const opening = typed.slice(lead, lead + name.length);
    const after = typed[lead + name.length];
    if (
      lead !== -1 &&
      after !== undefined &&
      opening.every((word) => /^\p{Lu}/u.test(word) || isTitleOrArticle(word)) &&
      opening.some((word) => /^\p{Lu}/u.test(word)) &&
      (/,$/.test(opening.at(-1) ?? '') || APPOSITIVE_OPENING.test(after)) &&
      same(tokenize(opening.join(' ')))
    )
      return true;
    // "the cat Churro", "her best friend Jun": a proper name closing the element's words.
    const closing = typed.slice(-name.length);
    return (
      typed.length > name.length &&
      closing.every((word) => /^\p{Lu}/u.test(word)) &&
      same(words.slice(-name.length))
    );
  });
}
