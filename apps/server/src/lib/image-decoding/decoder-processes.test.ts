import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { scanBombJpeg } from '../../../test/helpers/scan-bomb-jpeg';
import { createDecoderProcesses } from './decoder-processes';

// Slow on purpose: 1500 near-empty scans over 6000×6000 take several seconds of one core
// (about 12 ms a scan here), far past the limits used below. The structural check of
// lib/jpeg-structure.ts would refuse this file; these tests go past it to prove the time limit
// holds for whatever that check does not know about.
const slowJpeg = scanBombJpeg({ side: 6000, scans: 1500 });

const decoders = createDecoderProcesses({
  processes: 2,
  timeLimitMs: 60_000,
  waiting: 16,
  waitingPerRequester: 4,
});
afterAll(() => decoders.close());

const smallPng = () =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a4' } })
    .png()
    .toBuffer();

describe('decoder processes (docs/decisions/053-decoding-bombs.md)', () => {
  it('re-encodes in a child process and keeps it for the next image', async () => {
    const first = await decoders.reencode('parent-a', await smallPng(), 512);
    expect(first.kind).toBe('png');
    if (first.kind === 'png')
      expect(await sharp(first.data).metadata()).toMatchObject({ format: 'png', width: 64 });
    const again = await decoders.reencode('parent-a', Buffer.from('not an image'), 512);
    expect(again).toEqual({ kind: 'refused', reason: 'not-a-photo' });
    expect(decoders.processCount).toBe(1);
  });

  it('stops a decode at its time limit by killing its process', async () => {
    const started = performance.now();
    const outcome = await decoders.reencode('parent-a', slowJpeg, 512, 1000);
    const took = performance.now() - started;
    expect(outcome).toEqual({ kind: 'too-slow' });
    expect(took).toBeGreaterThanOrEqual(1000);
    expect(took).toBeLessThan(2500);
    // The next decode gets a fresh process.
    expect((await decoders.reencode('parent-a', await smallPng(), 512)).kind).toBe('png');
  }, 20_000);

  it("keeps another parent's upload quick while one parent's slow files are decoding", async () => {
    const png = await smallPng();
    // Warm both processes so the timing below is the queue's, not a process start.
    await Promise.all([
      decoders.reencode('warm-1', png, 512),
      decoders.reencode('warm-2', png, 512),
    ]);
    // Two at once: with a plain first-come line they would hold both processes.
    const bombs = [1, 2].map(() => decoders.reencode('parent-bomb', slowJpeg, 512, 2000));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = performance.now();
    const other = await decoders.reencode('parent-other', png, 512);
    const took = performance.now() - started;
    expect(other.kind).toBe('png');
    // A plain first-come line would make it wait for a bomb's 2 s limit.
    expect(took).toBeLessThan(1500);
    expect(await Promise.all(bombs)).toEqual([{ kind: 'too-slow' }, { kind: 'too-slow' }]);
  }, 30_000);
});
