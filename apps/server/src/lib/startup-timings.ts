/**
 * When each step of this process's start ended, in ms since the process began (Node's time
 * origin): the log line that says the server is running carries them, so a slow start — a
 * restart after a crash, on a busy machine — says where its time went (docs/decisions/063).
 */
const marks: Record<string, number> = {};

export function markStartup(step: string) {
  marks[step] = Math.round(performance.now());
}

export function startupTimings(): Readonly<Record<string, number>> {
  return { ...marks };
}
