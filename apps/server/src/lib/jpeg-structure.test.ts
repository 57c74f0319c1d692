import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { scanBombJpeg } from '../../test/helpers/scan-bomb-jpeg';
import { jpegStructure, MAX_JPEG_SCANS } from './jpeg-structure';

describe('jpegStructure (docs/decisions/053-decoding-bombs.md)', () => {
  it('counts the scans of ordinary baseline and progressive JPEGs as ok', async () => {
    const picture = sharp({ create: { width: 300, height: 200, channels: 3, background: '#345' } });
    const baseline = await picture.clone().jpeg().toBuffer();
    const progressive = await picture.clone().jpeg({ progressive: true }).toBuffer();
    const grey = await picture.clone().greyscale().jpeg({ progressive: true }).toBuffer();
    expect(jpegStructure(baseline)).toMatchObject({ kind: 'ok', scans: 1 });
    expect(jpegStructure(progressive).kind).toBe('ok');
    expect((jpegStructure(progressive) as { scans: number }).scans).toBeGreaterThan(1);
    expect(jpegStructure(grey).kind).toBe('ok');
  });

  it('reads a scan-bomb JPEG as too complex, in milliseconds', () => {
    const bomb = scanBombJpeg({ side: 6000, scans: 20_000 });
    expect(bomb.length).toBeGreaterThan(1_000_000);
    // CPU time, not wall time: on a shared machine the wall clock also counts the wait for a CPU.
    const before = process.cpuUsage();
    const structure = jpegStructure(bomb);
    const used = process.cpuUsage(before);
    expect((used.user + used.system) / 1000).toBeLessThan(50);
    expect(structure).toMatchObject({ kind: 'too-complex', scans: MAX_JPEG_SCANS + 1 });
  });

  it('accepts a JPEG at the scan limit and refuses one past it', () => {
    const at = scanBombJpeg({ side: 64, scans: MAX_JPEG_SCANS - 1 });
    const past = scanBombJpeg({ side: 64, scans: MAX_JPEG_SCANS });
    expect(jpegStructure(at)).toMatchObject({ kind: 'ok', scans: MAX_JPEG_SCANS });
    expect(jpegStructure(past).kind).toBe('too-complex');
  });

  it('ignores 0xFF bytes inside scan data and what follows the end of the image', () => {
    // A 0xFF in entropy-coded data is written as FF 00; a second image after EOI is not decoded.
    const one = scanBombJpeg({ side: 64, scans: 1 });
    const withTrailer = Buffer.concat([one, scanBombJpeg({ side: 64, scans: 500 })]);
    expect(jpegStructure(withTrailer)).toMatchObject({ kind: 'ok', scans: 2 });
    expect(jpegStructure(Buffer.from('not a jpeg')).kind).toBe('not-jpeg');
  });
});
