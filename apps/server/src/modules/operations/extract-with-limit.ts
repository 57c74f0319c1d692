import { constants, createReadStream } from 'node:fs';
import { type FileHandle, mkdir, open, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createGunzip } from 'node:zlib';

/** Thrown for an archive that is not a plain tar.gz of files and folders within the limits. */
export class ArchiveRefusedError extends Error {}

export interface ArchiveLimits {
  /** Bytes of one file: PostgreSQL never writes a file over 1 GiB (its segment size). */
  entryBytes: number;
  /** Bytes of all files together (RESTORE_MAX_DATABASE_MB). */
  totalBytes: number;
  /** Files and folders: a PostgreSQL data folder holds about a thousand. */
  entries: number;
}

export const POSTGRES_SEGMENT_BYTES = 1024 ** 3;

const BLOCK = 512;

type Entry =
  { kind: 'file'; path: string; size: number } | { kind: 'folder'; path: string } | { kind: 'end' };

/**
 * Expands the tar.gz `archive` (the database of a backup, as PGlite's dumpDataDir writes it)
 * into the new folder `into`, streaming: read, inflated and written a piece at a time, so memory
 * stays flat whatever the archive says (issue 33 point 7: a 7.5 MB archive with a 2 GiB entry
 * took 4.6 GB when inflated whole). Refuses, before writing it, an entry over `entryBytes` or
 * one that takes the total over `totalBytes`, and anything that is not a file or a folder
 * (links, devices) or whose path would leave `into`. Stops reading at the archive's end, so
 * padding after it is never inflated. On any refusal or error `into` is removed again.
 */
export async function extractWithLimit(
  archive: string,
  into: string,
  limits: ArchiveLimits,
): Promise<{ files: number; bytes: number }> {
  await mkdir(into, { mode: 0o700 });
  const input = createReadStream(archive);
  const inflated = input.pipe(createGunzip());
  input.on('error', (error) => inflated.destroy(error));
  const state = { files: 0, bytes: 0, entries: 0 };
  try {
    await expand(inflated, into, limits, state);
    return { files: state.files, bytes: state.bytes };
  } catch (error) {
    await rm(into, { recursive: true, force: true });
    if ((error as NodeJS.ErrnoException).code?.startsWith('Z_'))
      throw new ArchiveRefusedError(`${archive} is not a readable gzip file`);
    throw error;
  } finally {
    inflated.destroy();
    input.destroy();
  }
}

async function expand(
  inflated: AsyncIterable<Buffer>,
  into: string,
  limits: ArchiveLimits,
  state: { files: number; bytes: number; entries: number },
) {
  let header = Buffer.alloc(0);
  let file: FileHandle | undefined;
  let dataLeft = 0;
  let padLeft = 0;
  let zeroBlocks = 0;
  try {
    for await (const chunk of inflated) {
      let at = 0;
      while (at < chunk.length) {
        if (dataLeft > 0) {
          const piece = chunk.subarray(at, at + dataLeft);
          await file!.writeFile(piece);
          dataLeft -= piece.length;
          at += piece.length;
          if (dataLeft === 0) {
            await file!.close();
            file = undefined;
          }
          continue;
        }
        if (padLeft > 0) {
          const skip = Math.min(padLeft, chunk.length - at);
          padLeft -= skip;
          at += skip;
          continue;
        }
        const take = Math.min(BLOCK - header.length, chunk.length - at);
        header = Buffer.concat([header, chunk.subarray(at, at + take)]);
        at += take;
        if (header.length < BLOCK) continue;
        const block = header;
        header = Buffer.alloc(0);
        if (block.every((byte) => byte === 0)) {
          zeroBlocks += 1;
          if (zeroBlocks === 2) return;
          continue;
        }
        zeroBlocks = 0;
        const entry = readHeader(block, limits, state);
        if (entry.kind === 'end') return;
        const target = join(into, entry.path);
        if (entry.kind === 'folder') {
          await mkdir(target, { recursive: true, mode: 0o700 });
          continue;
        }
        await mkdir(dirname(target), { recursive: true, mode: 0o700 });
        const handle = await open(
          target,
          constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL,
          0o600,
        ).catch((error: NodeJS.ErrnoException) => {
          if (error.code !== 'EEXIST') throw error;
          throw new ArchiveRefusedError(`The database archive holds ${entry.path} twice`);
        });
        dataLeft = entry.size;
        padLeft = (BLOCK - (entry.size % BLOCK)) % BLOCK;
        if (dataLeft > 0) file = handle;
        else await handle.close();
      }
    }
  } finally {
    await file?.close();
  }
  if (dataLeft > 0 || padLeft > 0 || header.length > 0)
    throw new ArchiveRefusedError('The database archive ends in the middle of a file');
}

