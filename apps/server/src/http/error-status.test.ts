import { describe, expect, it } from 'vitest';
import { AppError, errors, ValidationError } from '../errors';
import { httpHeadersOf, httpStatusOf } from './error-status';

describe('httpStatusOf', () => {
  it('gives the statuses the API has always answered (docs/decisions/d3-error-bodies.md)', () => {
    expect(httpStatusOf(new ValidationError([{ msg: 'x' }]))).toBe(400);
    expect(httpStatusOf(errors.unauthenticated())).toBe(401);
    expect(httpStatusOf(errors.notEnoughCredits(1, 0))).toBe(402);
    expect(httpStatusOf(errors.csrf())).toBe(403);
    expect(httpStatusOf(errors.notFound())).toBe(404);
    expect(httpStatusOf(errors.conflict('x'))).toBe(409);
    expect(httpStatusOf(errors.payloadTooLarge('1 MB'))).toBe(413);
    expect(httpStatusOf(errors.notAPhoto())).toBe(415);
    expect(httpStatusOf(errors.tooManyRequests())).toBe(429);
    expect(httpStatusOf(errors.busy())).toBe(503);
    expect(httpStatusOf(errors.storageFull())).toBe(507);
  });

  it('asks for Retry-After only when trying again later may work', () => {
    expect(httpHeadersOf(errors.busy())).toEqual({ 'retry-after': '5' });
    expect(httpHeadersOf(errors.tooManyRequests(120))).toEqual({ 'retry-after': '120' });
    expect(httpHeadersOf(new AppError('conflict', 'x', 'y'))).toEqual({});
  });
});
