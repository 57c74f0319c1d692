/**
 * One measured size of `npm run bench -- print`, in a process of its own so its peak RSS is
 * this size's alone: `node --import tsx bench/print-files-run.ts <pages> <rounds>` prints JSON.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  buildPrintFiles,
  planPrintFiles,
} from '../apps/server/src/modules/books/print/build-print-files';
import { estimateCoverSize } from '../apps/server/src/modules/books/print/cover-size';
import type { PrintBook } from '../apps/server/src/modules/books/print/print-input';
import type { BookStory } from '../apps/server/src/modules/books/builder/book-plan';
import { derivedCastMember } from '../apps/server/src/modules/children/derived-cast';
import { EmbeddedIllustrator } from '../apps/server/src/providers/image/embedded/embedded-illustrator';
import { EmbeddedStoryWriter } from '../apps/server/src/providers/text/embedded/embedded-story-writer';
import { median, round } from './lib/stats';

const [pagesArg = '24', roundsArg = '3', ppiArg = '300'] = process.argv.slice(2);
const wanted = Number(pagesArg);
const rounds = Number(roundsArg);
const ppi = Number(ppiArg);
const mib = (bytes: number) => round(bytes / 2 ** 20);

/** Stories by the embedded writer, added one by one until the book has `wanted` pages (or a spread fewer). */
async function bookOf(wanted: number): Promise<PrintBook> {
  const maya = derivedCastMember('00000000-0000-4000-8000-000000000001', 'Maya');
  const photo = await sharp({
    create: { width: 512, height: 512, channels: 3, background: '#c98f6b' },
  })
    .png()
    .toBuffer();
  const book: PrintBook = {
    title: "Maya's bedtime stories",
    hero: 'Maya',
    cast: [maya],
    photo,
    dedication: 'For Maya, love Mum & Dad',
    stories: [],
    createdAt: new Date('2026-01-02T00:00:00Z'),
    seed: 7,
  };
  const writer = new EmbeddedStoryWriter();
  const genres = ['Fantasy', 'Adventure', 'Mystery', 'Sci-Fi', 'Comedy'] as const;
  for (let i = 0; ; i += 1) {
    const request = {
      hero: 'Maya',
      age: 6,
      elements: ['a paper boat', 'a sleepy owl', 'a lantern'] as [string, string, string],
      genre: genres[i % genres.length] ?? 'Fantasy',
      seed: 1000 + i,
    };
    const story = await writer.write(request);
    const next: BookStory = {
      ...request,
      title: story.title,
      text: story.text,
      scenes: story.scenes,
    };
    book.stories.push(next);
    if (pagesOf(book) < wanted) continue;
    const kept = book.stories.slice(0, -1);
    // The last story loses paragraphs from its end until the book has the pages asked (or fewer).
    const paragraphs = next.text.split(/\n\s*\n/);
    while (pagesOf(book) > wanted && paragraphs.length > 1) {
      paragraphs.pop();
      book.stories[book.stories.length - 1] = {
        ...next,
        text: paragraphs.join('\n\n'),
        scenes: next.scenes?.filter((s) => s.passage < paragraphs.length),
      };
    }
    // Two pages too few (a picture and its words): another last story may fit exactly.
    if (pagesOf(book) === wanted || i > 40) return book;
    book.stories = kept;
  }
}

const pagesOf = (book: PrintBook) => planPrintFiles({ books: [book] }).pageCount;

const book = await bookOf(wanted);
const illustrator = new EmbeddedIllustrator();
illustrator.warmUp();
const baselineRss = process.memoryUsage().rss;
const runs: number[] = [];
const pictureMs: number[] = [];
let last: Awaited<ReturnType<typeof buildPrintFiles>> | undefined;
for (let i = 0; i < rounds + 1; i += 1) {
  const times: number[] = [];
  const started = performance.now();
  last = await buildPrintFiles(
    { books: [book], giftMessage: 'Happy birthday, Maya! Love, Grandma' },
    {
      illustrator,
      coverSize: (pageCount) => estimateCoverSize(pageCount),
      ppi,
      onPicture: (ms) => times.push(ms),
    },
  );
  // The first build warms up fonts, icons and the JIT; it is not counted.
  if (i > 0) {
    runs.push(performance.now() - started);
    pictureMs.push(...times);
  }
}
// To look at what a printer gets: BENCH_PRINT_OUT=dir writes the last interior and cover there.
const outDir = process.env.BENCH_PRINT_OUT;
if (outDir && last) {
  await mkdir(outDir, { recursive: true });
  await writeFile(join(outDir, `interior-${last.pageCount}.pdf`), last.interior);
  await writeFile(join(outDir, `cover-${last.pageCount}.pdf`), last.cover);
}
console.log(
  JSON.stringify({
    pages: last?.pageCount,
    ppi,
    stories: book.stories.length,
    pictures: pictureMs.length / rounds,
    addedPages: last?.addedPages.map((a) => a.words),
    medianMs: round(median(runs)),
    runsMs: runs.map((r) => round(r)),
    medianMsPerPicture: round(median(pictureMs)),
    interiorMiB: mib(last?.interior.length ?? 0),
    coverKiB: round((last?.cover.length ?? 0) / 1024),
    baselineRssMiB: mib(baselineRss),
    peakRssMiB: round(process.resourceUsage().maxRSS / 1024),
    loadAverage: round(loadavg()[0] ?? 0),
  }),
);
