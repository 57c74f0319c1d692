import { childSchema, type Child } from '@sns/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { childKeys } from './child-query-keys';

/** GET /api/children/{childId} → Child; 404 for a child that is not the parent's own. */
export const getChild = (childId: string) =>
  api.get(`/api/children/${encodeURIComponent(childId)}`, childSchema);

/** One child, shown at once from the list when it is loaded, then as the server has it now. */
export function useChild(childId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: childKeys.detail(childId),
    queryFn: () => getChild(childId),
    initialData: () =>
      queryClient.getQueryData<Child[]>(childKeys.list())?.find((c) => c.id === childId),
    initialDataUpdatedAt: () => queryClient.getQueryState(childKeys.list())?.dataUpdatedAt,
  });
}
