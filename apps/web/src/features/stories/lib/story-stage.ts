import { STORY_PROGRESS, type WorkerStatus } from '@sns/contract';
import { translate } from '../../../lib/i18n/use-t';

/** The line under the progress bar: what the storyteller is doing now. */
export function storyStage(status: Pick<WorkerStatus, 'status' | 'progress'> | undefined): string {
  if (!status || status.status === 'queued') return translate('progress.waiting');
  if (status.status === 'completed') return translate('progress.ready');
  if (status.status === 'error') return translate('progress.stuck');
  return (status.progress ?? 0) >= STORY_PROGRESS.paintingFrom
    ? translate('progress.painting')
    : translate('progress.writing');
}

/** 0–100 for the progress bar; a queued job shows a sliver so the bar never looks broken. */
export function storyProgress(
  status: Pick<WorkerStatus, 'status' | 'progress'> | undefined,
): number {
  if (!status) return 0;
  if (status.status === 'completed') return 100;
  return Math.min(100, Math.max(0, Math.round(status.progress ?? 0)));
}
