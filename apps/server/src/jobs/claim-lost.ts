/**
 * This process no longer holds the job it is running: it was frozen past its heartbeat and
 * another process took the job over (and may have finished it). Nothing more may be written.
 */
export class ClaimLostError extends Error {
  constructor(jobId: string) {
    super(`Job ${jobId} was taken over by another process while this one was stopped`);
    this.name = 'ClaimLostError';
  }
}
