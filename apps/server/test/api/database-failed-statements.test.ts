import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { workers: false });
});
afterAll(async () => t.close());

describe('several statements that fail half-way', () => {
  it('leave no connection inside their transaction (pg-boss maintenance sends BEGIN; …; COMMIT;)', async () => {
    const { database } = t.ctx;
    await database.exec('create table notes (id int primary key)');
    // As pg-boss's maintenance does; here the second insert breaks the primary key.
    await expect(
      database.exec('BEGIN; insert into notes values (1); insert into notes values (1); COMMIT;'),
    ).rejects.toThrow(/duplicate key/);
    // Before, PGlite's only connection (or the pooled one) answered every later query with
    // "current transaction is aborted, commands ignored until end of transaction block".
    for (let i = 0; i < 5; i += 1) {
      await expect(database.executeSql('select count(*)::int as n from notes')).resolves.toEqual(
        expect.objectContaining({ rows: [{ n: 0 }] }),
      );
    }
    // And one that succeeds still commits.
    await database.exec('BEGIN; insert into notes values (2); COMMIT;');
    const { rows } = await database.executeSql('select id from notes');
    expect(rows).toEqual([{ id: 2 }]);
  });
});
