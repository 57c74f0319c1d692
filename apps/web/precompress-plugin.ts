import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin, ResolvedConfig } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats only: images, audio and PDFs in the build are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.xml']);

/**
 * Writes `x.br` (brotli, quality 11) and `x.gz` (gzip, level 9) beside every text file of the
 * build, so the server sends them as they are instead of compressing on each request
 * (@fastify/static `preCompressed`; docs/decisions/011-security-headers-and-compression.md).
 * A variant that would not be smaller is not written: the server then sends the file itself.
 */
export function precompress(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'sns-precompress',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      const outDir = resolve(config.root, config.build.outDir);
      let raw = 0;
      let br = 0;
      for (const file of await listFiles(outDir)) {
        if (!COMPRESSIBLE.has(extname(file))) continue;
        const data = await readFile(file);
        const [brData, gzData] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          }),
          gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        raw += data.length;
        br += Math.min(brData.length, data.length);
        if (brData.length < data.length) await writeFile(`${file}.br`, brData);
        if (gzData.length < data.length) await writeFile(`${file}.gz`, gzData);
      }
      config.logger.info(`precompressed: ${kib(raw)} of text → ${kib(br)} brotli`);
    },
  };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir);
  const files = await Promise.all(
    entries.map(async (name) => {
      const path = join(dir, name);
      return (await stat(path)).isDirectory() ? listFiles(path) : [path];
    }),
  );
  return files.flat();
}
