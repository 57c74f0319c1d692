import type { AvatarPreviewBody } from '@sns/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { childKeys } from './child-query-keys';

/**
 * POST /api/children/preview → image/svg+xml: the child as the stories' illustrator draws them.
 * Answered as a data URL, ready for an <img> (an SVG there runs no script), and small enough
 * (a few KB) to keep in the query cache.
 */
export async function previewAvatar(look: AvatarPreviewBody): Promise<string> {
  const svg = await api.postForText('/api/children/preview', look, 'image/svg+xml');
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** One look's picture; the same look never needs asking again while the page is open. */
export const avatarQueryOptions = (look: AvatarPreviewBody) =>
  queryOptions({
    queryKey: childKeys.avatar(look),
    // The look travels with its picture, so alt text always describes the picture shown.
    queryFn: async () => ({ src: await previewAvatar(look), look }),
    staleTime: Infinity,
    gcTime: 30 * 60_000,
  });

/**
 * The picture of a look. While a new look is drawn the last picture stays (`isPlaceholderData`),
 * so the live preview changes in place instead of flashing.
 */
export function useAvatar(look: AvatarPreviewBody, { live = false }: { live?: boolean } = {}) {
  return useQuery({
    ...avatarQueryOptions(look),
    placeholderData: live ? keepPreviousData : undefined,
  });
}
