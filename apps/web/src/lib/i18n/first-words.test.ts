import { describe, expect, it } from 'vitest';
import { firstEn } from './catalogs/first-en';
import { en } from './catalog-en';

/*
 * The landing page paints with English's first words alone (decision 091): every key a module
 * the landing page loads names — the main chunk's modules and the landing route's, followed
 * through their static imports — is in `first-en.ts`. A key of the rest there would show nothing
 * until the rest arrived.
 */
const SOURCES = import.meta.glob<string>(['../../**/*.{ts,tsx}', '!../../**/*.test.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
const byPath = new Map(
  Object.entries(SOURCES).map(([path, source]) => [
    new URL(path, 'file:///src/lib/i18n/').pathname,
    source,
  ]),
);

/** The module a relative import names, as a key of `byPath`. */
function resolve(from: string, spec: string): string | undefined {
  const base = new URL(spec, `file://${from}`).pathname;
  return [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`].find((p) => byPath.has(p));
}

/** Every module `roots` load without a page's own `lazy` import. */
function reached(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const path = queue.pop() as string;
    if (seen.has(path)) continue;
    seen.add(path);
    const source = byPath.get(path) ?? '';
    // Static imports and re-exports; a route's `page(() => import(…))` is left to its page.
    for (const m of source.matchAll(
      /(?:import|export)\s(?!type\s)[^'"]*?from\s+'(\.[^']+)'|import\s+'(\.[^']+)'/g,
    )) {
      const next = resolve(path, (m[1] ?? m[2]) as string);
      if (next) queue.push(next);
    }
    for (const m of source.matchAll(/(?<!page\(\(\) => )import\('(\.[^']+)'\)/g)) {
      // A module loaded together with every word (`needAllWords()` beside it) needs none here.
      const near = source.slice(Math.max(0, m.index - 80), m.index + m[0].length + 80);
      if (near.includes('needAllWords()')) continue;
      const next = resolve(path, m[1] as string);
      if (next && !next.includes('/lib/i18n/catalog')) queue.push(next);
    }
  }
  return seen;
}

describe("the landing page's words", () => {
  const modules = reached(['/src/main.tsx', '/src/app/routes/landing.tsx']);
  const keys = new Set(Object.keys(en));
  // The catalogs' own files define keys; the other modules name them.
  const users = [...modules].filter((path) => !path.includes('/lib/i18n/catalog'));
  const named = users.flatMap((path) =>
    [...(byPath.get(path) ?? '').matchAll(/'([\w-]+\.[\w.-]+)'/g)]
      .map((m) => m[1] as string)
      .filter((key) => keys.has(key))
      .map((key) => ({ path, key })),
  );

  it('follows the landing page into its modules', () => {
    expect(modules.size).toBeGreaterThan(30);
    expect(named.length).toBeGreaterThan(50);
  });

  it('are all in the first part of the English catalog', () => {
    expect(named.filter(({ key }) => !(key in firstEn))).toEqual([]);
  });
});
