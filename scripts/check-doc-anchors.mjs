#!/usr/bin/env node
// Checks that every `docs/….md#anchor` a comment cites, and every relative link between the docs,
// names a file and an anchor that exist: an `<a id>` or a heading's GitHub-style slug. Comments
// cite the docs instead of documents outside the repository (issue 17), so a renamed heading
// must not leave them pointing nowhere. Usage: node scripts/check-doc-anchors.mjs
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CODE_FOLDERS = ['apps', 'packages', 'e2e', 'bench', 'scripts'];
const CODE_FILE = /\.(ts|tsx|mjs|sql)$/;
const SKIP = new Set(['node_modules', 'dist', 'build', '.turbo', 'coverage', 'test-results']);

function* filesUnder(folder, pattern) {
  if (!existsSync(folder)) return;
  for (const name of readdirSync(folder)) {
    if (SKIP.has(name)) continue;
    const path = join(folder, name);
    if (statSync(path).isDirectory()) yield* filesUnder(path, pattern);
    else if (pattern.test(name)) yield path;
  }
}

/** GitHub's slug of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slugOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

const anchorCache = new Map();
function anchorsOf(path) {
  if (!anchorCache.has(path)) {
    let anchors = null;
    if (existsSync(path)) {
      const text = readFileSync(path, 'utf8');
      anchors = new Set([...text.matchAll(/<a id="([^"]+)"/g)].map((m) => m[1]));
      const seen = new Map();
      for (const [, heading] of text.matchAll(/^#{1,6} (.*)$/gm)) {
        const slug = slugOf(heading);
        const n = seen.get(slug) ?? 0;
        seen.set(slug, n + 1);
        anchors.add(n === 0 ? slug : `${slug}-${n}`);
      }
    }
    anchorCache.set(path, anchors);
  }
  return anchorCache.get(path);
}

const problems = [];
let checked = 0;
function check(where, target, anchor) {
  checked += 1;
  const anchors = anchorsOf(target);
  const shown = `${relative(root, target)}${anchor ? `#${anchor}` : ''}`;
  if (!anchors) problems.push(`${where}: ${shown}: no such file`);
  else if (anchor && !anchors.has(anchor)) problems.push(`${where}: ${shown}: no such anchor`);
}

for (const folder of CODE_FOLDERS) {
  for (const file of filesUnder(join(root, folder), CODE_FILE)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, i) => {
        for (const m of line.matchAll(/\bdocs\/[\w./-]+?\.md(?:#([a-z0-9-]+))?/g)) {
          const path = m[0].split('#')[0];
          check(`${relative(root, file)}:${i + 1}`, join(root, path), m[1]);
        }
      });
  }
}

for (const file of filesUnder(join(root, 'docs'), /\.md$/)) {
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      for (const m of line.matchAll(/\]\(([^)\s]*?)(?:#([^)\s]+))?\)/g)) {
        const [, path, anchor] = m;
        if (/^[a-z]+:/.test(path) || (path && !path.endsWith('.md'))) continue;
        const target = path ? normalize(join(dirname(file), path)) : file;
        check(`${relative(root, file)}:${i + 1}`, target, anchor);
      }
    });
}

if (problems.length > 0) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} of ${checked} doc references point nowhere`);
  process.exit(1);
}
console.log(`${checked} doc references, all found`);
