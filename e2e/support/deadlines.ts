/**
 * How long a journey waits for what a background job delivers — a written story, a narration, a
 * book — as a deadline on what the parent sees, never a count of polls. On a quiet machine each
 * takes seconds; the journeys run two at a time with two browsers on a 2-core machine, where CPU
 * contention stretches a job several times over (docs/decisions/010-narration-under-load.md).
 */
export const JOB_DEADLINE_MS = 90_000;
