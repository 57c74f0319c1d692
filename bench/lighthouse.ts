import { existsSync, readdirSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { machineInfo, writeResult } from './lib/results';
import { startBenchServer } from './lib/server';
import { median, round } from './lib/stats';

const RUNS = 3;

/** The flags every Chromium of ours runs with (as the e2e config), headless. */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

interface NetworkRequest {
  url: string;
  transferSize?: number;
  resourceSize?: number;
  resourceType?: string;
  networkEndTime?: number;
}

/** The landing page's languages, each as a browser set to it would ask for it. */
const LANGUAGES = {
  en: { chromeLang: 'en-US', catalogChunk: undefined },
  // A browser in Spanish: the page must show Spanish, so the Spanish words' chunk must load.
  es: { chromeLang: 'es-ES', catalogChunk: /\/assets\/(?:first-es|catalog-es)-[\w-]+\.js$/ },
} as const;
type PageLanguage = keyof typeof LANGUAGES;

/**
 * docs/design.md#design-7: the landing page `/` as served — the real server with the built web app,
 * compressed on the wire — in Lighthouse's default mobile emulation and simulated throttling,
 * in Debian's Chromium, once for a browser in English and once for one in Spanish (issue 34:
 * the bar is every language's). Three runs each, interleaved so a change of the machine's load
 * falls on both; the medians are recorded, with the resources of the run whose performance score
 * is the median. Everything is local: the page must request nothing outside the server (no
 * consent is given, so not even the analytics tag may load).
 */
export async function benchLighthouse() {
  // A measurement id, so the run also shows the tag stays away without consent.
  const server = await startBenchServer({ GA_MEASUREMENT_ID: 'G-BENCH0000' });
  const { webDist } = server.ctx.config;
  if (!existsSync(join(webDist, 'index.html'))) {
    await server.close();
    throw new Error(`No web build at ${webDist}: run \`npm run build\` first.`);
  }
  const precompressed = readdirSync(join(webDist, 'assets')).some((f) => f.endsWith('.br'));
  const url = `${server.baseUrl}/`;
  const languages = Object.keys(LANGUAGES) as PageLanguage[];
  const runs: Record<PageLanguage, Awaited<ReturnType<typeof runLighthouse>>[]> = {
    en: [],
    es: [],
  };
  const firstLoad: Record<PageLanguage, Awaited<ReturnType<typeof firstLoadGzip>>[]> = {
    en: [],
    es: [],
  };
  try {
    for (let i = 0; i < RUNS; i += 1)
      for (const language of languages) runs[language].push(await runLighthouse(url, language));
    for (const language of languages)
      firstLoad[language] = await Promise.all(runs[language].map((run) => firstLoadGzip(url, run)));
  } finally {
    await server.close();
  }

  const origin = new URL(url).origin;
  const external = languages
    .flatMap((language) => runs[language])
    .flatMap((r) => r.resources)
    .filter((r) => /^(https?|wss?):/.test(r.url) && new URL(r.url).origin !== origin);
  const pages = Object.fromEntries(
    languages.map((language) => [language, summary(runs[language], firstLoad[language])]),
  ) as Record<PageLanguage, ReturnType<typeof summary>>;
  const result = {
    bench: 'lighthouse',
    description: `Lighthouse ${runs.en[0]?.lighthouseVersion}, mobile (default emulation and simulated throttling), landing page / in a browser set to English and one set to Spanish, ${RUNS} runs each (interleaved), medians`,
    precompressedBuild: precompressed,
    // The English page's figures where they always were; each language's below.
    median: pages.en.median,
    performanceByLanguage: Object.fromEntries(
      languages.map((language) => [language, pages[language].median.performance]),
    ),
    pages,
    externalRequests: external.map((r) => r.url),
    bars: { performance: 95, accessibility: 100, firstPaintJsCssGzipKiB: 150 },
    machine: machineInfo(),
  };
  writeResult('lighthouse', result);
  if (external.length > 0) {
    throw new Error(`The landing page requested outside resources: ${result.externalRequests}`);
  }
  return result;
}

/** One language's runs: medians, and the resources of the run whose performance is the median. */
function summary(
  runs: Awaited<ReturnType<typeof runLighthouse>>[],
  firstLoad: Awaited<ReturnType<typeof firstLoadGzip>>[],
) {
  const byPerformance = [...runs].sort((a, b) => a.performance - b.performance);
  const middle = byPerformance[Math.floor(runs.length / 2)] as (typeof runs)[number];
  return {
    median: {
      performance: median(runs.map((r) => r.performance)),
      accessibility: median(runs.map((r) => r.accessibility)),
      lcpMs: round(median(runs.map((r) => r.lcpMs))),
      fcpMs: round(median(runs.map((r) => r.fcpMs))),
      totalBlockingTimeMs: round(median(runs.map((r) => r.tbtMs))),
      speedIndexMs: round(median(runs.map((r) => r.speedIndexMs))),
      cumulativeLayoutShift: round(median(runs.map((r) => r.cls)), 3),
      totalTransferBytes: median(runs.map((r) => r.totalTransferBytes)),
      // docs/design.md#design-7's bar, in its own terms: gzip JS+CSS (decision 090).
      firstPaintJsCssGzipBytes: median(firstLoad.map((f) => f.beforeFirstPaint)),
      firstPaintJsCssGzipKiB: round(median(firstLoad.map((f) => f.beforeFirstPaint)) / 1024, 1),
      wholeLoadJsCssGzipKiB: round(median(firstLoad.map((f) => f.allJsCss)) / 1024, 1),
      entryJsCssGzipBytes: median(firstLoad.map((f) => f.entry)),
      entryJsCssGzipKiB: round(median(firstLoad.map((f) => f.entry)) / 1024, 1),
    },
    performanceOfEachRun: runs.map((r) => r.performance),
    firstLoadOfMedianRun: firstLoad[runs.indexOf(middle)],
    runs: runs.map(({ resources: _resources, ...rest }) => rest),
    // firstPaint: the JS and CSS whose download ended before the run's observed first
    // contentful paint; wholeLoad: also what came after (full styles, toasts, consent, on idle);
    // entry: only what index.html names.
    resourcesOfMedianRun: middle.resources,
    lcpElementOfMedianRun: middle.lcpElement,
    failedAccessibilityAudits: middle.failedAccessibilityAudits,
  };
}

/**
 * The gzip bytes on the wire of the JS and CSS a run loaded from our server (every script and
 * stylesheet of the landing page's load, lazy chunks it fetched included), each asked for again
 * with `Accept-Encoding: gzip` and counted as received, undecoded; `entry` is only those
 * `index.html` names.
 */
async function firstLoadGzip(
  url: string,
  {
    resources,
    observedFcpMs,
  }: { resources: { url: string; type?: string; endMs?: number }[]; observedFcpMs?: number },
) {
  const origin = new URL(url).origin;
  const html = await (await fetch(url, { headers: { accept: 'text/html' } })).text();
  const named = new Set(
    [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
      (m) => `${origin}${m[1]}`,
    ),
  );
  const files = resources.filter(
    (r) =>
      (r.type === 'Script' || r.type === 'Stylesheet') && r.url.startsWith(`${origin}/assets/`),
  );
  const sizes = await Promise.all(
    files.map(async (r) => ({
      url: r.url,
      gzipBytes: await gzipBytesOf(r.url),
      beforeFirstPaint:
        r.endMs !== undefined && observedFcpMs !== undefined && r.endMs <= observedFcpMs,
    })),
  );
  const sum = (list: typeof sizes) => list.reduce((total, f) => total + f.gzipBytes, 0);
  return {
    allJsCss: sum(sizes),
    entry: sum(sizes.filter((f) => named.has(f.url))),
    beforeFirstPaint: sum(sizes.filter((f) => f.beforeFirstPaint)),
    files: sizes,
  };
}

function gzipBytesOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      // A file too small to gain from gzip is served as it is: its own bytes are what travel.
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve(bytes));
      res.on('error', reject);
    }).on('error', reject);
  });
}

