/**
 * `npm run bench [name…]`: runs the benchmarks (all by default) and writes JSON to bench/results/.
 */
import { benchApiReads } from './api-reads';
import { benchColdStart } from './start';
import { benchRestart } from './restart';
import { benchIllustrator } from './illustrator';
import { benchImageAndNarration } from './image-and-narration';
import { benchLighthouse } from './lighthouse';
import { benchNarrationFirstSound } from './narration-first-sound';
import { benchNodeVersions } from './node-versions';
import { benchPdfBook } from './pdf-book';
import { benchPgliteFsync } from './pglite-fsync';
import { benchPictures } from './pictures';
import { benchPrintFiles } from './print-files';
import { benchSeries } from './series';
import { benchStoryLatency } from './story-latency';
import { benchStoryQuality } from './story-quality';
import { benchStoryQualityEs } from './story-quality-es';

const benches: Record<string, () => Promise<object>> = {
  'story-latency': () => benchStoryLatency(),
  illustrator: () => benchIllustrator(),
  'image-and-narration': () => benchImageAndNarration(),
  'pdf-book': () => benchPdfBook(),
  'api-reads': () => benchApiReads(),
  'pglite-fsync': () => benchPgliteFsync(),
  lighthouse: () => benchLighthouse(),
  'story-quality': () => benchStoryQuality(),
  'story-quality-es': () => benchStoryQualityEs(),
  pictures: () => benchPictures(),
  // Issue 14 names it `narration`; its results file keeps the older name, narration-first-sound.
  narration: () => benchNarrationFirstSound(),
  print: () => benchPrintFiles(),
  series: () => benchSeries(),
  start: () => benchColdStart(),
  restart: () => benchRestart(),
  'node-versions': () => benchNodeVersions(),
};

/** Names benches were once run by. */
const aliases: Record<string, string> = { 'narration-first-sound': 'narration' };
const wanted = process.argv.slice(2).map((name) => aliases[name] ?? name);
for (const [name, run] of Object.entries(benches)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`▶ ${name}`);
  console.log(JSON.stringify(await run(), null, 2));
}
process.exit(0);
