/**
 * A decoder process (./decoder-processes.ts): re-encodes the images its parent sends, one at a
 * time, and answers each with the outcome. It exits with its parent.
 */
import sharp from 'sharp';
import { reencodeWithSharp } from './reencode-with-sharp';

export interface DecodeRequest {
  id: number;
  data: Uint8Array;
  maxSide: number;
}

// One process decodes one image at a time on one thread: the parent runs one process per core.
sharp.concurrency(1);
sharp.cache(false);

process.on('message', (request: DecodeRequest) => {
  const data = Buffer.from(request.data.buffer, request.data.byteOffset, request.data.byteLength);
  void reencodeWithSharp(data, request.maxSide).then((outcome) =>
    process.send?.({ id: request.id, outcome }),
  );
});
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
