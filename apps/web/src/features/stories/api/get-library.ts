import { libraryResponseSchema, type LibraryResponse } from '@sns/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pollWhile } from '../../../lib/poll-while';
import { storyKeys } from './story-query-keys';

/** What the library is showing: one child's stories or all, and the words searched for. */
export interface LibraryFilter {
  child?: string;
  q?: string;
}

/**
 * Under the story lists' key, so whatever refreshes the parent's stories (a new one, sharing,
 * a new picture, a deletion) refreshes the library too.
 */
export const libraryKeys = {
  all: () => [...storyKeys.lists(), 'library'] as const,
  filtered: (filter: LibraryFilter) => [...libraryKeys.all(), filter] as const,
};

/** GET /api/library → one page of the parent's stories, newest first, and their children. */
export const getLibrary = (filter: LibraryFilter, cursor: string | null) => {
  const query = new URLSearchParams();
  if (filter.child) query.set('child', filter.child);
  if (filter.q) query.set('q', filter.q);
  if (cursor) query.set('cursor', cursor);
  const search = query.toString();
  return api.get(`/api/library${search ? `?${search}` : ''}`, libraryResponseSchema);
};

const beingWritten = (page: LibraryResponse) =>
  page.stories.some((s) => s.status === 'queued' || s.status === 'running');

export const libraryQueryOptions = (filter: LibraryFilter) =>
  infiniteQueryOptions({
    queryKey: libraryKeys.filtered(filter),
    queryFn: ({ pageParam }) => getLibrary(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    // A story still being written finishes in a second or two: look again until none is left.
    refetchInterval: pollWhile((data) => Boolean(data?.pages.some(beingWritten)), 2000),
  });

/**
 * The library's pages for a filter; "Load more" calls fetchNextPage. The last filter's cards stay
 * while another child's or search's first page is fetched, so the filters never vanish.
 */
export function useLibrary(filter: LibraryFilter) {
  return useInfiniteQuery({ ...libraryQueryOptions(filter), placeholderData: keepPreviousData });
}
