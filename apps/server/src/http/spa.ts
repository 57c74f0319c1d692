import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isLanguage, LANGUAGE_COOKIE, type Language } from '@sns/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLanguage } from '../i18n/translate-error';

/**
 * Serves the built web app: hashed assets with long caching, and index.html for every other
 * GET outside /api (the SPA's history fallback; the router shows 'Page not found' itself).
 */
export async function registerSpa(app: FastifyInstance, webDist: string) {
  const indexFile = join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ webDist }, 'web build not found: run `npm run build` to serve the web app');
  } else {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes a .br and a .gz beside each compressible file (apps/web/vite.config.ts):
      // the one the browser accepts is sent with Content-Encoding and Vary: Accept-Encoding.
      preCompressed: true,
      globIgnore: ['**/*.br', '**/*.gz'],
      setHeaders(reply, path) {
        if (path.includes(`${join(webDist, 'assets')}`)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  const indexHtml = (language: Language) =>
    inLanguage(readFileSync(indexFile, 'utf8'), language, firstWordsChunk(webDist, language));

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage && existsSync(indexFile)) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'Accept-Language, Cookie')
        .send(indexHtml(pageLanguage(request)));
    }
    return reply.status(404).send({ message: 'Not found.' });
  });
}

/**
 * The language the web app will start in, as far as the server can tell (decision 103): the
 * visitor's earlier pick (the language cookie), else the browser's Accept-Language — what
 * `initialLanguage()` reads on the page. A signed-in parent's profile may still change it there.
 */
function pageLanguage(request: FastifyRequest): Language {
  const cookie = request.cookies?.[LANGUAGE_COOKIE];
  return isLanguage(cookie) ? cookie : requestLanguage(request.headers['accept-language']);
}

/**
 * The built chunk of a language's first words (`first-es-<hash>.js`), whose download the page
 * would otherwise start only once the main script has run; English's are in the main chunk.
 */
function firstWordsChunk(webDist: string, language: Language): string | undefined {
  if (language === 'en') return undefined;
  const name = new RegExp(`^first-${language}-[\\w-]+\\.js$`);
  const assets = join(webDist, 'assets');
  const file = existsSync(assets) ? readdirSync(assets).find((f) => name.test(f)) : undefined;
  return file && `/assets/${file}`;
}

/** index.html for a page in `language`: its `lang`, and its first words asked for at once. */
export function inLanguage(html: string, language: Language, chunk: string | undefined): string {
  const withLang = html.replace(/<html lang="[\w-]*"/, `<html lang="${language}"`);
  if (!chunk) return withLang;
  // Fetched beside the main script, not after it: the Spanish landing page paints with these.
  return withLang.replace(
    '</head>',
    `  <link rel="modulepreload" crossorigin href="${chunk}">\n  </head>`,
  );
}
