import type { FastifyReply } from 'fastify';

/**
 * Sends a file's bytes honouring one byte range (RFC 9110 §14), as S3 does: an <audio> element
 * seeks by asking for the bytes from a point on (Chrome cannot seek a narration without them),
 * and Safari on iOS will not play audio at all from a server that ignores them. The caller sets
 * the content type and caching first.
 */
export function sendWithByteRanges(
  rangeHeader: string | undefined,
  reply: FastifyReply,
  data: Buffer,
) {
  reply.header('accept-ranges', 'bytes');
  const size = data.length;
  const range = parseByteRange(rangeHeader, size);
  if (range === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${size}`).send();
  }
  if (!range) return reply.send(data);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
    .send(data.subarray(range.start, range.end + 1));
}

/**
 * One `bytes=` range of a file of `size` bytes, inclusive. A header that is absent, malformed or
 * asks for several ranges is ignored (the whole file is sent, as the RFC allows); one that lies
 * wholly past the end cannot be satisfied.
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (last !== '' && Number(last) < start) return undefined;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}
