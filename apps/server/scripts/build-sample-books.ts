/**
 * Builds a few whole books to look at, as a parent would (issue 28):
 * `npx tsx apps/server/scripts/build-sample-books.ts [out-dir]` writes one PDF per story below to
 * out-dir (default: a folder under the system's temp dir) and prints where. Then e.g.
 * `pdftoppm -r 24 -png book.pdf page` turns the pages into pictures. The same builder and
 * embedded engines as a parent's book, the moments timed as the app times them; nothing is
 * stored (SAMPLE_PHOTO=1: the parent chose to show the photo). Each story is one that a parent frowned at once: a story at home, a night story, a
 * tall landmark, named grown-ups, a building site, a balloon ride, the pool, the supermarket.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { dedicationFor, type Genre } from '@sns/contract';
import { buildBook } from '../src/modules/books/builder/build-book';
import { timeScenes } from '../src/providers/scene/moment-time';
import type { CastMember } from '../src/providers/scene/scene';
import { EmbeddedIllustrator } from '../src/providers/image/embedded/embedded-illustrator';
import { EmbeddedStoryWriter } from '../src/providers/text/embedded/embedded-story-writer';

interface Sample {
  hero: string;
  age: number;
  genre: Genre;
  elements: [string, string, string];
  seed: number;
  look: CastMember['appearance'];
}

const SAMPLES: Sample[] = [
  {
    hero: 'Ife',
    age: 4,
    genre: 'Comedy',
    elements: ['her yellow wellies', 'Grandpa', 'a rainy day at home'],
    seed: 2801,
    look: {
      skinTone: 'deep',
      hairColour: 'black',
      hairStyle: 'braids',
      eyeColour: 'dark-brown',
      glasses: false,
      freckles: false,
    },
  },
  {
    hero: 'Tom',
    age: 6,
    genre: 'Mystery',
    elements: ['Mrs Patel the librarian', 'the library', 'a lost map'],
    seed: 2802,
    look: {
      skinTone: 'light',
      hairColour: 'blonde',
      hairStyle: 'short',
      eyeColour: 'blue',
      glasses: true,
      freckles: true,
    },
  },
  {
    hero: 'Mateo',
    age: 5,
    genre: 'Adventure',
    elements: ['the lighthouse', 'a seagull', 'a red lantern'],
    seed: 2803,
    look: {
      skinTone: 'medium',
      hairColour: 'dark-brown',
      hairStyle: 'curly',
      eyeColour: 'brown',
      glasses: false,
      freckles: false,
    },
  },
  {
    hero: 'Zara',
    age: 3,
    genre: 'Adventure',
    elements: ['the building site', 'a big yellow digger', 'Dad'],
    seed: 2804,
    look: {
      skinTone: 'tan',
      hairColour: 'black',
      hairStyle: 'buns',
      eyeColour: 'brown',
      glasses: false,
      freckles: false,
    },
  },
  {
    hero: 'Leo',
    age: 8,
    genre: 'Fantasy',
    elements: ['a hot air balloon ride', 'Grandma', 'a purple scarf'],
    seed: 2805,
    look: {
      skinTone: 'fair',
      hairColour: 'red',
      hairStyle: 'short',
      eyeColour: 'green',
      glasses: false,
      freckles: true,
    },
  },
  {
    hero: 'Amara',
    age: 5,
    genre: 'Comedy',
    elements: ['the swimming pool', 'her orange armbands', 'her big brother Kofi'],
    seed: 2806,
    look: {
      skinTone: 'brown',
      hairColour: 'black',
      hairStyle: 'coily',
      eyeColour: 'dark-brown',
      glasses: false,
      freckles: false,
    },
  },
  {
    hero: 'Sam',
    age: 7,
    genre: 'Comedy',
    elements: ['the supermarket', 'a runaway trolley', 'Mum'],
    seed: 2807,
    look: {
      skinTone: 'light',
      hairColour: 'brown',
      hairStyle: 'short',
      eyeColour: 'hazel',
      glasses: false,
      freckles: false,
    },
  },
  {
    hero: 'Nia',
    age: 6,
    genre: 'Fantasy',
    elements: ['a glowing jellyfish', 'the night sky', 'her teddy bear'],
    seed: 2808,
    look: {
      skinTone: 'dark',
      hairColour: 'black',
      hairStyle: 'long',
      eyeColour: 'brown',
      glasses: false,
      freckles: false,
    },
  },
];

const out = process.argv[2] ?? mkdtempSync(join(tmpdir(), 'sns-sample-books-'));
mkdirSync(out, { recursive: true });
const only = process.argv[3]?.split(',').map(Number);

for (const [i, sample] of SAMPLES.entries()) {
  if (only && !only.includes(i)) continue;
  const { look, ...request } = sample;
  const story = await new EmbeddedStoryWriter().write(request);
  const child: CastMember = {
    name: sample.hero,
    pronouns: 'they',
    appearance: look,
    favouriteColour: 'green',
  };
  const photo = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#c98f6b' },
  })
    .png()
    .toBuffer();
  const book = await buildBook(
    {
      title: story.title,
      hero: sample.hero,
      cast: [child],
      photo,
      // SAMPLE_PHOTO=1: as if the parent chose to show the photo on the cover.
      showPhoto: process.env.SAMPLE_PHOTO === '1',
      dedication: dedicationFor(sample.hero),
      stories: [
        {
          ...request,
          title: story.title,
          text: story.text,
          cast: [child],
          scenes: timeScenes(story.scenes ?? [], story.text),
        },
      ],
      createdAt: new Date('2026-11-27T00:00:00Z'),
      seed: 93,
    },
    { illustrator: new EmbeddedIllustrator(), jpegQuality: 70 },
  );
  const file = join(out, `${i}-${sample.hero.toLowerCase()}.pdf`);
  writeFileSync(file, book.pdf);
  console.log(`${file}: "${story.title}", ${book.pageCount} pages`);
}
