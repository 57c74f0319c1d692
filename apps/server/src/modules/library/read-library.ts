import { LIBRARY_PAGE_SIZE, type LibraryResponse } from '@sns/contract';
import type { z } from 'zod';
import type { libraryQuerySchema } from '@sns/contract';
import type { AppContext } from '../../context';
import { listChildrenOfUser } from '../children/children-repository';
import { containsPattern, decodeLibraryCursor, encodeLibraryCursor } from './library-cursor';
import { listLibraryPage } from './library-repository';
import { presentLibraryStory } from './present-library-story';

/**
 * One page of the parent's bedtime library (docs/decisions/019): their own stories only, newest
 * first, for one child or all, matching the words searched for; and the children to filter by.
 */
export async function readLibrary(
  ctx: AppContext,
  userId: string,
  query: z.output<typeof libraryQuerySchema>,
): Promise<LibraryResponse> {
  const { db } = ctx.database;
  const limit = query.limit ?? LIBRARY_PAGE_SIZE;
  const after = query.cursor ? decodeLibraryCursor(query.cursor) : undefined;
  const rows = await listLibraryPage(db, userId, {
    childId: query.child,
    pattern: query.q ? containsPattern(query.q) : undefined,
    after,
    limit,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const children = await listChildrenOfUser(db, userId);
  return {
    stories: page.map(presentLibraryStory),
    nextCursor:
      rows.length > limit && last
        ? encodeLibraryCursor({ createdAt: last.createdAtMicros, id: last.id })
        : null,
    children: children.map((child) => ({ id: child.id, name: child.name })),
  };
}
