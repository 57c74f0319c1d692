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
import { bookWords } from './book-words';
import { drawLayout, layoutText } from './typeset';
import type { ContentsEntry } from './book-plan';

/** The hero's portrait on a story's title page (points). */
const TITLE_PORTRAIT = 150;
const TITLE_WIDTH = 440;

/**
 * A story's opening page: its title, who it stars and their portrait; "Story n of m" in a book of
 * several, "Chapter n" in a series book.
 */
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
  const said = bookWords(input.language);
  const place = input.series
    ? said.chapter(story + 1)
    : input.stories.length > 1
      ? said.storyOf(story + 1, input.stories.length)
      : undefined;
  if (place) centred(doc, fonts, place, top - 36, { face: 'italic', size: 14, colour: ACCENT });
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
  const starring = bookWords(input.language).starring(s.hero);
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
  const said = bookWords(input.language);
  centred(doc, fonts, said.theEnd, 272, { face: 'bold', size: 46, colour: GOLD });
  const hero = input.stories[story]?.hero ?? input.hero;
  const words = said.sweetDreamsTo(hero);
  const size = sizeToFit(doc, fonts, 'italic', words, TITLE_WIDTH, [20, 18, 16, 14], 2);
  centred(doc, fonts, words, 346, { face: 'italic', size, colour: CREAM, width: TITLE_WIDTH });
}

/**
 * A series book's contents (docs/decisions/077): the series' name, then each chapter's number,
 * title and the page it begins on, at the largest size at which every chapter fits the page.
 */
export function drawContents({ doc, fonts, input }: PageCanvas, entries: ContentsEntry[]) {
  fill(doc, PAPER);
  starRow(doc, SAFE + 30);
  const said = bookWords(input.language);
  centred(doc, fonts, said.contents, SAFE + 52, { face: 'bold', size: 30, colour: INK });
  const name = input.series ?? input.title;
  const nameSize = sizeToFit(doc, fonts, 'italic', name, TITLE_WIDTH, [18, 16, 14, 12], 2);
  const named = centred(doc, fonts, name, SAFE + 96, {
    face: 'italic',
    size: nameSize,
    colour: ACCENT,
    width: TITLE_WIDTH,
  });
  const left = (PAGE_SIZE - TITLE_WIDTH) / 2;
  const [labelWidth, numberWidth] = [100, 44];
  const titleWidth = TITLE_WIDTH - labelWidth - numberWidth - 10;
  const top = SAFE + 96 + named + 36;
  const room = PAGE_SIZE - SAFE - 40 - top;
  const rows = (size: number) =>
    entries.flatMap((entry) => {
      const story = input.stories[entry.story];
      if (!story) return [];
      const set = (
        text: string,
        face: 'bold' | 'italic',
        width: number,
        align: 'left' | 'center',
      ) => layoutText(doc, fonts, text, { face, size, width, align });
      return [
        {
          label: set(said.chapter(entry.story + 1), 'italic', labelWidth, 'left'),
          title: set(story.title, 'bold', titleWidth, 'left'),
          page: set(String(entry.page), 'italic', numberWidth, 'center'),
        },
      ];
    });
  let size = 10;
  let laid = rows(size);
  for (const candidate of [17, 16, 15, 14, 13, 12, 11, 10]) {
    laid = rows(candidate);
    size = candidate;
    if (laid.reduce((sum, row) => sum + row.title.height + candidate, 0) <= room) break;
  }
  let y = top;
  for (const row of laid) {
    drawLayout(doc, row.label, left, y, ACCENT);
    drawLayout(doc, row.title, left + labelWidth, y, INK);
    drawLayout(doc, row.page, left + TITLE_WIDTH - numberWidth, y, ACCENT);
    y += row.title.height + size;
  }
}

/** A quiet night sky facing a series book's first chapter. */
export function drawNight({ doc, input }: PageCanvas) {
  starrySky(doc, input.seed + 3571, 40);
  crescent(doc, PAGE_SIZE / 2 + 8, PAGE_SIZE / 2 - 20, 30);
}
