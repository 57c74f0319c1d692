import { execFileSync } from 'node:child_process';
import { writeStory, type BenchClient } from './lib/parents';
import { machineInfo, writeResult } from './lib/results';
import { startServerProcess } from './lib/server-process';
import { round } from './lib/stats';

/** The majors the product is checked on besides the one running this (docs/decisions/029). */
const MAJORS = ['22', '24'];

/**
 * The compiled product on other Node majors: the `node` package on npm brings each one (`npx -p
 * node@22`); the server runs on it while this process drives it as a parent would — sign up,
 * write a story with its picture, narrate it (WASI and a worker thread), fetch the picture and
 * the narration. Any step failing fails the run.
 */
export async function benchNodeVersions() {
  const binaries: Record<string, string> = { [process.version]: process.execPath };
  for (const major of MAJORS) {
    const path = execFileSync('npx', ['-y', '-p', `node@${major}`, '-c', 'command -v node'], {
      encoding: 'utf8',
    }).trim();
    binaries[execFileSync(path, ['--version'], { encoding: 'utf8' }).trim()] = path;
  }
  const results = [];
  for (const [version, binary] of Object.entries(binaries)) {
    results.push({ node: version, ...(await walkThrough(binary)) });
  }
  const result = {
    bench: 'node-versions',
    description:
      'the compiled server on each Node major: spawn → healthy, sign-up, a story with its picture, its narration, the files served',
    results,
    machine: machineInfo(),
  };
  writeResult('node-versions', result);
  return result;
}

async function walkThrough(binary: string) {
  const started = performance.now();
  const server = await startServerProcess(undefined, {}, 'compiled', binary);
  try {
    const toHealthyMs = performance.now() - started;
    const { client } = await server.parent(0);
    const storyStarted = performance.now();
    const storyId = await writeStory(client, 'Maya');
    const storyMs = performance.now() - storyStarted;
    const story = await client.get(`/api/getStory/${storyId}`);
    const picture = await fetchFile(server.baseUrl, String(story.body.image ?? ''));
    const narrationStarted = performance.now();
    const audioUrl = await narration(client, storyId);
    const narrationMs = performance.now() - narrationStarted;
    const audio = await fetchFile(server.baseUrl, audioUrl);
    if (!picture.type.startsWith('image/') || !audio.type.startsWith('audio/')) {
      throw new Error(`files: ${picture.type} ${audio.type}`);
    }
    return {
      toHealthyMs: round(toHealthyMs),
      storyMs: round(storyMs),
      narrationMs: round(narrationMs),
      pictureKiB: round(picture.bytes / 1024),
      narrationKiB: round(audio.bytes / 1024),
      peakRssMiB: server.peakRssMiB(),
    };
  } finally {
    await server.close();
  }
}

/** Narrates the story (the account's first narration is free) and answers its file link. */
async function narration(client: BenchClient, storyId: string) {
  for (;;) {
    const res = await client.get(`/api/getAudioUrl/${storyId}`);
    if (res.body.status === 'completed') return String(res.body.audioUrl);
    if (res.status !== 200 || res.body.status === 'error') {
      throw new Error(`narration: ${res.status} ${JSON.stringify(res.body)}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function fetchFile(baseUrl: string, url: string) {
  const res = await fetch(new URL(url, baseUrl));
  if (!res.ok) throw new Error(`GET ${url}: ${res.status}`);
  return {
    type: res.headers.get('content-type') ?? '',
    bytes: (await res.arrayBuffer()).byteLength,
  };
}
