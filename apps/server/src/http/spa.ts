import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
  const indexHtml = () => readFileSync(indexFile, 'utf8');

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' &&
      !request.url.startsWith('/api/') &&
      (request.headers.accept ?? '').includes('text/html');
    if (isPage && existsSync(indexFile)) {
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .send(indexHtml());
    }
    return reply.status(404).send({ message: 'Not found.' });
  });
}
