#!/usr/bin/env node
/** `npm run worker`: a jobs-only process on the shared PostgreSQL, compiled as `npm start` is. */
import { ensureBuilt } from './build.mjs';

if (!ensureBuilt()) process.exit(1);
await import('../apps/server/dist/server/worker.js');
