import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, n } from '../svg-shapes';
import { FLOOR_Y, drawFloor, drawLampLight, drawRug, drawWindow } from './rooms';

const SPINES = ['#c0504d', '#4f7fb0', '#6aa07a', '#e0a95a', '#9b72c0', '#d98a6a', '#5fb3a8'];

/** A library: bookshelves wall to wall, a tall arched window between them, a reading lamp. */
export const LIBRARY: PlaceBackdrop = {
  draw: drawLibrary,
  landmark: null,
  sky: 'none',
  parts: ['books', 'closed-book', 'open-book'],
};

function drawLibrary(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  const windowX = layout.landmarkX - 90;
  return (
    `<path d="M0 0H${CANVAS}V${FLOOR_Y}H0Z" fill="${shade('#6b4a36')}"/>` +
    context.part('books', drawShelves(context, windowX)) +
    drawWindow(context, { x: windowX, y: 120, w: 180, h: 300 }, null) +
    drawFloor(context, '#a07a56', 'boards') +
    drawRug(context, 512, random.pick(['#a8443a', '#3f6a8a'])) +
    drawLampLight(context, 'reading-lamp', windowX < 512 ? 800 : 220, 520)
  );
}

function drawShelves(context: BackdropContext, windowX: number): string {
  const { random, palette } = context;
  const { shade } = palette;
  const wood = shade('#8a5a3a');
  let boards = '';
  const books: Record<string, string> = {};
  for (let y = 150; y < FLOOR_Y; y += 140) {
    boards += `M0 ${y}H${CANVAS}v14H0Z`;
    let x = 8;
    while (x < CANVAS - 20) {
      const w = random.range(16, 30);
      const h = random.range(80, 118);
      // Leave the window clear of books.
      if (x + w > windowX - 24 && x < windowX + 204) {
        x = windowX + 210;
        continue;
      }
      const colour = random.pick(SPINES);
      books[colour] = (books[colour] ?? '') + `M${n(x)} ${y}v${n(-h)}h${n(w)}v${n(h)}Z`;
      x += w + random.range(1, 4);
    }
  }
  return (
    Object.entries(books)
      .map(([colour, d]) => `<path d="${d}" fill="${shade(colour)}"/>`)
      .join('') + `<path d="${boards}" fill="${wood}"/>`
  );
}
