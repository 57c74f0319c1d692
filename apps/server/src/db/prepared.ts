import type { Database } from './client';

/**
 * A query built and prepared once per database (docs/decisions/031): Drizzle then skips building
 * the SQL on every call, and PostgreSQL parses and plans a named statement once per connection.
 * For the reads every page makes; run on the database itself, not inside a transaction.
 */
export function preparedPerDatabase<Q>(prepare: (db: Database) => Q): (db: Database) => Q {
  const prepared = new WeakMap<Database, Q>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) {
      query = prepare(db);
      prepared.set(db, query);
    }
    return query;
  };
}
