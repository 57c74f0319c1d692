import { childSchema, type Child, type ChildInput } from '@sns/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { childKeys } from './child-query-keys';

/** POST /api/children → 201 Child; 400 `errors[]` with `path` (also past twelve children). */
export const createChild = (body: ChildInput) => api.post('/api/children', body, childSchema);

/** PUT /api/children/{childId} → Child: the whole profile replaced. */
export const updateChild = (childId: string, body: ChildInput) =>
  api.put(`/api/children/${encodeURIComponent(childId)}`, body, childSchema);

/** Adds a child (no id) or replaces one; the list and the child's own entry follow. */
export function useSaveChild(childId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChildInput) => (childId ? updateChild(childId, body) : createChild(body)),
    onSuccess: (child: Child) => {
      queryClient.setQueryData(childKeys.detail(child.id), child);
      return queryClient.invalidateQueries({ queryKey: childKeys.list() });
    },
  });
}
