/** What the English and the Spanish picture descriptions do alike to the parent's words. */

/** Each phrase once, whatever its case: "the Kite" and "the kite" are one kite. */
export function unique(items: readonly string[]): string[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = item.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The parent's words without stray stops or spaces (Spanish's ¡ and ¿ included). */
export function tidy(words: string): string {
  return words
    .trim()
    .replace(/[.!?¡¿,;:]+$/, '')
    .replace(/\s+/g, ' ');
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
