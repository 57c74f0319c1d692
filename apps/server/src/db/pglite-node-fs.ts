import { spawnSync } from 'node:child_process';
import { closeSync, fsyncSync, openSync, readSync } from 'node:fs';
import { join } from 'node:path';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Parameters<NodeFS['init']>[1];

/** The group's and others' bits of a mode. */
const OTHERS = 0o077;

/** An Emscripten file-system node: a file or folder of the data folder. */
type FsNode = object;
interface Stream {
  nfd?: number;
  node: FsNode;
}

/** The corner of PGlite's Emscripten module that is patched here. */
interface NodeFsModule {
  NODEFS: {
    stream_ops: {
      fsync?: (stream: Stream) => number;
      write: (stream: Stream, ...rest: unknown[]) => number;
      setattr: (stream: Stream, attr: object) => unknown;
    };
    node_ops: {
      mknod: (parent: FsNode, name: string, mode: number, dev: unknown) => FsNode;
      setattr: (node: FsNode, attr: { mode?: number }) => unknown;
      rename: (node: FsNode, newParent: FsNode, newName: string) => unknown;
      unlink: (parent: FsNode, name: string) => unknown;
      rmdir: (parent: FsNode, name: string) => unknown;
      symlink: (parent: FsNode, name: string, target: string) => unknown;
    };
    /** The node's path on the real file system. */
    realPath(node: FsNode): string;
    /** Turns a Node error into the errno PostgreSQL sees, as NODEFS's own operations do. */
    tryFSOperation<T>(operation: () => T): T;
  };
}

/**
 * Whether PostgreSQL will find the folder was not shut down cleanly, and so fsync all of it before
 * its recovery: pg_control's `state` (after the 8-byte system identifier and two 4-byte version
 * numbers) is neither DB_SHUTDOWNED (1) nor DB_SHUTDOWNED_IN_RECOVERY (2). A new folder has none.
 */
