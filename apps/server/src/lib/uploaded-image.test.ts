import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { httpStatusOf } from '../http/error-status';
import { scanBombJpeg } from '../../test/helpers/scan-bomb-jpeg';
import { decodeImageDataUrl, reencodeUploadedImage } from './uploaded-image';

const square = (size: number, format: 'png' | 'jpeg' | 'webp' | 'gif' | 'tiff' | 'avif') =>
  sharp({ create: { width: size, height: size, channels: 3, background: '#3b3f8f' } })
    .toFormat(format)
    .toBuffer();

async function statusOf(promise: Promise<unknown>) {
  try {
    await promise;
    return 200;
  } catch (error) {
    if (error instanceof AppError) return httpStatusOf(error);
    throw error;
  }
}

describe('reencodeUploadedImage (docs/decisions/d9-uploaded-images.md)', () => {
  it.each(['png', 'jpeg', 'webp', 'gif', 'tiff', 'avif'] as const)(
    're-encodes a %s as PNG',
    async (format) => {
      const out = await reencodeUploadedImage(await square(700, format), {
        maxSide: 512,
        requester: 'test',
      });
      expect(await sharp(out).metadata()).toMatchObject({ format: 'png', width: 512, height: 512 });
    },
  );

  it('never enlarges a small photo', async () => {
    const out = await reencodeUploadedImage(await square(64, 'png'), {
      maxSide: 512,
      requester: 'test',
    });
    expect(await sharp(out).metadata()).toMatchObject({ width: 64, height: 64 });
  });

  it('turns a photo upright by its EXIF orientation, then drops the EXIF', async () => {
    const sideways = await sharp({
      create: { width: 200, height: 100, channels: 3, background: '#f6d365' },
    })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const out = await reencodeUploadedImage(sideways, { maxSide: 512, requester: 'test' });
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ width: 100, height: 200 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('refuses SVG (415), non-images (415), broken images (400) and empty files (400)', async () => {
    const svg = Buffer.from('\uFEFF  <svg xmlns="http://www.w3.org/2000/svg"/>');
    expect(await statusOf(reencodeUploadedImage(svg, { maxSide: 512, requester: 'test' }))).toBe(
      415,
    );
    expect(
      await statusOf(
        reencodeUploadedImage(Buffer.from('hello'), { maxSide: 512, requester: 'test' }),
      ),
    ).toBe(415);
    const truncated = (await square(300, 'png')).subarray(0, 120);
    expect(
      await statusOf(reencodeUploadedImage(truncated, { maxSide: 512, requester: 'test' })),
    ).toBe(400);
    expect(
      await statusOf(reencodeUploadedImage(Buffer.alloc(0), { maxSide: 512, requester: 'test' })),
    ).toBe(400);
  });

  it('refuses more than 10 MB and more than 40 megapixels (413)', async () => {
    expect(
      await statusOf(
        reencodeUploadedImage(Buffer.alloc(10 * 1024 * 1024 + 1), {
          maxSide: 512,
          requester: 'test',
        }),
      ),
    ).toBe(413);
    const wide = await sharp({
      create: { width: 10_000, height: 4_001, channels: 3, background: '#000' },
    })
      .toColourspace('b-w')
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(await statusOf(reencodeUploadedImage(wide, { maxSide: 512, requester: 'test' }))).toBe(
      413,
    );
  });
});

describe('reencodeUploadedImage and decoding bombs (docs/decisions/053-decoding-bombs.md)', () => {
  it('refuses a JPEG of 20,000 scans in milliseconds (413), before any decoder sees it', async () => {
    const bomb = scanBombJpeg({ side: 6000, scans: 20_000 });
    const started = performance.now();
    const refusal = await reencodeUploadedImage(bomb, { maxSide: 512, requester: 'test' }).catch(
      (error: unknown) => error,
    );
    expect(performance.now() - started).toBeLessThan(100);
    expect(refusal).toBeInstanceOf(AppError);
    expect(httpStatusOf(refusal as AppError)).toBe(413);
    expect((refusal as AppError).id).toBe('photo_too_complex');
  });

  it('still decodes a JPEG of a few progressive scans', async () => {
    const few = scanBombJpeg({ side: 640, scans: 8 });
    const out = await reencodeUploadedImage(few, { maxSide: 512, requester: 'test' });
    expect(await sharp(out).metadata()).toMatchObject({ format: 'png', width: 512 });
  });
});

describe('decodeImageDataUrl', () => {
  it('decodes a base64 data URL and ignores values that are not data URLs', () => {
    const bytes = Buffer.from([1, 2, 3, 4]);
    expect(decodeImageDataUrl(`data:image/png;base64,${bytes.toString('base64')}`)).toEqual(bytes);
    expect(decodeImageDataUrl('/assets/avatar.png')).toBeUndefined();
  });

  it('refuses SVG and non-base64 data URLs before decoding', () => {
    expect(() => decodeImageDataUrl('data:image/svg+xml;base64,PHN2Zy8+')).toThrow(AppError);
    expect(() => decodeImageDataUrl('data:image/png,rawbytes')).toThrow(AppError);
    expect(() => decodeImageDataUrl('data:image/png;base64,@@@@')).toThrow(AppError);
  });
});