async function runLighthouse(url: string, language: PageLanguage) {
  const { chromeLang, catalogChunk } = LANGUAGES[language];
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    // The browser's language, as a parent's browser has it: navigator.languages and the
    // Accept-Language header both follow it.
    chromeFlags: [...CHROMIUM_FLAGS, `--lang=${chromeLang}`, `--accept-lang=${chromeLang}`],
    logLevel: 'silent',
  });
  try {
    const answer = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (!answer) throw new Error('Lighthouse returned no result');
    const { lhr } = answer;
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const details = lhr.audits['network-requests']?.details as
      { items?: NetworkRequest[] } | undefined;
    const accessibilityRefs = lhr.categories.accessibility?.auditRefs ?? [];
    const urls = (details?.items ?? []).map((item) => item.url);
    // A run that did not show the page in its language measured the wrong page.
    if (catalogChunk && !urls.some((u) => catalogChunk.test(u)))
      throw new Error(`The landing page was not shown in ${language}: no ${catalogChunk} loaded`);
    if (!catalogChunk && urls.some((u) => LANGUAGES.es.catalogChunk.test(u)))
      throw new Error(`The landing page was not shown in ${language}: Spanish words loaded`);
    return {
      language,
      lighthouseVersion: lhr.lighthouseVersion,
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: numeric('largest-contentful-paint'),
      fcpMs: numeric('first-contentful-paint'),
      tbtMs: numeric('total-blocking-time'),
      speedIndexMs: numeric('speed-index'),
      cls: numeric('cumulative-layout-shift'),
      totalTransferBytes: numeric('total-byte-weight'),
      lcpElement: firstNodeSnippet(lhr.audits['largest-contentful-paint-element']?.details),
      warnings: lhr.runWarnings,
      failedAccessibilityAudits: accessibilityRefs
        .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
        .map((ref) => ref.id),
      resources: (details?.items ?? []).map((item) => ({
        url: item.url,
        type: item.resourceType,
        transferBytes: item.transferSize ?? 0,
        resourceBytes: item.resourceSize ?? 0,
        endMs: item.networkEndTime,
      })),
      observedFcpMs: (
        lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] }
      )?.items?.[0]?.observedFirstContentfulPaint,
    };
  } finally {
    chrome.kill();
  }
}

/** The HTML of the first DOM node an audit's details name (e.g. the LCP element). */
function firstNodeSnippet(details: unknown): string | undefined {
  if (!details || typeof details !== 'object') return undefined;
  const value = details as { type?: string; snippet?: string };
  if (value.type === 'node') return value.snippet;
  for (const child of Object.values(details)) {
    const found = firstNodeSnippet(child);
    if (found) return found;
  }
  return undefined;
}
