import type { Story } from '@sns/contract';
import { acceptAll } from './consent';
import { multipart, newClient, photo, signedInParent, storedFiles, logIn } from './factories';
import { startBook, waitForBook } from './books';
import { buyWithTestCard } from './purchases';
import { createCompletedStory, setStoryText, SHORT_STORY, waitForNarration } from './stories';
import type { TestApp } from './test-app';

/**
 * A parent with one of everything an account can hold: a purchase, a profile photo, a consent
 * record, a story with a new picture, its narration and a book whose photo became the story's picture, a
 * pending password-reset code, and a second signed-in browser.
 */
export async function parentWithEverything(t: TestApp, story: Record<string, unknown> = {}) {
  const parent = await signedInParent(t);
  const { client, user } = parent;
  await buyWithTestCard(client);
  const picture = multipart('image', {
    name: 'me.png',
    type: 'image/png',
    data: await photo(300, 300, 'png'),
  });
  const uploaded = await client.request({
    method: 'POST',
    url: `/api/updateProfilePicture/${user.user_uid}`,
    payload: picture.payload,
    headers: picture.headers,
  });
  if (uploaded.status !== 200) throw new Error(`photo upload: ${JSON.stringify(uploaded.body)}`);
  await client.post('/api/cookie-consent', { ...acceptAll, user_uid: user.user_uid });
  const written: Story = await createCompletedStory(client, story);
  const painted = await client.post('/api/generateNewImage', { storyId: written.uuid });
  if (painted.status !== 200) throw new Error(`new picture: ${JSON.stringify(painted.body)}`);
  await setStoryText(t, written.uuid, SHORT_STORY);
  await client.get(`/api/getAudioUrl/${written.uuid}`);
  if ((await waitForNarration(client, written.uuid)).status !== 'completed')
    throw new Error('the narration failed');
  const book = await startBook(client, user.user_uid, written.uuid, { useImageAsMainImage: true });
  if (book.status !== 202) throw new Error(`book refused: ${JSON.stringify(book.body)}`);
  if ((await waitForBook(client, written.uuid)).final.status !== 'completed')
    throw new Error('the book failed');
  await newClient(t).post('/api/forgot-password', { email: parent.parent.email });
  const otherBrowser = newClient(t);
  if ((await logIn(otherBrowser, parent.parent)).status !== 200)
    throw new Error('second login failed');
  const refreshed = await client.get<Story>(`/api/getStory/${written.uuid}`);
  return { ...parent, story: refreshed.body, otherBrowser };
}

/** The stored files (relative paths) whose key names this user. */
export function filesOf(t: TestApp, userId: string) {
  return storedFiles(t).filter((f) => f.includes(userId));
}

/** The tables of our schema (not pg-boss's), by name. */
async function publicTables(t: TestApp): Promise<string[]> {
  const res = await t.ctx.database.executeSql(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return (res.rows as { table_name: string }[])
    .map((r) => r.table_name)
    .filter((name) => !name.startsWith('__drizzle'));
}

/**
 * How many rows of each table mention `text` anywhere (any column, as text): the proof that no
 * row of a deleted user is left, whatever table it lives in, including tables added later.
 */
export async function rowsMentioning(t: TestApp, text: string) {
  const found: Record<string, number> = {};
  for (const table of await publicTables(t)) {
    const res = await t.ctx.database.executeSql(
      `select count(*)::int as n from "${table}" r where lower(r::text) like $1`,
      [`%${text.toLowerCase()}%`],
    );
    const n = (res.rows[0] as { n: number } | undefined)?.n ?? 0;
    if (n > 0) found[table] = n;
  }
  return found;
}

/** Every row of every table of our schema, and the stored files: compare around a refusal. */
export async function everything(t: TestApp) {
  const tables: Record<string, unknown[]> = {};
  for (const table of await publicTables(t)) {
    // Counters, and the job runners' own bookkeeping (claims come and go with any job).
    if (['rate_limits', 'job_claims', 'job_processes'].includes(table)) continue;
    const res = await t.ctx.database.executeSql(
      `select to_jsonb(r) as row from "${table}" r order by r::text`,
    );
    tables[table] = (res.rows as { row: Record<string, unknown> }[]).map(
      ({ row: { last_seen_at: _seen, ...rest } }) => rest,
    );
  }
  return { tables, files: storedFiles(t) };
}
