import type { FastifyInstance } from 'fastify';
import { sendWithByteRanges } from '../lib/byte-range-reply';
import type { LocalStorage } from '../providers/storage/local-storage';
import { LOCAL_FILES_PREFIX } from '../providers/storage/local-storage';

export { parseByteRange } from '../lib/byte-range-reply';

/**
 * Serves local-storage files to anyone holding a valid signed URL (no session needed), byte
 * ranges honoured (lib/byte-range-reply.ts).
 */
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
      reply
        .header('content-type', file.contentType)
        .header('cache-control', 'private, max-age=3600')
        // The URL is the credential: a PDF's links must not hand it on as a Referer.
        .header('referrer-policy', 'no-referrer');
      return sendWithByteRanges(request.headers.range, reply, file.data);
    },
  );
}
