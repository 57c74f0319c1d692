import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { childKeys } from './child-query-keys';

/** DELETE /api/children/{childId} → 204; the child's stories stay as they are. */
export const deleteChild = (childId: string) =>
  api.delete<void>(`/api/children/${encodeURIComponent(childId)}`);

export function useDeleteChild() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChild,
    onSuccess: (_done, childId) => {
      queryClient.removeQueries({ queryKey: childKeys.detail(childId) });
      return queryClient.invalidateQueries({ queryKey: childKeys.list() });
    },
  });
}
