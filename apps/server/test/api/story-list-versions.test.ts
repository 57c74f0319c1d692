import type { Story } from '@sns/contract';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompletedStory, signedInParent } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { waitUntil } from '../helpers/wait';

// The story list stays true to the database whoever writes it (docs/decisions/096). On
// PostgreSQL a web process remembers each list with the version the triggers keep, read with the
// session; the writes here come through another connection, as the worker's or another web
// process's would. PGlite has one connection: there they come through the app's own raw SQL.
let t: TestApp;
let other: {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** Several statements without parameters. */
  exec(text: string): Promise<unknown>;
};
let otherClient: pg.Client | undefined;
beforeAll(async () => {
  t = await createTestApp();
  if (t.ctx.database.kind === 'postgres') {
    otherClient = new pg.Client({ connectionString: t.database.url });
    await otherClient.connect();
    const client = otherClient;
    other = {
      query: (text, values) => client.query(text, values),
      exec: (text) => client.query(text),
    };
  } else {
    other = {
      query: (text, values) => t.ctx.database.executeSql(text, values),
      exec: (text) => t.ctx.database.exec(text),
    };
  }
});
afterAll(async () => {
  await otherClient?.end();
  await t.close();
});

type Parent = Awaited<ReturnType<typeof signedInParent>>;
const storiesOf = async (p: Parent) => {
  const res = await p.client.get<Story[]>(`/api/getUserStories/${p.user.user_uid}`);
  expect(res.status).toBe(200);
  return res.body;
};
const versionOf = async (userId: string) => {
  const { rows } = await other.query('select version from story_list_versions where user_id = $1', [
    userId,
  ]);
  return rows.length ? Number((rows[0] as { version: unknown }).version) : null;
};

describe('the story list after writes from elsewhere', () => {
  it('shows a title, a picture and a deletion written by another connection at the next read', async () => {
    const maya = await signedInParent(t);
    const ada = await createCompletedStory(maya.client, { hero: 'Ada' });
    const ben = await createCompletedStory(maya.client, { hero: 'Ben' });
    // Read twice: the second is answered from memory where there is one.
    await storiesOf(maya);
    expect((await storiesOf(maya)).map((s) => s.title)).toEqual([ben.title, ada.title]);

    await other.query('update stories set title = $1 where id = $2', ['A new title', ada.uuid]);
    expect((await storiesOf(maya)).find((s) => s.uuid === ada.uuid)?.title).toBe('A new title');

    const before = (await storiesOf(maya)).find((s) => s.uuid === ben.uuid)?.images.length ?? 0;
    await other.query(
      `insert into story_images (story_id, key, source)
       select id, image_key, 'generated' from stories where id = $1`,
      [ben.uuid],
    );
    const after = (await storiesOf(maya)).find((s) => s.uuid === ben.uuid)?.images.length;
    expect(after).toBe(before + 1);

    await other.query('delete from stories where id = $1', [ada.uuid]);
    expect((await storiesOf(maya)).map((s) => s.uuid)).toEqual([ben.uuid]);
  });

  it('shows a transaction of another connection once it commits, and to every read at once', async () => {
    const maya = await signedInParent(t);
    const ada = await createCompletedStory(maya.client, { hero: 'Ada' });
    await storiesOf(maya);
    await other.exec(
      `begin; update stories set title = 'Written in a transaction' where id = '${ada.uuid}'; commit;`,
    );
    const lists = await Promise.all(Array.from({ length: 10 }, () => storiesOf(maya)));
    for (const list of lists) expect(list[0]?.title).toBe('Written in a transaction');
  });

  it('bumps the version of the owner alone, once per committed change', async () => {
    const maya = await signedInParent(t);
    const noor = await signedInParent(t);
    const ada = await createCompletedStory(maya.client, { hero: 'Ada' });
    await createCompletedStory(noor.client, { hero: 'Ben' });
    const mine = await versionOf(maya.user.user_uid);
    const theirs = await versionOf(noor.user.user_uid);
    expect(mine).not.toBeNull();

    await other.query('update stories set title = $1 where id = $2', ['Once', ada.uuid]);
    expect(await versionOf(maya.user.user_uid)).toBe(Number(mine) + 1);
    await other.query(
      `insert into story_images (story_id, key, source)
       select id, image_key, 'generated' from stories where id = $1`,
      [ada.uuid],
    );
    expect(await versionOf(maya.user.user_uid)).toBe(Number(mine) + 2);
    expect(await versionOf(noor.user.user_uid)).toBe(theirs);
  });
});

// Only where the app itself is on PostgreSQL: the PGlite project sees TEST_DATABASE_URL too.
describe.runIf(process.env.TEST_DB === 'postgres')('the memory on PostgreSQL', () => {
  it('answers from the list it remembers while the version stands', async () => {
    const maya = await signedInParent(t);
    const ada = await createCompletedStory(maya.client, { hero: 'Ada' });
    // The story's own work after it completes (its picture) bumps the version too: wait until the
    // picture is there and the version stands, or that bump would make the list read afresh and
    // show the unseen change. (Under load the painting can take longer than any fixed pause.)
    await waitUntil(
      async () =>
        ((await storiesOf(maya)).find((s) => s.uuid === ada.uuid)?.images.length ?? 0) > 0,
      { what: 'the story picture' },
    );
    await waitUntil(
      async () => {
        const before = await versionOf(maya.user.user_uid);
        await new Promise((r) => setTimeout(r, 400));
        return (await versionOf(maya.user.user_uid)) === before;
      },
      { what: 'the story list version to stand' },
    );
    await storiesOf(maya);
    // A change the triggers do not see (they are off for it) is not read: the list came from
    // memory. This is what the version is for; no writer of ours turns the triggers off.
    await other.exec(
      `begin;
       alter table stories disable trigger stories_list_changed;
       update stories set title = 'Unseen' where id = '${ada.uuid}';
       alter table stories enable trigger stories_list_changed;
       commit;`,
    );
    expect((await storiesOf(maya))[0]?.title).toBe(ada.title);
    await other.query(`update stories set hero = hero where id = $1`, [ada.uuid]);
    expect((await storiesOf(maya))[0]?.title).toBe('Unseen');
  });
});

describe('a deleted account', () => {
  it('leaves no story list version behind', async () => {
    const maya = await signedInParent(t);
    await createCompletedStory(maya.client, { hero: 'Ada' });
    expect(await versionOf(maya.user.user_uid)).not.toBeNull();
    await other.query('delete from users where id = $1', [maya.user.user_uid]);
    expect(await versionOf(maya.user.user_uid)).toBeNull();
  });
});
