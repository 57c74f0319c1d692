#!/usr/bin/env node
/**
 * Compiles the server for plain `node` (docs/decisions/029-compiled-server.md): one ES module per
 * entry in dist/server/, with our code and @sns/contract bundled and every npm package left to
 * node_modules. dist/server sits two folders below apps/server, as src/<folder>/ does, so the
 * paths the code builds from import.meta.url (../../drizzle, ../../../web/dist) mean the same.
 */
import { build } from 'esbuild';
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const outdir = here('./dist/server');

/** Bare imports stay imports, except our workspace packages, which ship TypeScript. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@sns/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outdir, { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });
await build({
  entryPoints: {
    main: here('./src/main.ts'),
    worker: here('./src/worker.ts'),
    // npm run backup / npm run restore.
    operations: here('./src/operations.ts'),
    // The narrator's thread loads this file by name (providers/speech/embedded/narrator-thread.ts).
    'flite-worker': here('./src/providers/speech/embedded/flite-worker.ts'),
    // Uploaded images are decoded in child processes running this file (lib/image-decoding/).
    'image-decoder': here('./src/lib/image-decoding/decoder-child.ts'),
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  sourcemap: true,
  // Stack traces and logs keep our function names.
  keepNames: true,
  logLevel: 'warning',
  plugins: [npmPackagesExternal],
});
// Read next to the code at run time (new URL('./…', import.meta.url)).
copyFileSync(here('./src/modules/accounts/common-passwords.txt'), `${outdir}/common-passwords.txt`);
