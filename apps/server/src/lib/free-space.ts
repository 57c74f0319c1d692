import { statfsSync } from 'node:fs';

/** Bytes an unprivileged process may still write on the file system holding `dir`. */
export function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}

export const MB = 1024 * 1024;
