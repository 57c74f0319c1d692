import { bandOf, BODY, BODY_HEIGHT, PAGE_SIZE, SAFE } from './page-geometry';
import {
  ACCENT,
  centred,
  crescent,
  CREAM,
  fill,
  GOLD,
  headingHeight,
  INK,
  PAPER,
  sizeToFit,
  starRow,
  starrySky,
  type PageCanvas,
} from './page-decor';
import { bodyText, bodyTextOptions } from './text-fit';
import { drawLayout, layoutText } from './typeset';

/** The hero's portrait on a story's title page (points). */
const TITLE_PORTRAIT = 150;
const TITLE_WIDTH = 440;

/** A story's opening page: its title, who it stars and their portrait; "Story n of m" in a book of several. */
export function drawTitlePage({ doc, fonts, input }: PageCanvas, story: number, hero: Buffer) {
  fill(doc, PAPER);
  const s = input.stories[story];
  if (!s) return;
  const titleSize = sizeToFit(doc, fonts, 'bold', s.title, TITLE_WIDTH, [30, 26, 22, 19, 16], 3);
  const titleHeight = headingHeight(doc, fonts, s.title, {
    face: 'bold',
    size: titleSize,
    width: TITLE_WIDTH,
  });
  // The title, a gold rule, who it stars and their portrait, as one group a little above centre.
  const groupHeight = titleHeight + 28 + 30 + 36 + TITLE_PORTRAIT;
  const top = Math.max(150, (PAGE_SIZE - groupHeight) / 2 - 20);
  if (input.stories.length > 1)
    centred(doc, fonts, `Story ${story + 1} of ${input.stories.length}`, top - 36, {
      face: 'italic',
      size: 14,
      colour: ACCENT,
    });
  centred(doc, fonts, s.title, top, {
    face: 'bold',
    size: titleSize,
    colour: INK,
    width: TITLE_WIDTH,
  });
  const rule = top + titleHeight + 18;
  doc
    .moveTo(PAGE_SIZE / 2 - 60, rule)
    .lineTo(PAGE_SIZE / 2 + 60, rule)
    .lineWidth(1.5)
    .stroke(GOLD);
  const starring = `starring ${s.hero}`;
  const size = sizeToFit(doc, fonts, 'italic', starring, TITLE_WIDTH, [18, 16, 14], 1);
  centred(doc, fonts, starring, rule + 14, {
    face: 'italic',
    size,
    colour: ACCENT,
    width: TITLE_WIDTH,
  });
  const x = (PAGE_SIZE - TITLE_PORTRAIT) / 2;
  doc.image(hero, x, rule + 64, { width: TITLE_PORTRAIT, height: TITLE_PORTRAIT });
}

/** A picture across the whole page, bleed included: it faces the words it shows. */
export function drawArt({ doc }: PageCanvas, picture: Buffer) {
  doc.image(picture, 0, 0, { width: PAGE_SIZE, height: PAGE_SIZE });
}

/**
 * A page of the story's words at its reader's size (TEXT_BANDS: the planner split the story so
 * every page fits), a little above the middle of the page, and the page number.
 */
export function drawText(
  { doc, fonts, input }: PageCanvas,
  text: string,
  folio: number,
  story = 0,
) {
  fill(doc, PAPER);
  starRow(doc, SAFE + 30);
  const band = bandOf(input.stories[story]?.age ?? 6);
  const layout = layoutText(doc, fonts, bodyText(text), bodyTextOptions(band));
  const y = BODY.top + Math.max(0, (BODY_HEIGHT - layout.height) * 0.4);
  drawLayout(doc, layout, BODY.x, y, INK);
  centred(doc, fonts, String(folio), PAGE_SIZE - SAFE - 14, {
    face: 'italic',
    size: 11,
    colour: ACCENT,
  });
}

export function drawTheEnd({ doc, fonts, input }: PageCanvas, story: number) {
  starrySky(doc, input.seed + story + 1, 30);
  crescent(doc, PAGE_SIZE / 2 + 8, 210, 26);
  centred(doc, fonts, 'The End', 272, { face: 'bold', size: 46, colour: GOLD });
  const hero = input.stories[story]?.hero ?? input.hero;
  const words = `Sweet dreams, ${hero}.`;
  const size = sizeToFit(doc, fonts, 'italic', words, TITLE_WIDTH, [20, 18, 16, 14], 2);
  centred(doc, fonts, words, 346, { face: 'italic', size, colour: CREAM, width: TITLE_WIDTH });
}
