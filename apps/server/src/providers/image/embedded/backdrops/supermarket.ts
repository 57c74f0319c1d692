import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, n } from '../svg-shapes';
import { FLOOR_Y, drawFloor } from './rooms';

const GOODS = ['#e0504a', '#f2c230', '#4f8fd0', '#6ab06a', '#f08a3a', '#b070c0', '#f6f1e6'];

/** A supermarket: long aisles of stacked shelves under hanging aisle signs, and a trolley. */
export const SUPERMARKET: PlaceBackdrop = {
  draw: drawSupermarket,
  landmark: null,
  sky: 'none',
  parts: [],
};

function drawSupermarket(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  let svg = `<path d="M0 0H${CANVAS}V${FLOOR_Y}H0Z" fill="${shade('#e8ecef')}"/>`;
  // Strip lights along the ceiling.
  for (let x = 60; x < CANVAS; x += 240)
    svg += `<path d="M${x} 30h150v14h-150Z" fill="${shade('#fffbe8')}"/>`;
  // Three aisles of shelves, the middle one seen down its length.
  svg += drawShelfUnit(context, 0, 380) + drawShelfUnit(context, CANVAS - 380, 380);
  svg += `<path d="M380 ${FLOOR_Y}L470 250h84l90 ${FLOOR_Y - 250}Z" fill="${shade('#d4dadf')}"/>`;
  svg += drawShelfUnit(context, 470, 84, 250);
  // Aisle signs hanging from the ceiling.
  for (const x of [190, 512, CANVAS - 190])
    svg +=
      `<path d="M${x - 30} 60v50M${x + 30} 60v50" stroke="${shade('#9aa3aa')}" stroke-width="3"/>` +
      `<path d="M${x - 70} 110h140v54h-140Z" fill="${shade(random.pick(['#2f7fc0', '#d0473f', '#3a9a5a']))}"/>` +
      `<path d="M${x - 44} 130h88v12h-88Z" fill="${shade('#ffffff')}" opacity="0.85"/>`;
  svg += drawFloor(context, '#dfe3e6', 'tiles');
  svg += drawTrolley(shade, layout.landmarkLeft ? 130 : CANVAS - 270);
  return svg;
}

function drawShelfUnit(context: BackdropContext, x: number, w: number, top = 180): string {
  const { random, palette } = context;
  const { shade } = palette;
  const goods: Record<string, string> = {};
  let boards = '';
  const step = (FLOOR_Y - top) / 4;
  for (let y = top + step; y <= FLOOR_Y; y += step) {
    boards += `M${x} ${n(y - 8)}h${w}v8h${-w}Z`;
    let gx = x + 6;
    while (gx < x + w - 14) {
      const gw = random.range(14, 34);
      const gh = random.range(step * 0.45, step * 0.8);
      const colour = random.pick(GOODS);
      goods[colour] = (goods[colour] ?? '') + `M${n(gx)} ${n(y - 8)}v${n(-gh)}h${n(gw)}v${n(gh)}Z`;
      gx += gw + random.range(2, 5);
    }
  }
  return (
    `<path d="M${x} ${top}h${w}V${FLOOR_Y}h${-w}Z" fill="${shade('#c7cdd2')}"/>` +
    Object.entries(goods)
      .map(([colour, d]) => `<path d="${d}" fill="${shade(colour)}"/>`)
      .join('') +
    `<path d="${boards}" fill="${shade('#8d969d')}"/>`
  );
}

function drawTrolley(shade: (hex: string) => string, x: number): string {
  const y = FLOOR_Y + 40;
  const wire = shade('#8d969d');
  let grid = '';
  for (let i = 1; i < 6; i++) grid += `M${x + 10 + i * 22} ${y}l${-6} 90`;
  for (let i = 1; i < 4; i++) grid += `M${x + 6 - i} ${y + i * 22}h${150 - i * 2}`;
  return (
    `<path d="M${x} ${y}h160l-14 90h-134Z" fill="${shade('#c7cdd2')}" fill-opacity="0.35" stroke="${wire}" stroke-width="5"/>` +
    `<path d="${grid}" stroke="${wire}" stroke-width="3"/>` +
    `<path d="M${x + 160} ${y}l30 -34h26" fill="none" stroke="${shade('#d0473f')}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M${x + 14} ${y + 90}v40M${x + 146} ${y + 90}v40M${x + 10} ${y + 116}h140" stroke="${wire}" stroke-width="5"/>` +
    `<path d="${circleSubpath(x + 16, y + 136, 10)}${circleSubpath(x + 144, y + 136, 10)}" fill="${shade('#3f3f48')}"/>`
  );
}
