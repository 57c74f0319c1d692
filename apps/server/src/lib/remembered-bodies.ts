import type { FastifyReply } from 'fastify';

/**
 * A hot read route's JSON body serialized once per distinct answer (issue 32,
 * docs/decisions/102). Our routes' serializer checks an answer against its contract schema (zod)
 * and then JSON.stringify's it, and Fastify then measures the string's bytes and the socket
 * encodes it: under a full read load on PostgreSQL that was over 13 % of the main thread for the
 * story list — to make the same bytes again and again, since a parent's list changes only when it
 * is written.
 *
 * A route sends its answer with a key (whose answer it is). If the answer equals, key by key in
 * the same order and value by value, the one last sent under that key, the bytes made then are
 * sent again; else the route's own serializer makes them afresh and they are remembered. The
 * serializer is a function of the answer alone, so an equal answer gets the very bytes it would
 * have got; an answer that differs in anything — a new story, the next hour's signed URLs, a
 * picture no longer pending — is serialized anew. Comparing costs little: a remembered answer's
 * strings are mostly the very strings of the next one (the rows remembered by
 * story-list-memory.ts or reads-until-write.ts), compared by reference.
 */
export interface RememberedBodies {
  /** Sends `answer` as the route's 200 JSON body, with the bytes made for an equal one if any. */
  send(reply: FastifyReply, key: string, answer: unknown): FastifyReply;
}

/** What Fastify itself sends with a body its serializer made (lib/reply.js, CONTENT_TYPE.JSON). */
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

/** Enough for every parent active at once; past either bound the memory starts again. */
const MOST_REMEMBERED = 1000;
const MOST_BYTES = 32 * 1024 * 1024;

export function rememberedBodies(): RememberedBodies {
  let memory = new Map<string, { answer: unknown; body: Buffer }>();
  let bytes = 0;
  return {
    send(reply, key, answer) {
      let remembered = memory.get(key);
      if (!remembered || !sameJson(remembered.answer, answer)) {
        const serialized = reply.serialize(answer) as string | Buffer;
        const body = typeof serialized === 'string' ? Buffer.from(serialized) : serialized;
        if (memory.size >= MOST_REMEMBERED || bytes + body.length > MOST_BYTES) {
          memory = new Map();
          bytes = 0;
        }
        bytes += body.length - (memory.get(key)?.body.length ?? 0);
        remembered = { answer, body };
        memory.set(key, remembered);
      }
      return reply.type(JSON_CONTENT_TYPE).send(remembered.body);
    },
  };
}

/**
 * Whether `a` and `b` give the same JSON whatever a pure serializer makes of them: the same
 * primitives, arrays of the same length, and plain objects with the same keys in the same order.
 * Anything else (a Date, a class, NaN) counts as different: it is serialized again, never reused
 * wrongly.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) || Array.isArray(b)) {
    if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i += 1) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Object.getPrototypeOf(a) !== Object.prototype) return false;
  if (Object.getPrototypeOf(b) !== Object.prototype) return false;
  const aKeys = Object.keys(a);
  const bKeys = Object.keys(b);
  if (aKeys.length !== bKeys.length) return false;
  for (let i = 0; i < aKeys.length; i += 1) {
    const key = aKeys[i] as string;
    if (key !== bKeys[i]) return false;
    if (!sameJson((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
      return false;
  }
  return true;
}
