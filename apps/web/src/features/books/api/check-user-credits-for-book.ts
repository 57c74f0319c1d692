import { bookCreditsSchema, type BookCredits } from '@sns/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/checkUserCreditsForBook/{userId}/{storyId} → {hasEnoughCredits, totalCreditsAvailable}. */
export async function checkUserCreditsForBook(
  userId: string,
  storyId: string,
): Promise<BookCredits> {
  try {
    return await api.get(
      `/api/checkUserCreditsForBook/${encodeURIComponent(userId)}/${encodeURIComponent(storyId)}`,
      bookCreditsSchema,
    );
  } catch (error) {
    console.error('Error checking user credits:', error);
    throw error;
  }
}

/**
 * docs/api.md#spec-5: the credit check runs first, each time Generate is pressed (never from a
 * cache).
 */
export function useCheckBookCredits() {
  return useMutation({
    mutationFn: ({ userId, storyId }: { userId: string; storyId: string }) =>
      checkUserCreditsForBook(userId, storyId),
  });
}
