import { PGlite } from '@electric-sql/pglite';
import { asc, eq, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from './client';
import type { PgliteClient } from './pglite-connection';
import { preparedPerDatabase } from './prepared';
import { mayChangeData, rememberingReads } from './reads-until-write';

const notes = pgTable('notes', {
  id: uuid('id').primaryKey().defaultRandom(),
  owner: text('owner').notNull(),
  body: text('body').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
});

const notesOf = preparedPerDatabase(
  'remembered_notes_of_owner',
  (db) =>
    db
      .select()
      .from(notes)
      .where(eq(notes.owner, sql.placeholder('owner')))
      .orderBy(asc(notes.body)),
  { rememberedUntilWrite: true },
);

describe('reads remembered until the next write (PGlite)', () => {
  let pglite: PGlite;
  let db: Database;
  /** The EXECUTEs that reached the engine: a remembered read sends none. */
  let executes: string[];

  beforeAll(async () => {
    pglite = new PGlite();
    // PGlite itself, counting what reaches it; our client goes on top, as openDatabase puts it.
    const counting: PgliteClient = {
      query: ((text: string, params?: unknown[], options?: object) =>
        pglite.query(text, params, options)) as PgliteClient['query'],
      exec: ((text: string, options?: object) => {
        if (text.startsWith('EXECUTE')) executes.push(text);
        return pglite.exec(text, options);
      }) as PgliteClient['exec'],
      transaction: ((callback: Parameters<PGlite['transaction']>[0]) =>
        pglite.transaction(callback)) as PgliteClient['transaction'],
      dumpDataDir: (compression) => pglite.dumpDataDir(compression),
    };
    db = drizzle(rememberingReads(counting) as PGlite) as unknown as Database;
    await pglite.exec(
      `create table notes (id uuid primary key default gen_random_uuid(), owner text not null,
        body text not null, tags jsonb not null default '[]');
       create schema pgboss; create table pgboss.job (id int primary key, state text);
       insert into pgboss.job values (1, 'created');`,
    );
    await db.insert(notes).values([
      { owner: 'maya', body: 'a', tags: ['sea'] },
      { owner: 'noor', body: 'n' },
    ]);
  });
  afterAll(() => pglite.close());
  beforeEach(async () => {
    // A write: nothing remembered survives it.
    await db.update(notes).set({ body: 'a' }).where(eq(notes.body, 'a'));
    executes = [];
  });

  it('answers the same read again from memory, and each parent with their own rows', async () => {
    const [maya, noor, mayaAgain, noorAgain] = await Promise.all([
      notesOf(db).execute({ owner: 'maya' }),
      notesOf(db).execute({ owner: 'noor' }),
      notesOf(db).execute({ owner: 'maya' }),
      notesOf(db).execute({ owner: 'noor' }),
    ]);
    expect(maya.map((r) => r.owner)).toEqual(['maya']);
    expect(noor.map((r) => r.owner)).toEqual(['noor']);
    expect(mayaAgain).toEqual(maya);
    expect(noorAgain).toEqual(noor);
    expect(await notesOf(db).execute({ owner: 'maya' })).toEqual(maya);
    // One turn of the engine per parent, however often each asked.
    expect(executes).toHaveLength(2);
  });

  it('sees a write at the next read', async () => {
    expect(await notesOf(db).execute({ owner: 'maya' })).toHaveLength(1);
    await db.insert(notes).values({ owner: 'maya', body: 'b' });
    const after = await notesOf(db).execute({ owner: 'maya' });
    expect(after.map((r) => r.body)).toEqual(['a', 'b']);
    await db.delete(notes).where(eq(notes.body, 'b'));
    expect(await notesOf(db).execute({ owner: 'maya' })).toHaveLength(1);
    expect(executes).toHaveLength(3);
  });

  it('sees a write made in a transaction, and one that failed', async () => {
    await notesOf(db).execute({ owner: 'maya' });
    await db.transaction(async (tx) => {
      await tx.update(notes).set({ body: 'c' }).where(eq(notes.owner, 'maya'));
    });
    expect((await notesOf(db).execute({ owner: 'maya' }))[0]?.body).toBe('c');
    await expect(
      db.execute(sql`update notes set body = 1/0 where owner = 'maya'`),
    ).rejects.toThrow();
    await notesOf(db).execute({ owner: 'maya' });
    expect(executes).toHaveLength(3);
    await db.update(notes).set({ body: 'a' }).where(eq(notes.owner, 'maya'));
  });

  it('never joins a read issued before a write that has since returned', async () => {
    const before = notesOf(db).execute({ owner: 'maya' });
    await db.update(notes).set({ body: 'd' }).where(eq(notes.owner, 'maya'));
    const after = await notesOf(db).execute({ owner: 'maya' });
    expect(after[0]?.body).toBe('d');
    // The earlier read went before the write into PGlite's one connection: its answer is older.
    expect((await before)[0]?.body).toBe('a');
    expect(executes).toHaveLength(2);
    await db.update(notes).set({ body: 'a' }).where(eq(notes.owner, 'maya'));
  });

  it('gives each caller its own copy', async () => {
    const [first] = await notesOf(db).execute({ owner: 'maya' });
    first?.tags.push('changed by a caller');
    const [second] = await notesOf(db).execute({ owner: 'maya' });
    expect(second?.tags).toEqual(['sea']);
    expect(executes).toHaveLength(1);
  });

  it("keeps its memory through a plain read and the job queue's asks that find no work", async () => {
    await notesOf(db).execute({ owner: 'maya' });
    await db.select().from(notes);
    await db.execute(sql`update pgboss.job set state = 'active' where state = 'retry'`);
    await notesOf(db).execute({ owner: 'maya' });
    expect(executes).toHaveLength(1);
    // The queue's write that changed a row counts as any write.
    await db.execute(sql`update pgboss.job set state = 'created' where id = 1`);
    await notesOf(db).execute({ owner: 'maya' });
    expect(executes).toHaveLength(2);
  });
});

describe('mayChangeData', () => {
  it('lets plain reads and empty queue updates through, and nothing else', () => {
    const none = { command: 'UPDATE', affectedRows: 0 };
    expect(mayChangeData('select * from stories', { command: 'SELECT' })).toBe(false);
    expect(
      mayChangeData(" WITH next as (select 1) UPDATE pgboss.job set state='active'", none),
    ).toBe(false);
    expect(mayChangeData('update stories set title = $1', none)).toBe(true);
    expect(mayChangeData('update pgboss.job set state = $1', { ...none, affectedRows: 1 })).toBe(
      true,
    );
    expect(mayChangeData('select pgboss.create_queue($1, $2)', { command: 'SELECT' })).toBe(true);
    expect(mayChangeData("select nextval('s')", { command: 'SELECT' })).toBe(true);
    expect(mayChangeData('select * from stories for update', { command: 'SELECT' })).toBe(true);
    expect(mayChangeData('update pgboss.job set state = $1', undefined)).toBe(true);
  });
});
