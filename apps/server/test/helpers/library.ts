import type { LibraryResponse, LibraryStory } from '@sns/contract';
import { eq } from 'drizzle-orm';
import { stories } from '../../src/db/stories-schema';
import type { TestClient } from './factories';
import type { TestApp } from './test-app';

/** GET /api/library with the given query (strings as a browser would send them). */
export function getLibrary(client: TestClient, query: Record<string, string> = {}) {
  const search = new URLSearchParams(query).toString();
  return client.get<LibraryResponse>(`/api/library${search ? `?${search}` : ''}`);
}

/** Every page of the library, following nextCursor, as the "Load more" button would. */
export async function wholeLibrary(client: TestClient, query: Record<string, string> = {}) {
  const all: LibraryStory[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const res = await getLibrary(client, { ...query, ...(cursor ? { cursor } : {}) });
    if (res.status !== 200) throw new Error(`library answered ${res.status}`);
    all.push(...res.body.stories);
    cursor = res.body.nextCursor;
    pages += 1;
  } while (cursor);
  return { stories: all, pages };
}

/** Sets a story's title as the writer would have, to search for it. */
export async function setStoryTitle(t: TestApp, storyId: string, title: string | null) {
  await t.ctx.database.db.update(stories).set({ title }).where(eq(stories.id, storyId));
}
