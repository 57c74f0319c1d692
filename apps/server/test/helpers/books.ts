import { randomBytes } from 'node:crypto';
import type { BookStatus, GenerateBookResponse } from '@sns/contract';
import { asc, eq, sql } from 'drizzle-orm';
import { bookJobs } from '../../src/db/books-schema';
import { expect } from 'vitest';
import { creditLedger, users } from '../../src/db/schema';
import type { TestClient } from './factories';
import { photo, storedFiles } from './files';
import { createCompletedStory } from './stories';
import type { TestApp } from './test-app';

export interface BookUpload {
  image?: { name: string; type: string; data: Buffer };
  /** Sent as the `selectedStories` field (already JSON text); left out when undefined. */
  selectedStories?: string;
  useImageAsMainImage?: boolean;
  /** Extra text fields, e.g. to try an unexpected value. */
  fields?: Record<string, string>;
}

/** The multipart body the PDF page sends: the photo `image`, `selectedStories` and `useImageAsMainImage`. */
export function bookForm(upload: BookUpload) {
  const boundary = `----sns${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  const field = (name: string, value: string) =>
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  if (upload.selectedStories !== undefined) field('selectedStories', upload.selectedStories);
  if (upload.useImageAsMainImage !== undefined)
    field('useImageAsMainImage', String(upload.useImageAsMainImage));
  for (const [k, v] of Object.entries(upload.fields ?? {})) field(k, v);
  if (upload.image) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${upload.image.name}"\r\n` +
          `Content-Type: ${upload.image.type}\r\n\r\n`,
      ),
      upload.image.data,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A 512×512 PNG as the page sends it after resizing in the browser. */
export async function childPhoto() {
  return { name: 'child.png', type: 'image/png', data: await photo(512, 512, 'png') };
}

/** POST /api/generateBookUsingImageAsReference/{userId}/{storyId}/{useImageAsMainImage}. */
export async function startBook(
  client: TestClient,
  userId: string,
  storyId: string,
  upload: BookUpload = {},
  options: { csrf?: boolean; pathFlag?: string } = {},
) {
  const useImage = upload.useImageAsMainImage ?? false;
  const form = bookForm({
    selectedStories: JSON.stringify([storyId]),
    useImageAsMainImage: useImage,
    ...upload,
    image: 'image' in upload ? upload.image : await childPhoto(),
  });
  return client.request<
    GenerateBookResponse & { error?: string; message?: string; errors?: { msg: string }[] }
  >({
    method: 'POST',
    url: `/api/generateBookUsingImageAsReference/${userId}/${storyId}/${options.pathFlag ?? String(useImage)}`,
    payload: form.payload,
    headers: form.headers,
    csrf: options.csrf ?? true,
  });
}

export function bookStatus(client: TestClient, storyId: string) {
  return client.get<BookStatus>(`/api/getBookFromStoryGenerationStatus/${storyId}`);
}

/** Polls the status call until the latest book of the story is completed or failed. */
export async function waitForBook(client: TestClient, storyId: string, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs;
  const seen: BookStatus[] = [];
  for (;;) {
    const res = await bookStatus(client, storyId);
    seen.push(res.body);
    if (res.body.status === 'completed' || res.body.status === 'error')
      return { final: res.body, seen };
    if (Date.now() > until) throw new Error(`the book did not finish: ${JSON.stringify(res.body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * A story written (`storyBody` as for createCompletedStory) and its book made, through the API:
 * the story, the book's id, and the book's PDF as the story's book list shows it.
 */
export async function completedBook(
  client: TestClient,
  userId: string,
  storyBody: Record<string, unknown> = {},
) {
  const story = await createCompletedStory(client, storyBody);
  const accepted = await startBook(client, userId, story.uuid);
  expect(accepted.status).toBe(202);
  const { final } = await waitForBook(client, story.uuid, 120_000);
  expect(final.status).toBe('completed');
  const listed = await client.post<{ url: string; generatedDate: string }[]>(
    `/api/getGeneratedPdfBooksForThisStory/${userId}/${story.uuid}`,
  );
  expect(listed.body).toHaveLength(1);
  return { story, bookId: accepted.body.jobId, ...listed.body[0]! };
}

/** GET a signed file URL in process (the URL is absolute; the app serves its path). */
export function download(t: TestApp, url: string) {
  const u = new URL(url);
  return t.app.inject({ method: 'GET', url: `${u.pathname}${u.search}` });
}

/** Everything a book request could change: balances, ledger, book rows, queued jobs and files. */
export async function bookState(t: TestApp) {
  const { db } = t.ctx.database;
  const jobs = await t.ctx.database.executeSql(
    `select count(*)::int as n from pgboss.job where name like 'build-book%'`,
  );
  return {
    credits: await db
      .select({ id: users.id, credits: users.credits })
      .from(users)
      .orderBy(asc(users.id)),
    ledger: await db.select().from(creditLedger).orderBy(asc(creditLedger.id)),
    books: await db.select().from(bookJobs).orderBy(asc(bookJobs.createdAt)),
    bookQueueJobs: (jobs.rows[0] as { n: number } | undefined)?.n ?? 0,
    files: storedFiles(t),
  };
}

/** The user's book ledger rows (spends and refunds). */
export async function bookLedger(t: TestApp, userId: string) {
  return t.ctx.database.db
    .select({ delta: creditLedger.delta, reason: creditLedger.reason, ref: creditLedger.ref })
    .from(creditLedger)
    .where(sql`${creditLedger.userId} = ${userId} and ${creditLedger.reason} like 'pdf_book%'`)
    .orderBy(asc(creditLedger.id));
}

export async function bookRow(t: TestApp, bookId: string) {
  const [row] = await t.ctx.database.db.select().from(bookJobs).where(eq(bookJobs.id, bookId));
  return row;
}
