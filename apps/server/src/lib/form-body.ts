import type { FastifyInstance } from 'fastify';

/**
 * Lets a plugin's routes read plain HTML form posts (url-encoded, a few fields): our server-rendered
 * test pages (test checkout, print lab). Registered in that plugin's scope only; the API takes JSON.
 */
export function acceptFormBodies(app: Pick<FastifyInstance, 'addContentTypeParser'>): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
}
