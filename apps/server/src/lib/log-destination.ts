import { writeSync } from 'node:fs';

/** Writes bytes from `offset`; returns how many were written (as fs.writeSync does). */
export type WriteBytes = (bytes: Buffer, offset: number) => number;

/** A write that would block (a full pipe) is retried this many times, 10 ms apart. */
const BUSY_RETRIES = 10;

/**
 * Where our logs go. pino's default stream (sonic-boom) takes a write error it does not know, such
 * as a full disk under `npm start >> server.log`, for fatal: the error ended the process, and its
 * exit handler then retried the write forever — the server neither answered nor exited. Here a
 * line there is no room for is dropped, and the count of dropped lines is logged once there is
 * room again. Lines are written synchronously, one at a time, so none is lost in a buffer.
 */
export function createLogDestination(writeBytes: WriteBytes) {
  let dropped = 0;
  const writeAll = (text: string) => {
    const bytes = Buffer.from(text);
    let busy = 0;
    for (let offset = 0; offset < bytes.length;) {
      try {
        offset += writeBytes(bytes, offset);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EAGAIN' || busy >= BUSY_RETRIES) throw error;
        busy += 1;
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 10);
      }
    }
  };
  return {
    write(line: string) {
      try {
        if (dropped > 0) {
          const msg = `${dropped} log line${dropped === 1 ? ' was' : 's were'} dropped: there was no room to write them`;
          writeAll(`${JSON.stringify({ level: 40, time: Date.now(), msg })}\n`);
          dropped = 0;
        }
        writeAll(line);
      } catch {
        dropped += 1;
      }
    },
  };
}

/** The process's standard output as a log destination (pino and Fastify share it). */
export const stdoutLogDestination = () =>
  createLogDestination((bytes, offset) => writeSync(1, bytes, offset));
