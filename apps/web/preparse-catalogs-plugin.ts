import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { IntlMessageFormat } from 'intl-messageformat';
import type { Plugin } from 'vite';

/** The catalogs' modules (docs/decisions/070): `lib/i18n/catalog-xx.ts` and `lib/i18n/catalogs/*.ts`. */
const CATALOG = /\/src\/lib\/i18n\/(catalog-[a-z]+|catalogs\/[\w-]+)\.ts$/;
/** A message with ICU syntax (a placeholder, a plural, a tag, a quote); others are plain text. */
const ICU = /[{}<']/;

interface Node {
  type: string;
  start: number;
  end: number;
  value?: unknown;
  [key: string]: unknown;
}

/**
 * docs/design.md#design-7, decision 090: the web app's ICU messages are parsed here, at build
 * time, and shipped as FormatJS's message ASTs, so the ICU parser (~9 KiB gzip) is not in the
 * landing page's first load — `@formatjs/icu-messageformat-parser` is aliased to its `no-parser`
 * build, which formats ASTs and parses nothing. Plain messages stay strings. In tests and in
 * `vite dev` the catalogs are strings and are parsed at run time, as before; `use-t.ts` takes
 * both.
 */
export function preparseCatalogs(): Plugin {
  // The parser intl-messageformat itself imports (a dependency of it, not of ours).
  const fromFormatter = createRequire(createRequire(import.meta.url).resolve('intl-messageformat'));
  const parserDir = dirname(
    fromFormatter.resolve('@formatjs/icu-messageformat-parser/package.json'),
  );
  return {
    name: 'sns-preparse-catalogs',
    apply: 'build',
    enforce: 'post',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: join(parserDir, 'lib/no-parser.js'),
          },
        ],
      },
    }),
    transform(code, id) {
      if (!CATALOG.test(id)) return undefined;
      const locale = /-([a-z]+)\.ts$/.exec(id)?.[1] ?? 'en';
      const edits: { start: number; end: number; text: string }[] = [];
      const visit = (node: unknown): void => {
        if (Array.isArray(node)) return node.forEach(visit);
        if (!node || typeof node !== 'object') return;
        const n = node as Node;
        if (n.type === 'Property' && isString(n.value) && ICU.test(n.value.value)) {
          const ast = new IntlMessageFormat(n.value.value, locale).getAst();
          edits.push({ start: n.value.start, end: n.value.end, text: JSON.stringify(ast) });
          return;
        }
        for (const [key, child] of Object.entries(n)) if (key !== 'type') visit(child);
      };
      visit(this.parse(code));
      let out = code;
      for (const { start, end, text } of edits.sort((a, b) => b.start - a.start))
        out = out.slice(0, start) + text + out.slice(end);
      return { code: out, map: null };
    },
  };
}

function isString(node: unknown): node is Node & { value: string } {
  const n = node as Node | undefined;
  return n?.type === 'Literal' && typeof n.value === 'string';
}
