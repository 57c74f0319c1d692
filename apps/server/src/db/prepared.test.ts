import { PGlite } from '@electric-sql/pglite';
import { asc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './client';
import { literal, preparedPerDatabase } from './prepared';

const notes = pgTable('notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  owner: text('owner').notNull(),
  body: text('body').notNull(),
  writtenAt: timestamp('written_at', { withTimezone: true }).notNull().defaultNow(),
});

const notesOf = preparedPerDatabase('notes_of_owner', (db) =>
  db
    .select()
    .from(notes)
    .where(eq(notes.owner, sql.placeholder('owner')))
    .orderBy(asc(notes.body)),
);

describe('literal', () => {
  it('writes strings quoted with their quotes doubled, and numbers, dates and NULL as SQL', () => {
    expect(literal("Noor's")).toBe("'Noor''s'");
    expect(literal('a\\b')).toBe("'a\\b'");
    expect(literal(3)).toBe('3');
    expect(literal(null)).toBe('NULL');
    expect(literal(new Date('2026-11-26T10:00:00Z'))).toBe("'2026-11-26T10:00:00.000Z'");
  });

  it('refuses what it cannot write safely', () => {
    expect(() => literal('a\0b')).toThrow(/NUL/);
    expect(() => literal(Number.NaN)).toThrow();
    expect(() => literal({ owner: 'x' })).toThrow();
  });
});

describe('a prepared read on PGlite', () => {
  let client: PGlite;
  let db: Database;

  beforeAll(async () => {
    client = new PGlite();
    db = drizzle(client) as unknown as Database;
    await client.exec(
      `create table notes (id uuid primary key default gen_random_uuid(), owner text not null,
        body text not null, written_at timestamptz not null default now())`,
    );
    await db.insert(notes).values([
      { owner: 'maya', body: 'b' },
      { owner: 'maya', body: 'a' },
      { owner: "o'hara", body: 'quoted' },
      { owner: 'noor', body: 'other' },
    ]);
  });
  afterAll(() => client.close());

  it('answers as the same query unprepared does, columns mapped (dates as Dates)', async () => {
    const unprepared = await db
      .select()
      .from(notes)
      .where(eq(notes.owner, 'maya'))
      .orderBy(asc(notes.body));
    const rows = await notesOf(db).execute({ owner: 'maya' });
    expect(rows).toEqual(unprepared);
    expect(rows.map((r) => r.body)).toEqual(['a', 'b']);
    expect(rows[0]?.writtenAt).toBeInstanceOf(Date);
  });

  it('is prepared once, as a named statement of the connection', async () => {
    await notesOf(db).execute({ owner: 'noor' });
    const statements = await client.query<{ name: string }>(
      'select name from pg_prepared_statements',
    );
    expect(statements.rows).toEqual([{ name: 'notes_of_owner' }]);
  });

  it('takes a value with quotes as a value, never as SQL', async () => {
    expect(await notesOf(db).execute({ owner: "o'hara" })).toHaveLength(1);
    expect(await notesOf(db).execute({ owner: "x' or '1'='1" })).toEqual([]);
    expect(await notesOf(db).execute({ owner: "x'); delete from notes; --" })).toEqual([]);
    const [{ count }] = (await client.query<{ count: number }>('select count(*)::int from notes'))
      .rows as [{ count: number }];
    expect(count).toBe(4);
  });

  it('prepares again when the statement was deallocated', async () => {
    await client.exec('deallocate all');
    expect(await notesOf(db).execute({ owner: 'noor' })).toHaveLength(1);
  });

  it('works for a second Drizzle over the same PGlite, which finds it already prepared', async () => {
    const second = drizzle(client) as unknown as Database;
    expect(await notesOf(second).execute({ owner: 'maya' })).toHaveLength(2);
  });
});
