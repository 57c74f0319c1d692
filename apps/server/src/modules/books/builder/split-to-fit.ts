/**
 * Splits text into pages that each fit (`fits`), keeping the most of it together: whole
 * paragraphs first, then whole sentences, then words for a sentence longer than a page. Pages
 * are balanced — two half pages rather than a full one and a line — so a split reads as a
 * turn of the page, not as an overflow.
 */
export function splitToFit(text: string, fits: (text: string) => boolean): string[] {
  if (fits(text)) return [text];
  const paragraphs = text.split(/\n\n/);
  if (paragraphs.length > 1) return balanced(paragraphs, '\n\n', fits);
  const sentences = text.match(/[^.!?…]+(?:[.!?…]+["'”’)]*\s*|$)/g)?.map((s) => s.trim());
  if (sentences && sentences.length > 1) return balanced(sentences.filter(Boolean), ' ', fits);
  const words = text.split(/\s+/);
  // One word wider than a page cannot be split; it is set as it is (no story has one).
  return words.length > 1 ? balanced(words, ' ', fits) : [text];
}

function balanced(units: string[], separator: string, fits: (text: string) => boolean) {
  const plain = pack(units, separator, fits, Infinity);
  if (plain.length < 2) return plain;
  const total = units.join(separator).length;
  // The same number of pages with none much longer than the average, when that is possible.
  const even = pack(units, separator, fits, Math.ceil((total / plain.length) * 1.15));
  return even.length === plain.length ? even : plain;
}

function pack(
  units: string[],
  separator: string,
  fits: (text: string) => boolean,
  maxChars: number,
): string[] {
  const pages: string[] = [];
  let current = '';
  for (const unit of units) {
    const joined = current ? `${current}${separator}${unit}` : unit;
    if (fits(joined) && joined.length <= maxChars) {
      current = joined;
      continue;
    }
    if (current) pages.push(current);
    if (fits(unit)) current = unit;
    else {
      // A paragraph or sentence longer than a page: split it on its own at a finer grain.
      const parts = splitToFit(unit, fits);
      pages.push(...parts.slice(0, -1));
      current = parts.at(-1) ?? '';
    }
  }
  if (current) pages.push(current);
  return pages;
}
