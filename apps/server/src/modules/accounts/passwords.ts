import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { hash, verify, type Algorithm } from '@node-rs/argon2';
import { ACCOUNT_MESSAGES } from '@sns/contract';
import { errors, ValidationError } from '../../errors';
import { createConcurrencyLimit, QueueFullError } from '../../lib/concurrency-limit';

/**
 * docs/decisions/d4-passwords-and-codes.md: argon2id with OWASP's first recommended profile
 * (m=19 MiB, t=2, p=1). `Algorithm` is an ambient const enum, which isolatedModules cannot read, hence
 * the literal (2 = Argon2id).
 */
const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

let commonPasswords: Set<string> | undefined;

function loadCommonPasswords(): Set<string> {
  const text = readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8');
  return new Set(
    text
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  );
}

/** True when the password is on the shipped list of most common passwords (case ignored). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= loadCommonPasswords();
  return commonPasswords.has(password.trim().toLowerCase());
}

/**
 * The rule of docs/decisions/d4-passwords-and-codes.md beyond length (the contract schema checks
 * 8–128): refuses common passwords, with a validation body (docs/decisions/d3-error-bodies.md)
 * pointing at `field`.
 */
export function assertAcceptablePassword(password: string, field: string) {
  if (isCommonPassword(password)) {
    throw new ValidationError([{ msg: ACCOUNT_MESSAGES.commonPassword, path: field }]);
  }
}

/**
 * Each argon2 run is ~20 ms of a core and 19 MiB: one per core at a time, the rest in line. A
 * flood of logins then waits behind itself instead of starving every other parent's requests,
 * and past 64 waiting the server answers "busy" (503) at once rather than queueing without end.
 */
const hashing = createConcurrencyLimit(availableParallelism(), 64);

async function limited<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await hashing.run(work);
  } catch (error) {
    if (error instanceof QueueFullError) throw errors.busy();
    throw error;
  }
}

/** An argon2id PHC string for storage. */
export function hashPassword(password: string): Promise<string> {
  return limited(() => hash(password, ARGON2_OPTIONS));
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail, Google-only account) it
 * still verifies against a dummy, so the answer takes as long as a real check and timing does not
 * reveal which e-mails have accounts.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  if (!storedHash) {
    dummyHash ??= hashPassword('a-password-nobody-has-chosen').catch((error: unknown) => {
      dummyHash = undefined;
      throw error;
    });
    const dummy = await dummyHash;
    await limited(() => verify(dummy, password));
    return false;
  }
  return limited(async () => {
    try {
      return await verify(storedHash, password);
    } catch {
      // A malformed stored hash is a data problem, not the parent's: treat it as a mismatch.
      return false;
    }
  });
}
