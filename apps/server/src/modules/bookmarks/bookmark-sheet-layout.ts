import {
  BLEED,
  BOOKMARK_HEIGHT,
  BOOKMARK_WIDTH,
  type BookmarkDesign,
  type Pdf,
} from './bookmark-design';
import { drawStar } from './designs/night-sky';

/** US Letter; the sheet's margins leave room for A4 printers that shrink-to-fit. */
export const PAGE_SIZE = { width: 612, height: 792 } as const;

const COPIES = 3;
/** Room between bookmarks for the scissors and the bleed of each neighbour. */
const GUTTER = 18;
const SHEET_INK = '#1d2452';

/** Lays out one sheet: a heading, three identical bookmarks with cut lines, and a printing note. */
export function drawBookmarkSheet(doc: Pdf, design: BookmarkDesign) {
  const rowWidth = COPIES * BOOKMARK_WIDTH + (COPIES - 1) * GUTTER;
  const left = (PAGE_SIZE.width - rowWidth) / 2;
  const top = (PAGE_SIZE.height - BOOKMARK_HEIGHT) / 2;

  drawHeading(doc, design, top - 62);
  for (let i = 0; i < COPIES; i++) {
    const x = left + i * (BOOKMARK_WIDTH + GUTTER);
    drawBookmark(doc, design, x, top);
    drawCutLine(doc, x, top);
  }
  drawCuttingNote(doc, top + BOOKMARK_HEIGHT + 22);
}

function drawHeading(doc: Pdf, design: BookmarkDesign, y: number) {
  const title = 'Starry Night Story';
  doc.font('Times-BoldItalic').fontSize(22).fillColor(SHEET_INK);
  const titleWidth = doc.widthOfString(title);
  const x = (PAGE_SIZE.width - titleWidth) / 2;
  doc.text(title, x, y, { lineBreak: false });
  drawStar(doc, x - 14, y + 9, 5, '#f2c14e', 10);
  drawStar(doc, x + titleWidth + 14, y + 9, 5, '#f2c14e', -10);
  centerText(doc, `Printable bookmarks · ${design.name}`, y + 28, 'Helvetica', 10, '#5a6080');
}

/** One bookmark: the scene clipped to its bleed, then the shared frame and lettering on top. */
function drawBookmark(doc: Pdf, design: BookmarkDesign, x: number, y: number) {
  const w = BOOKMARK_WIDTH;
  const h = BOOKMARK_HEIGHT;
  doc.save().translate(x, y);
  doc.rect(-BLEED, -BLEED, w + 2 * BLEED, h + 2 * BLEED).clip();

  const sky = doc.linearGradient(0, 0, 0, h);
  for (const [offset, color] of design.sky) sky.stop(offset, color);
  doc.rect(-BLEED, -BLEED, w + 2 * BLEED, h + 2 * BLEED).fill(sky);
  doc.save();
  design.drawScene(doc);
  doc.restore();

  doc
    .roundedRect(7, 7, w - 14, h - 14, 6)
    .lineWidth(0.8)
    .strokeColor(design.ink.frame, 0.7)
    .stroke();
  drawLettering(doc, design);
  doc.restore();
}

function drawLettering(doc: Pdf, design: BookmarkDesign) {
  const w = BOOKMARK_WIDTH;
  doc.font('Times-BoldItalic').fontSize(14).fillColor(design.ink.title, 1);
  const titleWidth = doc.widthOfString('Starry Night Story');
  doc.text('Starry Night Story', (w - titleWidth) / 2, 19, { lineBreak: false });
  const rule = 22;
  doc
    .moveTo(w / 2 - rule, 40)
    .lineTo(w / 2 + rule, 40)
    .lineWidth(0.6)
    .strokeColor(design.ink.title, 0.6)
    .stroke();
  drawStar(doc, w / 2, 40, 2.6, design.ink.title);

  // Taglines are written to fit two lines at this size; the box keeps a long one from spilling.
  doc.font('Times-Italic').fontSize(11.5).fillColor(design.ink.tagline, 1);
  const box = { width: w - 32, lineGap: 1, align: 'center' as const };
  const height = doc.heightOfString(design.tagline, box);
  doc.text(design.tagline, 16, BOOKMARK_HEIGHT - 22 - height, { ...box, height: 40 });
}

/** Thin dashed rectangle on the trim line; grey so it disappears once cut. */
function drawCutLine(doc: Pdf, x: number, y: number) {
  doc
    .save()
    .rect(x, y, BOOKMARK_WIDTH, BOOKMARK_HEIGHT)
    .lineWidth(0.5)
    .dash(4, { space: 3 })
    .strokeColor('#8a8fa8', 1)
    .stroke()
    .undash()
    .restore();
}

function drawCuttingNote(doc: Pdf, y: number) {
  const note = 'Cut along the dashed lines';
  doc.font('Helvetica').fontSize(7.5);
  const width = doc.widthOfString(note) + 16;
  const x = (PAGE_SIZE.width - width) / 2;
  drawScissors(doc, x + 5, y + 3.5);
  doc.fillColor('#5a6080', 1).text(note, x + 16, y, { lineBreak: false });
  centerText(
    doc,
    'Print at 100% (actual size) for 2 × 6 inch bookmarks.',
    y + 12,
    'Helvetica',
    6.5,
    '#8a8fa8',
  );
}

/** A tiny pair of scissors: two ring handles and crossed blades. */
function drawScissors(doc: Pdf, x: number, y: number) {
  doc.save().lineWidth(0.7).strokeColor('#5a6080', 1);
  doc.circle(x - 3, y - 2, 1.6).stroke();
  doc.circle(x - 3, y + 2, 1.6).stroke();
  doc
    .moveTo(x - 1.6, y - 1.2)
    .lineTo(x + 5, y + 2.2)
    .stroke();
  doc
    .moveTo(x - 1.6, y + 1.2)
    .lineTo(x + 5, y - 2.2)
    .stroke();
  doc.restore();
}

function centerText(doc: Pdf, text: string, y: number, font: string, size: number, color: string) {
  doc.font(font).fontSize(size).fillColor(color, 1);
  doc.text(text, (PAGE_SIZE.width - doc.widthOfString(text)) / 2, y, { lineBreak: false });
}
