import type { FastifyInstance } from 'fastify';
import type { LocalStorage } from '../providers/storage/local-storage';
import { LOCAL_FILES_PREFIX } from '../providers/storage/local-storage';

/** Serves local-storage files to anyone holding a valid signed URL (no session needed). */
export function registerLocalFilesRoute(app: FastifyInstance, storage: LocalStorage) {
  app.get<{ Params: { '*': string }; Querystring: { e?: string; s?: string } }>(
    `${LOCAL_FILES_PREFIX}*`,
    { schema: { hide: true } },
    async (request, reply) => {
      const key = decodeURIComponent(request.params['*']);
      if (!storage.verify(key, request.query.e, request.query.s)) {
        return reply.status(403).send({ message: 'This link has expired or is not valid.' });
      }
      const file = await storage.get(key);
      if (!file) return reply.status(404).send({ message: 'That file was not found.' });
      return reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, max-age=3600')
        .header('x-content-type-options', 'nosniff')
        .send(file.data);
    },
  );
}
