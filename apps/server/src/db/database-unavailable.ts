import { someCause } from '../lib/error-causes';

/**
 * The database cannot be used just now: PGlite stopped (a full disk made PostgreSQL abort) and is
 * being reopened (db/pglite-connection.ts). Requests answer 503; jobs fail and are retried.
 */
export class DatabaseUnavailableError extends Error {
  constructor() {
    super('The database is being reopened after it stopped; try again in a moment');
    this.name = 'DatabaseUnavailableError';
  }
}

export const isDatabaseUnavailable = (error: unknown) =>
  someCause(error, (e) => e instanceof DatabaseUnavailableError);
