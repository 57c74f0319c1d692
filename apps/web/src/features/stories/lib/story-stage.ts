import { STORY_PROGRESS, type WorkerStatus } from '@sns/contract';

/** The line under the progress bar: what the storyteller is doing now. */
export function storyStage(status: Pick<WorkerStatus, 'status' | 'progress'> | undefined): string {
  if (!status || status.status === 'queued') return 'Waiting for the storyteller…';
  if (status.status === 'completed') return 'Your story is ready!';
  if (status.status === 'error') return 'The storyteller got stuck.';
  return (status.progress ?? 0) >= STORY_PROGRESS.paintingFrom
    ? 'Painting the picture…'
    : 'Writing the story…';
}

/** 0–100 for the progress bar; a queued job shows a sliver so the bar never looks broken. */
export function storyProgress(
  status: Pick<WorkerStatus, 'status' | 'progress'> | undefined,
): number {
  if (!status) return 0;
  if (status.status === 'completed') return 100;
  return Math.min(100, Math.max(0, Math.round(status.progress ?? 0)));
}
