import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError } from '../db/database-unavailable';
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
