import type { AppContext } from '../../context';
import { errors } from '../../errors';
import { reencodeUploadedImage } from '../../lib/uploaded-image';
import { enforceRateLimit, type RateRule } from './rate-limit';

/** Generous for a parent trying a few photos, tight for a script: 30 uploads per 10 minutes. */
const UPLOADS_PER_USER: RateRule = { name: 'uploads', limit: 30, windowSeconds: 10 * 60 };
/** A parent's uploads decoded at once (per process); more is a script, answered 429. */
const UPLOADS_AT_ONCE = 2;

const inFlight = new Map<string, number>();

/**
 * The decode (docs/decisions/d9-uploaded-images.md) of an image a signed-in parent uploaded, within
 * their own budget: a rate over time (shared by every process, in the database) and a few at a
 * time. The decode itself takes turns with every other parent's (lib/uploaded-image.ts).
 */
export async function reencodeUserUpload(
  ctx: AppContext,
  userId: string,
  data: Buffer,
  options: { maxSide: number },
): Promise<Buffer> {
  const running = inFlight.get(userId) ?? 0;
  if (running >= UPLOADS_AT_ONCE) throw errors.tooManyRequests(5);
  await enforceRateLimit(ctx, UPLOADS_PER_USER, userId);
  inFlight.set(userId, running + 1);
  try {
    return await reencodeUploadedImage(data, { ...options, requester: `user:${userId}` });
  } finally {
    const left = (inFlight.get(userId) ?? 1) - 1;
    if (left > 0) inFlight.set(userId, left);
    else inFlight.delete(userId);
  }
}
