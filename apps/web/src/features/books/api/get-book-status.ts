import { bookStatusSchema, type BookStatus } from '@sns/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookKeys } from './book-query-keys';

/** Whether the book is still being made (docs/api.md#spec-4: processing or running). */
export const isBookActive = (status: BookStatus | undefined) =>
  status?.status === 'processing' || status?.status === 'running';

/**
 * GET /api/getBookFromStoryGenerationStatus/{storyId}; docs/api.md#spec-8: on error log and
 * rethrow.
 */
export async function getBookStatus(storyId: string): Promise<BookStatus> {
  try {
    return await api.get(
      `/api/getBookFromStoryGenerationStatus/${encodeURIComponent(storyId)}`,
      bookStatusSchema,
    );
  } catch (error) {
    console.error('Error fetching book generation status:', error);
    throw error;
  }
}

export const bookStatusQueryOptions = (storyId: string) =>
  queryOptions({
    queryKey: bookKeys.status(storyId),
    queryFn: () => getBookStatus(storyId),
    // Every poll asks the server: a cached answer would hide the pages done since.
    staleTime: 0,
    retry: 1,
  });