function leftByACrash(dir: string): boolean {
  let fd: number | undefined;
  try {
    fd = openSync(join(dir, 'global', 'pg_control'), 'r');
    const head = Buffer.alloc(20);
    if (readSync(fd, head, 0, 20, 0) < 20) return false;
    const state = head.readUInt32LE(16);
    return state !== 1 && state !== 2;
  } catch {
    return false;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/**
 * Flushes the whole file system holding `dir` to the disk with one syncfs(2) (coreutils'
 * `sync --file-system`); false where that is not available or failed.
 */
function syncFileSystem(dir: string): boolean {
  const result = spawnSync('sync', ['--file-system', dir], { stdio: 'ignore', timeout: 60_000 });
  return result.error === undefined && result.status === 0;
}

/**
 * PGlite's folder file system (Emscripten's NODEFS) with the two things it leaves out:
 * - fsync. NODEFS has none, so PostgreSQL's fsync of the write-ahead log at a commit reached no
 *   disk even with fsync=on (strace shows no fsync at all). Here it is the real fsync(2), and the
 *   log is synced with `wal_sync_method=fsync` (fdatasync skips the file system's operations).
 * - hearing that PostgreSQL aborted: a PANIC (such as no room for a new WAL segment) kills the
 *   WebAssembly instance, and the next call into it spins forever, taking the whole process with
 *   it. `onAbort` runs inside that failing call; it must only take note.
 * - a restart after a crash that waits for the disk thousands of times. PostgreSQL, finding it
 *   was not shut down, first fsyncs every file and folder of the data folder (SyncDataDirectory:
 *   3,200 fsyncs for a small database, each a flush of the disk's cache — 9 s of a 15 s restart
 *   on a busy machine, docs/decisions/063). `syncBeforeOpen()` does the same with one syncfs(2)
 *   of the file system, and until `opened()` an fsync of a file or folder this instance has not
 *   changed since is skipped: everything in it is already on the disk. Whatever PostgreSQL
 *   writes while starting (its recovery, the checkpoint that ends it) is synced for real, in its
 *   own order.
 * - owner-only files. Emscripten chmods each file it creates to the mode PostgreSQL asked for
 *   (0666, its umask being Emscripten's to emulate, which it does not), whatever the process's
 *   umask: the database files were readable and writable by anyone (issue 31). Here group and
 *   others lose every right on each file and folder it makes or changes (docs/data-folder.md).
 */
export class PgliteNodeFS extends NodeFS {
  /** While set, the paths changed since the whole file system was synced. */
  private changedSinceSync: Set<string> | undefined;
  /** fsyncs made real and skipped since this instance began. */
  readonly fsyncs = { made: 0, skipped: 0 };

  constructor(
    private readonly folder: string,
    private readonly onAbort: () => void,
  ) {
    super(folder);
  }

  /**
   * Before PGlite opens a folder a crash left: one syncfs(2) instead of PostgreSQL's fsync of
   * every file. A folder shut down cleanly, or a new one, needs neither.
   */
  syncBeforeOpen() {
    if (leftByACrash(this.folder) && syncFileSystem(this.folder)) this.changedSinceSync = new Set();
  }

  /** PGlite is open: from now on every fsync is made. */
  opened() {
    this.changedSinceSync = undefined;
  }

  override async init(pg: Parameters<NodeFS['init']>[0], options: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const syncReally = (mod: NodeFsModule) => {
      const fs = mod.NODEFS;
      const changed = (node: FsNode, name?: string) => {
        const path = fs.realPath(node);
        this.changedSinceSync?.add(name === undefined ? path : `${path}/${name}`);
      };
      fs.stream_ops.fsync = (stream) => {
        if (this.changedSinceSync && !this.changedSinceSync.has(fs.realPath(stream.node))) {
          this.fsyncs.skipped += 1;
          return 0;
        }
        // A failed fsync reaches PostgreSQL as one: for its log that is a PANIC, and a reopen.
        const fd = stream.nfd;
        if (fd !== undefined) fs.tryFSOperation(() => fsyncSync(fd));
        this.fsyncs.made += 1;
        return 0;
      };
      // What makes a file or folder differ from what the syncfs put on the disk.
      const { stream_ops: streamOps, node_ops: nodeOps } = fs;
      const write = streamOps.write.bind(streamOps);
      streamOps.write = (stream, ...rest) => {
        changed(stream.node);
        return write(stream, ...rest);
      };
      const truncate = streamOps.setattr.bind(streamOps);
      streamOps.setattr = (stream, attr) => {
        changed(stream.node);
        return truncate(stream, attr);
      };
      for (const op of ['unlink', 'rmdir', 'symlink'] as const) {
        const run = nodeOps[op].bind(nodeOps) as (parent: FsNode, ...rest: unknown[]) => unknown;
        nodeOps[op] = (parent: FsNode, name: string, ...rest: unknown[]) => {
          changed(parent);
          return run(parent, name, ...rest);
        };
      }
      const mknod = nodeOps.mknod.bind(nodeOps);
      nodeOps.mknod = (parent, name, mode, dev) => {
        changed(parent);
        changed(parent, name);
        return mknod(parent, name, mode, dev);
      };
      const setattr = nodeOps.setattr.bind(nodeOps);
      nodeOps.setattr = (node, attr) => {
        changed(node);
        return setattr(node, attr);
      };
      const rename = nodeOps.rename.bind(nodeOps);
      nodeOps.rename = (node, newParent, newName) => {
        changed(node);
        const parent = (node as { parent: FsNode }).parent;
        changed(parent);
        changed(newParent);
        changed(newParent, newName);
        return rename(node, newParent, newName);
      };
    };
    const ownerOnly = (mod: NodeFsModule) => {
      const ops = mod.NODEFS.node_ops;
      const mknod = ops.mknod.bind(ops);
      const setattr = ops.setattr.bind(ops);
      mod.NODEFS.node_ops.mknod = (parent, name, mode, dev) =>
        mknod(parent, name, mode & ~OTHERS, dev);
      mod.NODEFS.node_ops.setattr = (node, attr) =>
        setattr(node, attr.mode === undefined ? attr : { ...attr, mode: attr.mode & ~OTHERS });
    };
    return {
      emscriptenOpts: {
        ...emscriptenOpts,
        preRun: [...(emscriptenOpts.preRun ?? []), syncReally, ownerOnly],
        onAbort: this.onAbort,
      } as EmscriptenOptions,
    };
  }
}
