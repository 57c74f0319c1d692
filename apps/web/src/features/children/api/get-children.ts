import { childSchema } from '@sns/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { childKeys } from './child-query-keys';

const childrenSchema = z.array(childSchema);

/** GET /api/children → Child[], the signed-in parent's own, oldest first. */
export const getChildren = () => api.get('/api/children', childrenSchema);

export const childrenQueryOptions = () =>
  queryOptions({ queryKey: childKeys.list(), queryFn: getChildren });

/** The signed-in parent's children; idle while signed out. */
export function useChildren({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...childrenQueryOptions(), enabled });
}
