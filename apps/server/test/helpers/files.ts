import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import type { TestApp } from './test-app';

/* Pictures to upload and the files the app stored; tests import them through factories.ts. */

/** Every file under the storage directory, relative to it. */
export function storedFiles(t: TestApp): string[] {
  const root = t.config.storage.kind === 'local' ? t.config.storage.dir : '';
  const walk = (dir: string): string[] => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return [];
    }
    return entries.flatMap((e) =>
      e.isDirectory() ? walk(join(dir, e.name)) : [relative(root, join(dir, e.name))],
    );
  };
  return walk(root).sort();
}

/** A photo-like image (gradient and a circle) in the given format. */
export async function photo(
  width = 800,
  height = 600,
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'jpeg',
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#1d1f4e"/><stop offset="1" stop-color="#f6d365"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="25%" fill="#3b3f8f"/></svg>`;
  return sharp(Buffer.from(svg)).toFormat(format).toBuffer();
}

/** A PNG whose header claims `width`×`height` but carries almost no pixel data (a decompression bomb). */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(data: Buffer) {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A multipart/form-data body with one file field, as a browser's FormData sends it. */
export function multipart(field: string, file: { name: string; type: string; data: Buffer }) {
  const boundary = `----sns${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An SVG that would run script if it were ever served as a picture. */
export const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100">' +
    '<script>fetch("/api/logout",{method:"POST"})</script><rect width="100" height="100"/></svg>',
);

/** A flat 16-bit PNG: a few hundred KB that decode to width × height × 6 bytes. */
async function deepPng(width: number, height: number) {
  deepPngCache ??= sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 90, b: 200 } },
  })
    .toColourspace('rgb16')
    .png({ compressionLevel: 9 })
    .toBuffer();
  return deepPngCache;
}
let deepPngCache: Promise<Buffer> | undefined;

/**
 * Uploads that are not acceptable pictures (docs/decisions/d9-uploaded-images.md), each with the
 * status it must get: a fake PNG, a 20000×20000 bomb, an 11 MB file, SVG with script (as SVG and
 * posing as PNG), text, nothing.
 */
export async function unacceptableImages() {
  const jpegHead = await photo(64, 64);
  return [
    {
      name: 'fake.png',
      type: 'image/png',
      data: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), randomBytes(4000)]),
      status: 415,
    },
    { name: 'bomb.png', type: 'image/png', data: pngHeaderOnly(20000, 20000), status: 413 },
    {
      name: 'huge.jpg',
      type: 'image/jpeg',
      data: Buffer.concat([await photo(64, 64), randomBytes(11 * 1024 * 1024)]),
      status: 413,
    },
    // Just past the limit: the multipart plugin can hand these back cut to 10 MB and looking whole.
    ...[1, 100 * 1024, 5 * 1024 * 1024, 10 * 1024 * 1024].map((extra) => ({
      name: `over-by-${extra}.jpg`,
      type: 'image/jpeg',
      data: Buffer.concat([jpegHead, randomBytes(10 * 1024 * 1024 + extra - jpegHead.length)]),
      status: 413,
    })),
    // Small on disk, 25 MP of 16-bit samples to decode: over the budget by bytes, not by pixels.
    { name: 'deep.png', type: 'image/png', data: await deepPng(5000, 5000), status: 413 },
    { name: 'evil.svg', type: 'image/svg+xml', data: SVG_WITH_SCRIPT, status: 415 },
    { name: 'evil.png', type: 'image/png', data: SVG_WITH_SCRIPT, status: 415 },
    { name: 'notes.txt', type: 'text/plain', data: Buffer.from('Once upon a time'), status: 415 },
    { name: 'empty.png', type: 'image/png', data: Buffer.alloc(0), status: 400 },
  ];
}
