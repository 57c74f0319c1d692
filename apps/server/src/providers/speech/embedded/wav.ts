const LITTLE_ENDIAN = new Uint8Array(new Uint16Array([1]).buffer)[0] === 1;

/** 16-bit PCM from a RIFF/WAVE file, as Flite writes it (mono, 16-bit, little-endian). */
export interface Pcm16 {
  sampleRate: number;
  samples: Int16Array;
}

/**
 * Reads the `fmt ` and `data` chunks of a WAV file. Only 16-bit mono PCM is accepted: that is all
 * Flite writes, and anything else means the engine did not do what we asked.
 */
export function parseWav(data: Uint8Array): Pcm16 {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const tag = (at: number) =>
    String.fromCharCode(data[at]!, data[at + 1]!, data[at + 2]!, data[at + 3]!);
  if (data.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE') throw new Error('Not a WAV file');
  let offset = 12;
  let sampleRate = 0;
  while (offset + 8 <= data.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      const format = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      const bits = view.getUint16(body + 14, true);
      if (format !== 1 || channels !== 1 || bits !== 16) {
        throw new Error(`Unsupported WAV: format ${format}, ${channels} channels, ${bits} bits`);
      }
      sampleRate = view.getUint32(body + 4, true);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('WAV data before its format');
      const length = Math.min(size, data.length - body) & ~1;
      // Copied into an aligned buffer: the file's bytes may start at an odd offset. WAV is
      // little-endian, like every machine we run on: one block copy, not a DataView per sample.
      const samples = new Int16Array(length / 2);
      if (LITTLE_ENDIAN) new Uint8Array(samples.buffer).set(data.subarray(body, body + length));
      else
        for (let i = 0; i < samples.length; i += 1) samples[i] = view.getInt16(body + i * 2, true);
      return { sampleRate, samples };
    }
    offset = body + size + (size & 1);
  }
  throw new Error('WAV file without data');
}
