import { constants } from 'node:fs';
import { lstat, mkdir, open, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** Thrown for anything in a backup that is not a regular file or a real folder. */
export class NotARegularTreeError extends Error {}

/**
 * Checks that `dir` and everything under it are real folders and regular files: no symbolic
 * link (to a file or a folder outside the backup, or `dir` itself a link), no device, socket or
 * pipe. A backup is restored into DATA_DIR, whose files the server serves through signed links
 * and deletes with an account (issue 33 point 6), so a link in it would reach outside DATA_DIR.
 * Returns the files' count. Hard links are regular files and are copied as such.
 */
export async function assertRegularTree(dir: string, what = dir): Promise<number> {
  const stats = await lstat(dir);
  if (!stats.isDirectory()) throw new NotARegularTreeError(refusal(what, stats));
  let files = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const shown = join(what, entry.name);
    if (entry.isDirectory()) files += await assertRegularTree(path, shown).catch(gone);
    else if (entry.isFile()) files += 1;
    else {
      const stats = await lstat(path).catch(gone);
      if (stats) throw new NotARegularTreeError(refusal(shown, stats));
    }
  }
  return files;
}

/**
 * Copies the tree `from` (checked with assertRegularTree first, so a refused tree writes
 * nothing) into `to`, which must not exist yet. Each file is opened without following a link and
 * checked again once open, so one swapped for a link after the check is refused too; each copy is
 * created new (never written through an existing name).
 */
export async function copyRegularTree(
  from: string,
  to: string,
  options: { skipVanished?: boolean } = {},
): Promise<number> {
  const count = await assertRegularTree(from);
  await copyTree(from, to, from, options.skipVanished ?? false);
  return count;
}

/** `skipVanished`: a file or folder deleted while the copy runs (a live server's) is left out. */
async function copyTree(from: string, to: string, top: string, skipVanished: boolean) {
  await mkdir(to);
  const vanished = (error: NodeJS.ErrnoException) => {
    if (!(skipVanished && error.code === 'ENOENT')) throw error;
  };
  const entries = await readdir(from, { withFileTypes: true }).catch(vanished);
  for (const entry of entries ?? []) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) await copyTree(source, target, top, skipVanished);
    else await copyRegularFile(source, target, relative(top, source)).catch(vanished);
  }
}

/**
 * Copies one regular file to the new file `target`, opening `source` without following a link:
 * a link (or anything but a regular file) is refused with NotARegularTreeError.
 */
export async function copyRegularFile(source: string, target: string, shown = source) {
  const input = await open(source, constants.O_RDONLY | constants.O_NOFOLLOW).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ELOOP') throw new NotARegularTreeError(`${shown} is a symbolic link`);
      throw error;
    },
  );
  try {
    const stats = await input.stat();
    if (!stats.isFile()) throw new NotARegularTreeError(refusal(shown, stats));
    const output = await open(target, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL);
    try {
      const buffer = Buffer.alloc(1024 * 1024);
      for (;;) {
        const { bytesRead } = await input.read(buffer, 0, buffer.length, null);
        if (bytesRead === 0) break;
        await output.writeFile(buffer.subarray(0, bytesRead));
      }
      await output.sync();
    } finally {
      await output.close();
    }
  } finally {
    await input.close();
  }
}

/** Deleted since its folder was read (a live server's files): nothing there to refuse. */
const gone = (error: NodeJS.ErrnoException) => {
  if (error.code !== 'ENOENT') throw error;
  return 0 as const;
};

function refusal(path: string, stats: { isSymbolicLink(): boolean; isFile(): boolean }) {
  if (stats.isSymbolicLink()) return `${path} is a symbolic link`;
  if (stats.isFile()) return `${path} is a file where a folder belongs`;
  return `${path} is not a regular file or folder`;
}
