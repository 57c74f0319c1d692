/**
 * Work a request starts but does not wait for: its answer must not depend on how long the work
 * takes (an answer that is slower when an account exists tells a prober it does). Failures are
 * logged, never thrown; `idle()` lets shutdown, and tests, wait for what is running.
 */
export function createBackgroundTasks(log: { error(obj: object, msg: string): void }) {
  const running = new Set<Promise<void>>();
  return {
    run(name: string, work: () => Promise<void>): void {
      const task = (async () => {
        // A turn of the event loop first: nothing of the work runs before the answer is sent.
        await new Promise((resolve) => setImmediate(resolve));
        await work();
      })()
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(task));
      running.add(task);
    },
    /** Resolves once every task started so far (and any they start) has finished. */
    async idle(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}

export type BackgroundTasks = ReturnType<typeof createBackgroundTasks>;
