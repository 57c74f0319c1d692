/** Runs `task` once the browser is idle (or after `timeout` ms at the latest). */
export function whenIdle(task: () => void, timeout = 1500) {
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(task, { timeout });
  else window.setTimeout(task, 200);
}
