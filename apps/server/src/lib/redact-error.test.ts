import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { redactError, redactedMessage } from './redact-error';

describe('redactError', () => {
  const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
    detail: 'Key (email)=(maya.mum@example.com) already exists.',
  });
  const failed = new DrizzleQueryError(
    'insert into "users" ("email", "password_hash") values ($1, $2)',
    ['maya.mum@example.com', '$argon2id$v=19$secret-hash', 'Maya\u0000'],
    cause,
  );

  it('keeps the SQL but no value a failed query was given, in message, stack or cause', () => {
    const logged = JSON.stringify(redactError(failed));
    expect(logged).toContain('insert into');
    for (const secret of ['maya.mum@example.com', 'argon2id', 'Maya']) {
      expect(logged).not.toContain(secret);
    }
    expect(redactedMessage(failed)).toBe(
      'Failed query: insert into "users" ("email", "password_hash") values ($1, $2)',
    );
  });

  it('leaves other errors and non-errors as they were', () => {
    expect(redactError('plain' as unknown as Error)).toBe('plain');
    expect(redactError(new Error('boom')).message).toBe('boom');
  });
});
