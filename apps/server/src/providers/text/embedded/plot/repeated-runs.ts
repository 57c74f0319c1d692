/** How many words in a row a chapter may not say again from an earlier chapter of its series. */
export const RUN_WORDS = 7;

/** The words of a text for comparing runs: lower case, without punctuation, names masked. */
export function runWords(text: string, names: readonly string[]): string[] {
  let masked = text.toLowerCase().replace(/[’']s\b/g, '');
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    const n = name.toLowerCase().replace(/^the /, '').trim();
    if (n) masked = masked.replaceAll(n, ' # ');
  }
  return masked
    .replace(/[^\p{L}\p{N}#\s-]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

export function runsOf(words: readonly string[]): Set<string> {
  const runs = new Set<string>();
  for (let i = 0; i + RUN_WORDS <= words.length; i++)
    runs.add(words.slice(i, i + RUN_WORDS).join(' '));
  return runs;
}

/**
 * The runs of seven words `text` shares with any of `earlier` (docs/decisions/067), names masked
 * so "Ife and Colonel" is not what makes two lines differ.
 */
export function repeatedRuns(
  text: string,
  earlier: readonly string[],
  names: readonly string[],
): string[] {
  const before = new Set<string>();
  for (const e of earlier) for (const run of runsOf(runWords(e, names))) before.add(run);
  return [...runsOf(runWords(text, names))].filter((run) => before.has(run));
}
