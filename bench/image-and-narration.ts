import { loadavg } from 'node:os';
import { GENRES } from '@sns/contract';
import { splitSentences } from '../apps/server/src/modules/media/split-sentences';
import { EmbeddedIllustrator } from '../apps/server/src/providers/image/embedded/embedded-illustrator';
import { EmbeddedNarrator } from '../apps/server/src/providers/speech/embedded/embedded-narrator';
import { EmbeddedStoryWriter } from '../apps/server/src/providers/text/embedded/embedded-story-writer';
import { startBrowserLoad } from './lib/browser-load';
import { machineInfo, writeResult } from './lib/results';
import { startBenchServer } from './lib/server';
import { timeServedNarrations } from './lib/served-narration';
import { median, quantile, round } from './lib/stats';

const ELEMENTS: [string, string, string] = ['a dragon', 'an umbrella', 'the moon'];

/**
 * docs/design.md#design-6: the embedded illustrator (~40 ms per 1024² picture) and narrator (~0.5 s
 * of compute for 19 s of speech). Pictures: ms each, over many seeds and every genre, after a
 * warm-up. Narration: real stories of every age band, spoken on the narrator's thread; the
 * real-time factor is compute seconds ÷ audio seconds (lower is faster), split into Flite and MP3
 * encoding.
 */
export async function benchImageAndNarration({ images = 30, stories = 6 } = {}) {
  const illustrator = new EmbeddedIllustrator();
  illustrator.warmUp();
  const imageMs: number[] = [];
  const imageCpuMs: number[] = [];
  for (let i = 0; i < images + 3; i += 1) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    await illustrator.illustrate({
      hero: 'Maya',
      age: 6,
      elements: ELEMENTS,
      genre: GENRES[i % GENRES.length]!,
      seed: 1000 + i,
    });
    // The first pictures warm up JIT and caches; they are not counted.
    if (i >= 3) {
      imageMs.push(performance.now() - started);
      imageCpuMs.push(cpuMs(cpu));
    }
  }

  const writer = new EmbeddedStoryWriter();
  const narrator = new EmbeddedNarrator();
  const runs: {
    age: number;
    words: number;
    sentences: number;
    audioSeconds: number;
    wallMs: number;
    cpuMs: number;
    synthesisMs: number;
    encodingMs: number;
  }[] = [];
  try {
    // One short narration first: starts the thread and compiles Flite (not counted).
    await narrator.narrate([{ text: 'Warming up the storyteller.', pauseAfter: 0 }]);
    for (let i = 0; i < stories; i += 1) {
      const age = [2, 5, 10][i % 3]!;
      const story = await writer.write({
        hero: 'Maya',
        age,
        elements: ELEMENTS,
        genre: GENRES[i % GENRES.length]!,
        seed: 500 + i,
      });
      const sentences = splitSentences(story.text);
      const started = performance.now();
      const cpu = process.cpuUsage();
      const spoken = await narrator.narrate(
        sentences.map((s) => ({ text: s.text, pauseAfter: s.endsParagraph ? 0.6 : 0.15 })),
      );
      const wallMs = performance.now() - started;
      const usedCpuMs = cpuMs(cpu);
      const cost = narrator.lastCost ?? { synthesisMs: 0, encodingMs: 0 };
      runs.push({
        age,
        words: story.text.split(/\s+/).length,
        sentences: sentences.length,
        audioSeconds: round(spoken.durationSeconds, 2),
        wallMs: round(wallMs),
        cpuMs: round(usedCpuMs),
        synthesisMs: round(cost.synthesisMs),
        encodingMs: round(cost.encodingMs),
      });
    }
  } finally {
    await narrator.close();
  }

  const served = await benchServedNarration();

  const rtf = (pick: (r: (typeof runs)[number]) => number) =>
    round(median(runs.map((r) => pick(r) / 1000 / r.audioSeconds)), 4);
  const result = {
    bench: 'image-and-narration',
    description:
      'embedded illustrator: ms per 1024² PNG; embedded narrator (Flite via node:wasi + LAME (WASM) MP3 on its threads): real-time factor = compute s ÷ audio s; served: Narrate → player ready through the real server, alone and while two Chromium browsers load it as the journeys do',
    image: {
      count: imageMs.length,
      unit: 'ms',
      median: round(median(imageMs)),
      p95: round(quantile(imageMs, 0.95)),
      min: round(Math.min(...imageMs)),
      /** CPU time of the process per picture (resvg and sharp run on libuv's pool): steadier than wall time on a busy machine. */
      cpuMedian: round(median(imageCpuMs)),
      bar: 40,
    },
    narration: {
      stories: runs.length,
      realTimeFactor: rtf((r) => r.wallMs),
      /** Process CPU seconds ÷ audio seconds: what the narration costs even when other work competes for the CPU. */
      cpuRealTimeFactor: rtf((r) => r.cpuMs),
      synthesisRealTimeFactor: rtf((r) => r.synthesisMs),
      encodingRealTimeFactor: rtf((r) => r.encodingMs),
      /**
       * The yardstick of docs/design.md#design-6: compute seconds for 19 s of speech, at the median
       * factors.
       */
      secondsFor19sOfSpeech: round(rtf((r) => r.wallMs) * 19, 2),
      cpuSecondsFor19sOfSpeech: round(rtf((r) => r.cpuMs) * 19, 2),
      synthesisSecondsFor19sOfSpeech: round(rtf((r) => r.synthesisMs) * 19, 2),
      bar: { secondsFor19sOfSpeech: 0.5 },
      runs,
    },
    served,
    machine: { ...machineInfo(), loadAverage: loadavg().map((l) => round(l, 2)) },
  };
  writeResult('image-and-narration', result);
  return result;
}

/**
 * Narrate → ready through the real server: first on a quiet machine, then while two browsers
 * write and open stories in a loop (the load of the browser journeys, two at a time).
 */
async function benchServedNarration() {
  const server = await startBenchServer();
  try {
    const alone = await timeServedNarrations(server, 1);
    const load = await startBrowserLoad(server, 2);
    const underLoad = await timeServedNarrations(server, 2).catch(async (error: unknown) => {
      await load.stop().catch(() => undefined);
      throw error;
    });
    return {
      narrationConcurrency: server.ctx.config.jobs.narrationConcurrency,
      alone,
      underTwoBrowsers: { ...underLoad, load: await load.stop() },
    };
  } finally {
    await server.close();
  }
}

/** Milliseconds of CPU (user + system, all threads) the process used since `since`. */
function cpuMs(since: NodeJS.CpuUsage) {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}
