#!/usr/bin/env node
/**
 * `npm run build`: the web app (Vite) and the compiled server (apps/server/build.mjs). Each part
 * records a hash of its sources in its output; `--if-changed` (what `npm start` uses) rebuilds
 * only a part whose sources changed since, and `npm start` under NODE_ENV=production never builds
 * (docs/decisions/029-compiled-server.md).
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** What each part is built from, and where its output (and the hash of those sources) lives. */
export const PARTS = [
  {
    name: 'web app',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'packages/contract/src',
    ],
    output: 'apps/web/dist',
    command: ['npm', ['run', 'build', '--silent', '-w', '@sns/web']],
  },
  {
    name: 'server',
    sources: ['apps/server/src', 'apps/server/build.mjs', 'packages/contract/src'],
    output: 'apps/server/dist/server',
    command: [process.execPath, ['apps/server/build.mjs']],
  },
];

const STAMP = '.sources-hash';

function filesUnder(path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [full];
  return readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A hash of the part's source files, by content (a checkout's new timestamps don't matter). */
export function sourcesHash(part) {
  const hash = createHash('sha256');
  for (const file of part.sources.flatMap(filesUnder).sort()) {
    hash.update(relative(root, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  return hash.digest('hex');
}

const stampOf = (part) => join(root, part.output, STAMP);

export function isCurrent(part) {
  const stamp = stampOf(part);
  return existsSync(stamp) && readFileSync(stamp, 'utf8') === sourcesHash(part);
}

export const isBuilt = (part) => existsSync(stampOf(part));

export function buildPart(part) {
  const hash = sourcesHash(part);
  const [command, args] = part.command;
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) return false;
  writeFileSync(stampOf(part), hash);
  return true;
}

/** Builds every part (only the changed ones with ifChanged); false when a build failed. */
export function buildAll({ ifChanged = false } = {}) {
  for (const part of PARTS) {
    if (ifChanged && isCurrent(part)) continue;
    if (ifChanged) console.log(`Building the ${part.name} (its sources changed)…`);
    if (!buildPart(part)) {
      console.error(`The ${part.name} did not build.`);
      return false;
    }
  }
  return true;
}

/**
 * What `npm start` and `npm run worker` do first: rebuild what changed (never under
 * NODE_ENV=production, where a missing build is an error); false when they can't go on.
 */
export function ensureBuilt() {
  if (process.env.NODE_ENV !== 'production') return buildAll({ ifChanged: true });
  const missing = PARTS.filter((part) => !isBuilt(part));
  if (missing.length === 0) return true;
  const names = missing.map((part) => part.name).join(' or the ');
  console.error(
    `No build of the ${names} here: run \`npm run build\` before starting in production.`,
  );
  return false;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(buildAll({ ifChanged: process.argv.includes('--if-changed') }) ? 0 : 1);
}
