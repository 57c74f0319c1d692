import { workerStatusSchema, type WorkerStatus } from '@sns/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { pollWhile } from '../../../lib/poll-while';
import { storyKeys } from './story-query-keys';

/** How often the progress view asks while a story is being written. */
export const WORKER_POLL_MS = 700;

const isFinished = (status: WorkerStatus | undefined) =>
  status?.status === 'completed' || status?.status === 'error';

/** GET /api/workerStatus/{workerId} → {status: queued|running|completed|error, storyId, progress, message?}. */
export const getWorkerStatus = (workerId: string) =>
  api.get(`/api/workerStatus/${encodeURIComponent(workerId)}`, workerStatusSchema);

export const workerStatusQueryOptions = (workerId: string) =>
  queryOptions({
    queryKey: storyKeys.workerStatus(workerId),
    queryFn: () => getWorkerStatus(workerId),
    // Poll until the job is done; a finished job never changes again.
    refetchInterval: pollWhile((data) => !isFinished(data), WORKER_POLL_MS),
    refetchIntervalInBackground: true,
    staleTime: 0,
    gcTime: 0,
  });

/** The writing job's status, polled every ~700 ms until it completes or fails. */
export function useWorkerStatus(workerId: string | undefined) {
  return useQuery({ ...workerStatusQueryOptions(workerId ?? ''), enabled: Boolean(workerId) });
}
