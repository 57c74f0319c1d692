import { BODY, BODY_HEIGHT, PAGE_SIZE, SAFE } from './page-geometry';
import {
  ACCENT,
  centred,
  crescent,
  CREAM,
  fill,
  GOLD,
  INK,
  PAPER,
  sizeToFit,
  starRow,
  starrySky,
  type PageCanvas,
} from './page-decor';
import { bodyText, bodyTextOptions } from './text-fit';

/** The hero's portrait on a story's title page (points). */
const TITLE_PORTRAIT = 150;

/** A story's opening page: its title, who it stars and their portrait; "Story n of m" in a book of several. */
export function drawTitlePage({ doc, fonts, input }: PageCanvas, story: number, hero: Buffer) {
  fill(doc, PAPER);
  const s = input.stories[story];
  if (!s) return;
  const titleSize = sizeToFit(doc, fonts.bold, s.title, 440, [30, 26, 22], 2);
  doc.font(fonts.bold).fontSize(titleSize);
  const titleHeight = doc.heightOfString(s.title, { width: 440, align: 'center', lineGap: 3 });
  // The title, a gold rule, who it stars and their portrait, as one group a little above centre.
  const groupHeight = titleHeight + 28 + 30 + 36 + TITLE_PORTRAIT;
  const top = Math.max(150, (PAGE_SIZE - groupHeight) / 2 - 20);
  if (input.stories.length > 1)
    centred(doc, `Story ${story + 1} of ${input.stories.length}`, top - 36, {
      font: fonts.italic,
      size: 14,
      colour: ACCENT,
    });
  centred(doc, s.title, top, { font: fonts.bold, size: titleSize, colour: INK, width: 440 });
  const rule = top + titleHeight + 18;
  doc
    .moveTo(PAGE_SIZE / 2 - 60, rule)
    .lineTo(PAGE_SIZE / 2 + 60, rule)
    .lineWidth(1.5)
    .stroke(GOLD);
  centred(doc, `starring ${s.hero}`, rule + 14, { font: fonts.italic, size: 18, colour: ACCENT });
  const x = (PAGE_SIZE - TITLE_PORTRAIT) / 2;
  doc.image(hero, x, rule + 64, { width: TITLE_PORTRAIT, height: TITLE_PORTRAIT });
}

/** A picture across the whole page, bleed included: it faces the words it shows. */
export function drawArt({ doc }: PageCanvas, picture: Buffer) {
  doc.image(picture, 0, 0, { width: PAGE_SIZE, height: PAGE_SIZE });
}

/**
 * A page of the story's words at the one body size (19 pt on every page: the planner split any
 * passage that would not fit), a little above the middle of the page, and the page number.
 */
export function drawText({ doc, fonts }: PageCanvas, text: string, folio: number) {
  fill(doc, PAPER);
  starRow(doc, SAFE + 30);
  doc.font(fonts.regular).fontSize(BODY.size).fillColor(INK);
  // heightOfString counts the gaps after the last line; the page does not show them.
  const words = bodyText(text);
  const height = doc.heightOfString(words, bodyTextOptions) - BODY.lineGap - BODY.paragraphGap;
  const y = BODY.top + Math.max(0, (BODY_HEIGHT - height) * 0.4);
  doc.text(words, BODY.x, y, bodyTextOptions);
  centred(doc, String(folio), PAGE_SIZE - SAFE - 14, {
    font: fonts.italic,
    size: 11,
    colour: ACCENT,
  });
}

export function drawTheEnd({ doc, fonts, input }: PageCanvas, story: number) {
  starrySky(doc, input.seed + story + 1, 30);
  crescent(doc, PAGE_SIZE / 2 + 8, 210, 26);
  centred(doc, 'The End', 272, { font: fonts.bold, size: 46, colour: GOLD });
  const hero = input.stories[story]?.hero ?? input.hero;
  centred(doc, `Sweet dreams, ${hero}.`, 346, { font: fonts.italic, size: 20, colour: CREAM });
}
