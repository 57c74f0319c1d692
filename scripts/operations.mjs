#!/usr/bin/env node
/** `npm run backup` / `npm run restore`: the compiled server's operations entry (docs/decisions/032). */
import { ensureBuilt } from './build.mjs';

if (!ensureBuilt()) process.exit(1);
await import('../apps/server/dist/server/operations.js');
