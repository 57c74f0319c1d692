import { fsyncSync } from 'node:fs';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type EmscriptenOptions = Parameters<NodeFS['init']>[1];

/** The group's and others' bits of a mode. */
const OTHERS = 0o077;

/** The corner of PGlite's Emscripten module that is patched here. */
interface NodeFsModule {
  NODEFS: {
    stream_ops: { fsync?: (stream: { nfd?: number }) => number };
    node_ops: {
      mknod: (parent: unknown, name: string, mode: number, dev: unknown) => unknown;
      setattr: (node: unknown, attr: { mode?: number }) => unknown;
    };
    /** Turns a Node error into the errno PostgreSQL sees, as NODEFS's own operations do. */
    tryFSOperation<T>(operation: () => T): T;
  };
}

/**
 * PGlite's folder file system (Emscripten's NODEFS) with the two things it leaves out:
 * - fsync. NODEFS has none, so PostgreSQL's fsync of the write-ahead log at a commit reached no
 *   disk even with fsync=on (strace shows no fsync at all). Here it is the real fsync(2), and the
 *   log is synced with `wal_sync_method=fsync` (fdatasync skips the file system's operations).
 * - hearing that PostgreSQL aborted: a PANIC (such as no room for a new WAL segment) kills the
 *   WebAssembly instance, and the next call into it spins forever, taking the whole process with
 *   it. `onAbort` runs inside that failing call; it must only take note.
 * - owner-only files. Emscripten chmods each file it creates to the mode PostgreSQL asked for
 *   (0666, its umask being Emscripten's to emulate, which it does not), whatever the process's
 *   umask: the database files were readable and writable by anyone (issue 31). Here group and
 *   others lose every right on each file and folder it makes or changes (docs/data-folder.md).
 */
export class PgliteNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    private readonly onAbort: () => void,
  ) {
    super(dataDir);
  }

  override async init(pg: Parameters<NodeFS['init']>[0], options: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const syncReally = (mod: NodeFsModule) => {
      mod.NODEFS.stream_ops.fsync = (stream) => {
        // A failed fsync reaches PostgreSQL as one: for its log that is a PANIC, and a reopen.
        const fd = stream.nfd;
        if (fd !== undefined) mod.NODEFS.tryFSOperation(() => fsyncSync(fd));
        return 0;
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