/** One tar (ustar) header, checked against the limits and counted into `state`. */
function readHeader(
  block: Buffer,
  limits: ArchiveLimits,
  state: { files: number; bytes: number; entries: number },
): Entry {
  const checksum = octal(block, 148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 0x20 : block[i]!;
  if (checksum !== sum) throw new ArchiveRefusedError('The database archive is not a tar archive');
  const name = text(block, 0, 100);
  const prefix = block.toString('latin1', 257, 262) === 'ustar' ? text(block, 345, 155) : '';
  const shown = prefix ? `${prefix}/${name}` : name;
  const parts = shown.split('/').filter((part) => part !== '' && part !== '.');
  if (parts.includes('..'))
    throw new ArchiveRefusedError(
      `The database archive's ${JSON.stringify(shown)} leaves its folder`,
    );
  const type = String.fromCharCode(block[156]!);
  state.entries += 1;
  if (state.entries > limits.entries)
    throw new ArchiveRefusedError(`The database archive holds more than ${limits.entries} entries`);
  if (type === '5') return { kind: 'folder', path: parts.join('/') };
  if (type !== '0' && type !== '\0') {
    throw new ArchiveRefusedError(
      `The database archive's ${JSON.stringify(shown)} is ${ENTRY_KINDS[type] ?? `an entry of type ${JSON.stringify(type)}`}, not a file or a folder`,
    );
  }
  if (parts.length === 0)
    throw new ArchiveRefusedError('The database archive names a file without a name');
  // Base-256 sizes (first byte's high bit set) are for files over 8 GiB: over any limit here.
  const size = block[124]! & 0x80 ? Infinity : octal(block, 124, 12);
  if (size > limits.entryBytes) {
    throw new ArchiveRefusedError(
      `The database archive's ${JSON.stringify(shown)} expands to ${megabytes(size)}, over the ${megabytes(limits.entryBytes)} one file may hold`,
    );
  }
  if (state.bytes + size > limits.totalBytes) {
    throw new ArchiveRefusedError(
      `The database archive expands to more than ${megabytes(limits.totalBytes)} (RESTORE_MAX_DATABASE_MB)`,
    );
  }
  state.files += 1;
  state.bytes += size;
  return { kind: 'file', path: parts.join('/'), size };
}

const ENTRY_KINDS: Record<string, string> = {
  '1': 'a hard link',
  '2': 'a symbolic link',
  '3': 'a character device',
  '4': 'a block device',
  '6': 'a named pipe',
};

const text = (block: Buffer, start: number, length: number) => {
  const raw = block.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.toString('utf8', 0, end < 0 ? length : end);
};

function octal(block: Buffer, start: number, length: number) {
  const digits = text(block, start, length).trim();
  if (!/^[0-7]*$/.test(digits))
    throw new ArchiveRefusedError('The database archive is not a tar archive');
  return digits ? parseInt(digits, 8) : 0;
}

const megabytes = (bytes: number) =>
  Number.isFinite(bytes) ? `${Math.ceil(bytes / 1024 ** 2)} MB` : 'more than 8 GB';
