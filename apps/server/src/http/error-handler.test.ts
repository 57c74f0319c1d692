import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../db/database-unavailable';
import { DiskFullError } from '../lib/disk-full';
import { registerErrorHandler } from './error-handler';

/** Drizzle wraps the driver's error as the `cause` of its own. */
const wrapped = (cause: unknown) => new Error('Failed query: insert into …', { cause });

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/fails', async () => {
    throw error;
  });
  const res = await app.inject({ method: 'GET', url: '/fails' });
  await app.close();
  return { status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] };
}

describe('faults of the machine', () => {
  it.each([
    ['a file refused for want of room', new DiskFullError()],
    [
      "the file system's ENOSPC",
      Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' }),
    ],
    ["PostgreSQL's disk_full, under Drizzle's error", wrapped({ code: '53100' })],
  ])('%s answers 507 storage_full, with no detail of ours', async (_what, error) => {
    expect(await answerTo(error)).toEqual({
      status: 507,
      body: {
        id: 'storage_full',
        message:
          'We are out of storage space just now, so we cannot do this. Nothing was charged — please try again later.',
      },
      retryAfter: '60',
    });
  });

  it('a database being reopened answers 503 database_unavailable', async () => {
    expect(await answerTo(wrapped(new DatabaseUnavailableError()))).toEqual({
      status: 503,
      body: {
        id: 'database_unavailable',
        message: 'We cannot save anything just now. Please try again in a minute.',
      },
      retryAfter: '10',
    });
  });
});

describe('a value only the database refuses', () => {
  it.each([
    ['a day that is not in the calendar (22008)', wrapped({ code: '22008' })],
    ['a number out of range (22003)', wrapped({ code: '22003' })],
    ['text that is not a uuid (22P02)', wrapped({ code: '22P02' })],
  ])('%s answers 400, not 500', async (_what, error) => {
    const answer = await answerTo(error);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      errors: [{ msg: 'A value in this request is not valid. Please check it and try again.' }],
      message: 'A value in this request is not valid. Please check it and try again.',
    });
  });

  it('other database errors stay a 500', async () => {
    expect((await answerTo(wrapped({ code: '42P01' }))).status).toBe(500);
  });
});
