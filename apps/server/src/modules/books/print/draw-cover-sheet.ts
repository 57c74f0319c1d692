import type { Language } from '@sns/contract';
import type { BookFonts } from '../builder/book-fonts';
import { CREAM, crescent, GOLD, seededRandom, sizeToFit } from '../builder/page-decor';
import { NIGHT } from '../builder/portrait';
import { COVER, drawCoverFront } from '../builder/draw-covers';
import { frontBleed, type Box, type CoverLayout } from './cover-size';
import { printedSide } from './draw-print-art';
import { SAFE_INSET } from './print-geometry';
import { bookWords } from '../builder/book-words';
import { drawLayout, layoutText, setText, type Face } from '../builder/typeset';

type Doc = PDFKit.PDFDocument;

/** What the cover shows: the front's title and pictures, the back's few words. */
export interface CoverContent {
  title: string;
  /** "Maya", "Maya and Leo". */
  heroes: string;
  /** Each book's hero as the book draws them (1–3), on night blue (JPEG), for HERO_SIDE.alone. */
  heroFigures: Buffer[];
  /** The photo's portrait (square JPEG) and its pixel side, when the book still has one. */
  portrait?: { jpeg: Buffer; pixels: number };
  storyTitles: string[];
  /** The language of the cover's own words (the first book's). */
  language?: Language;
  /** The first book's heart moment for the front (JPEG), when one was painted sharp enough. */
  scene?: Buffer;
  pageCount: number;
  createdAt: Date;
  seed: number;
}

/** A hero's side on the front (points): alone, or beside the portrait or another hero. */
export const HERO_SIDE = { beside: 220, alone: 280 } as const;
/** The photo's portrait beside the hero: 150 pt, so its 512 px print at ≥ 240 ppi. */
const PORTRAIT_SIDE = 150;
/** Below this the spine stays plain: Lulu prints spine text from about 80 pages. */
const SPINE_TEXT_MIN = 36;

/**
 * The whole cover sheet (docs/decisions/025): one night sky across back, spine and front, wrap
 * included, so the art runs past every fold; on the front the title, the hero (and the photo's
 * portrait) and who it stars; on the back a few words about the book; the title along the spine
 * when it is wide enough. Every word stays half an inch inside the trim and fold lines.
 */
export function drawCoverSheet(doc: Doc, fonts: BookFonts, layout: CoverLayout, c: CoverContent) {
  sky(doc, layout, c.seed);
  drawFront(doc, fonts, layout, c);
  drawBack(doc, fonts, layout, c);
  drawSpine(doc, fonts, layout, c.title);
}

function sky(doc: Doc, layout: CoverLayout, seed: number) {
  doc.rect(0, 0, layout.width, layout.height).fill(NIGHT);
  const random = seededRandom(seed);
  const count = Math.round((layout.width * layout.height) / 6000);
  for (let i = 0; i < count; i += 1) {
    doc
      .circle(random() * layout.width, random() * layout.height, 0.6 + random() * 1.6)
      .fillOpacity(0.35 + random() * 0.6)
      .fill(CREAM);
  }
  doc.fillOpacity(1);
}

