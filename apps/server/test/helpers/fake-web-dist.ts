import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** A script large enough to be worth compressing, as a built asset would be. */
export const FAKE_ASSET_SOURCE = `export const stars = [${Array.from({ length: 400 }, (_, i) => i).join(', ')}];\n`;
export const FAKE_ASSET_PATH = '/assets/index-abc123.js';

/**
 * A tiny stand-in for apps/web/dist (WEB_DIST): index.html and one hashed script with the .br
 * and .gz the web build writes beside it.
 */
export function createFakeWebDist() {
  const dir = mkdtempSync(join(tmpdir(), 'sns-web-dist-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(
    join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><title>Starry Night Story</title>' +
      '<meta name="description" content="Bedtime stories." /></head>' +
      `<body><div id="root"></div><script type="module" src="${FAKE_ASSET_PATH}"></script></body></html>`,
  );
  const asset = join(dir, FAKE_ASSET_PATH);
  writeFileSync(asset, FAKE_ASSET_SOURCE);
  writeFileSync(`${asset}.br`, brotliCompressSync(FAKE_ASSET_SOURCE));
  writeFileSync(`${asset}.gz`, gzipSync(FAKE_ASSET_SOURCE));
  return dir;
}
