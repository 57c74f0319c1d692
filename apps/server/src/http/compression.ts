import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses dynamic responses — JSON, index.html, the share and purchase pages — with brotli or
 * gzip, whichever the browser prefers (docs/decisions/011-security-headers-and-compression.md).
 * - Below ~1 KB compression saves less than it costs, so smaller bodies go as they are.
 * - Only types mime-db marks compressible: PNG, JPEG, MP3 and PDF are compressed already.
 * - A 206 (a byte range of a narration) is never compressed: Content-Range counts raw bytes.
 * - A built asset arrives with Content-Encoding already set (its .br or .gz from the build) and is
 *   passed through untouched.
 * Brotli runs at quality 4 (the plugin's default): close to gzip's CPU cost, smaller output; the
 * build's precompressed files use quality 11.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
}