function drawFront(doc: Doc, fonts: BookFonts, layout: CoverLayout, c: CoverContent) {
  const { front, frontSafe: safe } = layout;
  // The book's own cover design (issue 28, decision 101): the scene with the child large in it,
  // the title and the name; the photo's portrait (only there when the parent chose it) beside
  // the name at the size its pixels print sharp.
  if (c.scene) {
    drawCoverFront(
      doc,
      fonts,
      { bleed: frontBleed(layout), safe },
      {
        title: c.title,
        heroes: c.heroes,
        starring: bookWords(c.language).coverStarring(c.storyTitles.length),
        scene: c.scene,
        ...(c.portrait
          ? { photo: c.portrait.jpeg, photoSide: printedSide(c.portrait.pixels, COVER.photo) }
          : {}),
      },
    );
    return;
  }
  const width = safe.width - 40;
  const titleSize = sizeToFit(doc, fonts, 'bold', c.title, width, [34, 30, 26, 22, 20], 2);
  centredIn(doc, fonts, c.title, safe, safe.y + 18, {
    face: 'bold',
    size: titleSize,
    colour: GOLD,
    width,
  });
  crescent(doc, front.x + front.width - 84, front.y + front.height - 70, 18);

  // The pictures, as one row a little above the middle: the photo's portrait, then the heroes.
  const gap = 24;
  const portraitSide = c.portrait ? printedSide(c.portrait.pixels, PORTRAIT_SIDE) : 0;
  const room = safe.width - portraitSide - gap * (c.heroFigures.length - (c.portrait ? 0 : 1));
  const heroSide =
    c.heroFigures.length === 1 && !c.portrait
      ? HERO_SIDE.alone
      : Math.min(HERO_SIDE.beside, room / c.heroFigures.length);
  const row = [
    ...(c.portrait ? [{ jpeg: c.portrait.jpeg, side: portraitSide }] : []),
    ...c.heroFigures.map((jpeg) => ({ jpeg, side: heroSide })),
  ];
  const middle = front.y + 300;
  let x =
    front.x + (front.width - row.reduce((w, p) => w + p.side, 0) - gap * (row.length - 1)) / 2;
  for (const picture of row) {
    doc.image(picture.jpeg, x, middle - picture.side / 2, {
      width: picture.side,
      height: picture.side,
    });
    x += picture.side + gap;
  }
  const starring = `${bookWords(c.language).coverStarring(c.storyTitles.length)} ${c.heroes}`;
  const size = sizeToFit(doc, fonts, 'italic', starring, width, [20, 18, 16], 2);
  centredIn(doc, fonts, starring, safe, front.y + 470, {
    face: 'italic',
    size,
    colour: CREAM,
    width,
  });
  centredIn(doc, fonts, 'Starry Night Story', safe, safe.y + safe.height - 16, {
    face: 'regular',
    size: 11,
    colour: GOLD,
  });
}

function drawBack(doc: Doc, fonts: BookFonts, layout: CoverLayout, c: CoverContent) {
  const { back, backSafe: safe } = layout;
  crescent(doc, back.x + 92, back.y + 92, 18);
  const said = bookWords(c.language);
  centredIn(doc, fonts, said.sweetDreams, safe, back.y + 150, {
    face: 'italic',
    size: 24,
    colour: CREAM,
  });
  const width = safe.width - 80;
  const shown = c.storyTitles.slice(0, 6);
  const more = c.storyTitles.length - shown.length;
  const inside =
    c.storyTitles.length === 1
      ? quote(shown[0] ?? '', c.language)
      : `${shown.map((t) => quote(t, c.language)).join(', ')}${more > 0 ? said.andMore(more) : ''}`;
  const blurb = said.backBlurb(c.pageCount, c.heroes, inside);
  const size = sizeToFit(doc, fonts, 'regular', blurb, width, [15, 14, 13, 12, 11], 8);
  centredIn(doc, fonts, blurb, safe, back.y + 210, { face: 'regular', size, colour: CREAM, width });
  const made = c.createdAt.toLocaleDateString(said.dateLocale, {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  centredIn(doc, fonts, `${said.madeWithLoveFor(c.heroes)} · ${made}`, safe, back.y + 430, {
    face: 'italic',
    size: 14,
    colour: GOLD,
    width,
  });
  centredIn(doc, fonts, said.createYourOwn, safe, safe.y + safe.height - 16, {
    face: 'regular',
    size: 11,
    colour: CREAM,
  });
}

/** The title along the spine, read top to bottom (as shelves in English-speaking countries do). */
function drawSpine(doc: Doc, fonts: BookFonts, layout: CoverLayout, title: string) {
  const { spine, wrap } = layout;
  if (spine.width < SPINE_TEXT_MIN) return;
  const length = layout.height - 2 * (wrap + SAFE_INSET);
  const size = Math.min(16, spine.width * 0.45);
  const line = layoutText(doc, fonts, title, {
    face: 'bold',
    size,
    width: length,
    align: 'center',
  });
  if (line.lines.length > 1) return;
  const cx = spine.x + spine.width / 2;
  const cy = layout.height / 2;
  doc.save();
  doc.rotate(90, { origin: [cx, cy] });
  drawLayout(doc, line, cx - length / 2, cy - line.height / 2, GOLD);
  doc.restore();
}

function centredIn(
  doc: Doc,
  fonts: BookFonts,
  text: string,
  box: Box,
  y: number,
  options: { face: Face; size: number; colour: string; width?: number },
) {
  const width = options.width ?? box.width;
  return setText(doc, fonts, text, box.x + (box.width - width) / 2, y, {
    face: options.face,
    size: options.size,
    width,
    align: 'center',
    lineGap: 3,
    colour: options.colour,
  });
}

/** A story's title in the language's own quotation marks. */
const quote = (title: string, language: Language | undefined) =>
  language === 'es' ? `«${title}»` : `“${title}”`;
