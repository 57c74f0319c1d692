#!/usr/bin/env node
/**
 * `npm start`: rebuilds what changed since the last build (usually nothing; never under
 * NODE_ENV=production, which runs what `npm run build` made), then runs the compiled server in
 * this very process, so a SIGTERM or SIGINT sent to `npm start` reaches the server itself.
 */
import { ensureBuilt } from './build.mjs';

if (!ensureBuilt()) process.exit(1);
await import('../apps/server/dist/server/main.js');
