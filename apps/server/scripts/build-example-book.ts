/**
 * Builds the example book the PDF page links to ("See an example book"):
 * `npx tsx apps/server/scripts/build-example-book.ts` writes apps/web/public/example-book.pdf.
 * The same builder and embedded engines as a parent's book, with a drawn stand-in for the photo
 * (we ship no real child's picture) and fixed seeds, so rebuilding gives the same book. Its hero
 * is one child throughout (issue 12): a fixed profile whose skin and hair are the look the
 * stand-in photo suggests, as a parent would confirm it. Rebuild it whenever the illustrator or
 * the book's layout changes.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { dedicationFor } from '@sns/contract';
import { buildBook } from '../src/modules/books/builder/build-book';
import { samplePhotoLook } from '../src/modules/books/photo-look';
import type { CastMember } from '../src/providers/scene/scene';
import { EmbeddedIllustrator } from '../src/providers/image/embedded/embedded-illustrator';
import { EmbeddedStoryWriter } from '../src/providers/text/embedded/embedded-story-writer';

const out = fileURLToPath(new URL('../../web/public/example-book.pdf', import.meta.url));

/** A friendly drawn face standing in for the parent's photo. */
const STAND_IN_PHOTO = `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="#9fc9f0"/><stop offset="1" stop-color="#f7e3c4"/></linearGradient></defs>
  <rect width="512" height="512" fill="url(#sky)"/>
  <ellipse cx="256" cy="520" rx="170" ry="120" fill="#e0604f"/>
  <circle cx="256" cy="250" r="118" fill="#f2c6a0"/>
  <path d="M138 236c0-84 56-128 118-128s118 44 118 128c-24-46-66-66-118-66s-94 20-118 66z" fill="#6b3e26"/>
  <circle cx="214" cy="258" r="11" fill="#2b2b3a"/><circle cx="298" cy="258" r="11" fill="#2b2b3a"/>
  <circle cx="190" cy="292" r="16" fill="#f29b8f" opacity="0.55"/><circle cx="322" cy="292" r="16" fill="#f29b8f" opacity="0.55"/>
  <path d="M222 306q34 30 68 0" stroke="#8a3b2e" stroke-width="7" fill="none" stroke-linecap="round"/>
</svg>`;

async function main() {
  const request = {
    hero: 'Luna',
    age: 4,
    // Not "the moon": every night sky already has one, and two moons in a picture look wrong.
    elements: ['a paper boat', 'a sleepy owl', 'a lantern'] as [string, string, string],
    genre: 'Fantasy' as const,
    lifeLesson: 'Being kind makes everyone brave',
    seed: 20251122,
  };
  const story = await new EmbeddedStoryWriter().write(request);
  const photo = await sharp(Buffer.from(STAND_IN_PHOTO)).png().toBuffer();
  const luna: CastMember = {
    name: request.hero,
    pronouns: 'she',
    appearance: {
      ...(await samplePhotoLook(photo)),
      hairStyle: 'short',
      eyeColour: 'dark-brown',
      glasses: false,
      freckles: false,
    },
    favouriteColour: 'red',
  };
  const book = await buildBook(
    {
      title: story.title,
      hero: request.hero,
      cast: [luna],
      photo,
      dedication: dedicationFor(request.hero),
      stories: [
        { ...request, title: story.title, text: story.text, cast: [luna], scenes: story.scenes },
      ],
      createdAt: new Date('2025-11-22T00:00:00Z'),
      seed: 7,
    },
    // A little more compression than a parent's book: the example is downloaded by every visitor.
    { illustrator: new EmbeddedIllustrator(), jpegQuality: 72 },
  );
  writeFileSync(out, book.pdf);
  console.log(`${out}: ${book.pageCount} pages, ${Math.round(book.pdf.length / 1024)} KiB`);
}

await main();
