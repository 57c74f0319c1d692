/**
 * `npm run bench [name…]`: runs the benchmarks (all by default) and writes JSON to bench/results/.
 */
import { benchApiReads } from './api-reads';
import { benchColdStart } from './cold-start';
import { benchIllustrator } from './illustrator';
import { benchImageAndNarration } from './image-and-narration';
import { benchLighthouse } from './lighthouse';
import { benchNarrationFirstSound } from './narration-first-sound';
import { benchNodeVersions } from './node-versions';
import { benchPdfBook } from './pdf-book';
import { benchPgliteFsync } from './pglite-fsync';
import { benchPrintFiles } from './print-files';
import { benchStoryFrames } from './story-frames';
import { benchStoryLatency } from './story-latency';
import { benchStoryQuality } from './story-quality';

const benches: Record<string, () => Promise<object>> = {
  'story-latency': () => benchStoryLatency(),
  illustrator: () => benchIllustrator(),
  'image-and-narration': () => benchImageAndNarration(),
  'pdf-book': () => benchPdfBook(),
  'api-reads': () => benchApiReads(),
  'pglite-fsync': () => benchPgliteFsync(),
  lighthouse: () => benchLighthouse(),
  'story-quality': () => benchStoryQuality(),
  'story-frames': () => benchStoryFrames(),
  'narration-first-sound': () => benchNarrationFirstSound(),
  print: () => benchPrintFiles(),
  'cold-start': () => benchColdStart(),
  'node-versions': () => benchNodeVersions(),
};

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(benches)) {
  if (wanted.length > 0 && !wanted.includes(name)) continue;
  console.log(`▶ ${name}`);
  console.log(JSON.stringify(await run(), null, 2));
}
process.exit(0);
