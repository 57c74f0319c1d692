#!/usr/bin/env node
/**
 * `npm start`: builds the web app, then runs the server in this very process (started with
 * tsx's loader), so a SIGTERM or SIGINT sent to `npm start` reaches the server itself — with a
 * chain of npm → sh → npm → tsx processes the signal stopped half-way and the server kept running.
 */
import { spawnSync } from 'node:child_process';

const build = spawnSync('npm', ['run', 'build', '--silent', '-w', '@sns/web'], {
  stdio: 'inherit',
});
if (build.status !== 0) process.exit(build.status ?? 1);
await import('../apps/server/src/main.ts');
