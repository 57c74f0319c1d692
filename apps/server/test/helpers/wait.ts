import type { WorkerStatus } from '@sns/contract';
import type { TestClient } from './factories';

/** The one way tests wait: until `check` holds, polling, failing once the deadline has passed. */
export async function waitUntil(
  check: () => Promise<boolean>,
  { timeoutMs = 30_000, everyMs = 100, what = 'the condition' } = {},
): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > until) throw new Error(`${what} did not happen within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** Polls GET /api/workerStatus until the story job has ended; its last status. */
export async function waitForWorker(
  client: TestClient,
  workerId: string,
  timeoutMs = 30_000,
): Promise<WorkerStatus> {
  let last: WorkerStatus | undefined;
  await waitUntil(
    async () => {
      const res = await client.get<WorkerStatus>(`/api/workerStatus/${workerId}`);
      if (res.status !== 200) throw new Error(`workerStatus answered ${res.status}`);
      last = res.body;
      return last.status === 'completed' || last.status === 'error';
    },
    { timeoutMs, everyMs: 50, what: 'the story job' },
  );
  return last!;
}
