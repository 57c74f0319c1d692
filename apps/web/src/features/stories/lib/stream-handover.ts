/** Within this of the file's end, a stream that stopped was heard to the end. */
const HEARD_TO_THE_END_SECONDS = 1;

/**
 * Where the finished file takes over from a narration stream that stopped (docs/decisions/022,
 * 026): a stream cut off mid-way (a restarted job, a dropped connection) or that failed to open
 * picks up in the file where it stopped, playing on if the parent had not paused it. A stream
 * heard to the end is left as it is (null), like any narration that has ended.
 */
export function fileTakesOver(
  stream: { stoppedAt: number; wantsToPlay: boolean },
  fileDurationSeconds: number | undefined,
): { at: number; play: boolean } | null {
  const heardToTheEnd =
    fileDurationSeconds !== undefined &&
    stream.stoppedAt >= fileDurationSeconds - HEARD_TO_THE_END_SECONDS;
  if (heardToTheEnd) return null;
  return { at: stream.stoppedAt, play: stream.wantsToPlay };
}
