import { machineInfo, writeResult } from './lib/results';
import { startBenchServer } from './lib/server';
import { median, quantile, round } from './lib/stats';

/**
 * docs/design.md#design-7: embedded story, request → completed, with 20 parents asking at once.
 * Several rounds; each parent polls its job every 50 ms as a busy client would.
 */
export async function benchStoryLatency({ users = 20, rounds = 3 } = {}) {
  const server = await startBenchServer();
  try {
    const parents = [];
    for (let i = 0; i < users; i += 1) parents.push(await server.parent(i));
    const roundResults: { p50: number; p95: number; max: number }[] = [];
    const all: number[] = [];
    for (let round_ = 0; round_ < rounds + 1; round_ += 1) {
      const latencies = await Promise.all(
        parents.map(async ({ client }) => {
          const start = performance.now();
          const accepted = await client.post('/api/generateStory', {
            hero: 'Maya',
            age: 6,
            elements: 'a dragon, an umbrella, the moon',
            genre: 'Fantasy',
          });
          if (accepted.status !== 202)
            throw new Error(`generateStory: ${JSON.stringify(accepted.body)}`);
          const workerId = accepted.body.workerId as string;
          for (;;) {
            const status = await client.get(`/api/workerStatus/${workerId}`);
            if (status.body.status === 'completed') return performance.now() - start;
            if (status.body.status === 'error') throw new Error('a story failed');
            await new Promise((r) => setTimeout(r, 50));
          }
        }),
      );
      // The first round warms up JIT, caches and the database; it is not counted.
      if (round_ === 0) continue;
      all.push(...latencies);
      roundResults.push({
        p50: round(median(latencies)),
        p95: round(quantile(latencies, 0.95)),
        max: round(Math.max(...latencies)),
      });
    }
    const result = {
      bench: 'story-latency',
      description:
        'embedded story writer + illustrator, POST /api/generateStory → workerStatus completed',
      users,
      rounds,
      unit: 'ms',
      p50: round(median(all)),
      p95: round(quantile(all, 0.95)),
      max: round(Math.max(...all)),
      perRound: roundResults,
      bars: { p50: 1500, p95: 3000 },
      machine: machineInfo(),
    };
    writeResult('story-latency', result);
    return result;
  } finally {
    await server.close();
  }
}
