/**
 * Builds, marker by marker, the progressive JPEG of issue 33 point 5: a greyscale image whose
 * every scan after the first says "nothing here" for all of its blocks in a few dozen bytes,
 * repeated `scans` times. Each scan costs the decoder a pass over every block, so the CPU time
 * grows with the scan count while the file stays small and under the pixel limit.
 */
export function scanBombJpeg(options: { side: number; scans: number }): Buffer {
  const { side, scans } = options;
  const blocks = Math.ceil(side / 8) ** 2;
  const parts: Buffer[] = [
    Buffer.from([0xff, 0xd8]),
    segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    // SOF2: progressive, 8-bit, one component (id 1, 1×1 sampling, table 0).
    segment(0xc2, [8, side >> 8, side & 0xff, side >> 8, side & 0xff, 1, 1, 0x11, 0]),
    // DC table: one 1-bit code, category 0. AC table: the 15 end-of-band runs EOB0..EOB14 with
    // 4-bit codes 0000..1110, so EOBr is code r.
    segment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 0x00]),
    segment(0xc4, [0x10, 0, 0, 0, 15, ...new Array<number>(12).fill(0), ...EOB_SYMBOLS]),
    // The DC scan: every block's DC difference is 0 (code "0").
    segment(0xda, [1, 1, 0x00, 0, 0, 0x00]),
    Buffer.alloc(Math.ceil(blocks / 8)),
  ];
  const emptyAcScan = Buffer.concat([segment(0xda, [1, 1, 0x00, 1, 63, 0x00]), eobRuns(blocks)]);
  for (let i = 0; i < scans; i += 1) parts.push(emptyAcScan);
  parts.push(Buffer.from([0xff, 0xd9]));
  return Buffer.concat(parts);
}

function segment(marker: number, body: number[]): Buffer {
  const length = body.length + 2;
  return Buffer.from([0xff, marker, length >> 8, length & 0xff, ...body]);
}

const EOB_SYMBOLS = Array.from({ length: 15 }, (_, r) => r << 4);

/** End-of-band runs covering `blocks` blocks: EOBr (code r in 4 bits), then r bits of run − 2^r. */
function eobRuns(blocks: number): Buffer {
  const bits: number[] = [];
  let left = blocks;
  while (left > 0) {
    const run = Math.min(left, 32767);
    const r = Math.floor(Math.log2(run));
    for (let b = 3; b >= 0; b -= 1) bits.push((r >> b) & 1);
    for (let b = r - 1; b >= 0; b -= 1) bits.push((run >> b) & 1);
    left -= run;
  }
  return stuffed(bits);
}

function stuffed(bits: number[]): Buffer {
  while (bits.length % 8) bits.push(1);
  const out: number[] = [];
  for (let i = 0; i < bits.length; i += 8) {
    let byte = 0;
    for (let b = 0; b < 8; b += 1) byte = (byte << 1) | bits[i + b]!;
    out.push(byte);
    if (byte === 0xff) out.push(0x00);
  }
  return Buffer.from(out);
}
