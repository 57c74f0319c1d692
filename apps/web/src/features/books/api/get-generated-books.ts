import { generatedBooksSchema, type GeneratedBook } from '@sns/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { bookKeys } from './book-query-keys';

/** POST /api/getGeneratedPdfBooksForThisStory/{userId}/{storyId} → [{url, generatedDate}], newest first. */
export async function getGeneratedBooks(userId: string, storyId: string): Promise<GeneratedBook[]> {
  try {
    return await api.post(
      `/api/getGeneratedPdfBooksForThisStory/${encodeURIComponent(userId)}/${encodeURIComponent(storyId)}`,
      {},
      generatedBooksSchema,
    );
  } catch (error) {
    // The log line of docs/api.md#spec-8, word for word.
    console.error('Error fetching get generated books', error);
    throw error;
  }
}

export const generatedBooksQueryOptions = (userId: string, storyId: string) =>
  queryOptions({
    queryKey: bookKeys.generated(storyId),
    queryFn: () => getGeneratedBooks(userId, storyId),
  });

/** The story's past PDF books for the table. */
export function useGeneratedBooks(userId: string, storyId: string) {
  return useQuery(generatedBooksQueryOptions(userId, storyId));
}
