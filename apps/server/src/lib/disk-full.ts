import { someCause } from './error-causes';

/**
 * A file was refused because the disk is (nearly) full: what room is left belongs to the database
 * (lib/disk-space-guard.ts), or the write itself met ENOSPC. A job fails and is retried, then
 * refunded; a request answers 507.
 */
export class DiskFullError extends Error {
  readonly code = 'ENOSPC';
  constructor(message = 'No room on the disk for this file') {
    super(message);
    this.name = 'DiskFullError';
  }
}

/** A file system's ENOSPC or EDQUOT, a DiskFullError, or PostgreSQL's disk_full (53100). */
export function isDiskFull(error: unknown): boolean {
  return someCause(error, (e) => {
    const code = (e as { code?: unknown }).code;
    return code === 'ENOSPC' || code === 'EDQUOT' || code === '53100';
  });
}
