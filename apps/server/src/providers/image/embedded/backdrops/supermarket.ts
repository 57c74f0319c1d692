import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, ellipseSubpath, n } from '../svg-shapes';
import { FLOOR_Y, drawFloor } from './rooms';

const GOODS = ['#e0504a', '#f2c230', '#4f8fd0', '#6ab06a', '#f08a3a', '#b070c0'];

/**
 * A supermarket: aisles of shelves stocked with tins, boxes, bottles and fruit crates, price
 * labels on the shelf edges, hanging aisle signs (no words), and a trolley.
 */
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

/**
 * One shelf unit, stocked as a shop is, not a library: each shelf holds one kind of goods in
 * facings of one colour (tins with lids and labels, cereal boxes with a band, bottles with
 * necks), the bottom one fruit crates heaped with fruit, and a price label on each shelf edge.
 * Nothing is a tall thin spine, which is what made the aisles read as bookshelves.
 */
function drawShelfUnit(context: BackdropContext, x: number, w: number, top = 180): string {
  const { random, palette } = context;
  const { shade } = palette;
  const step = (FLOOR_Y - top) / 4;
  let boards = '';
  let labels = '';
  let goods = '';
  let shelf = 0;
  for (let y = top + step; y <= FLOOR_Y + 0.5; y += step, shelf += 1) {
    boards += `M${x} ${n(y - 8)}h${w}v8h${-w}Z`;
    const kind = shelf === 3 ? 'crates' : random.pick(KINDS);
    goods += drawGoods(context, kind, x + 6, w - 12, y - 8, step);
    // Price labels along the shelf edge, one under each run of goods.
    for (let lx = x + 10 + random.range(0, 20); lx < x + w - 30; lx += random.range(60, 90))
      labels += `M${n(lx)} ${n(y - 8)}h22v12h-22Z`;
  }
  return (
    `<path d="M${x} ${top}h${w}V${FLOOR_Y}h${-w}Z" fill="${shade('#c7cdd2')}"/>` +
    goods +
    `<path d="${boards}" fill="${shade('#8d969d')}"/>` +
    `<g class="price-labels"><path d="${labels}" fill="${shade('#fff3a0')}"/></g>`
  );
}

const KINDS = ['tins', 'boxes', 'bottles', 'tins', 'boxes'] as const;
type GoodsKind = (typeof KINDS)[number] | 'crates';

/** A shelf's run of one kind of goods standing on `floor`, in a shelf `step` high. */
function drawGoods(
  context: BackdropContext,
  kind: GoodsKind,
  x: number,
  w: number,
  floor: number,
  step: number,
): string {
  const { random, palette } = context;
  const { shade } = palette;
  const colour = random.pick(GOODS);
  const body = shade(colour);
  const band = shade('#f6f1e6');
  let d = '';
  let marks = '';
  if (kind === 'tins') {
    // Squat cans, as wide as they are tall, in two stacked rows where they fit.
    const size = Math.min(46, step * 0.4);
    const rows = step > size * 2.4 ? 2 : 1;
    for (let r = 0; r < rows; r += 1)
      for (let gx = x; gx + size <= x + w; gx += size + 3) {
        const base = floor - r * size;
        d += `M${n(gx)} ${n(base)}v${n(-size + 4)}h${n(size)}v${n(size - 4)}Z`;
        marks += `M${n(gx)} ${n(base - size * 0.62)}h${n(size)}v${n(size * 0.26)}h${n(-size)}Z`;
        marks += ellipseSubpath(gx + size / 2, base - size + 4, size / 2, 4);
      }
    return `<g class="tins"><path d="${d}" fill="${body}"/><path d="${marks}" fill="${band}"/></g>`;
  }
  if (kind === 'boxes') {
    // Cereal boxes: wider than deep, a white band and a round logo on the front.
    const bw = random.range(40, 54);
    const bh = Math.min(step * 0.8, bw * 1.6);
    for (let gx = x; gx + bw <= x + w; gx += bw + 4) {
      d += `M${n(gx)} ${n(floor)}v${n(-bh)}h${n(bw)}v${n(bh)}Z`;
      marks += `M${n(gx)} ${n(floor - bh * 0.72)}h${n(bw)}v${n(bh * 0.16)}h${n(-bw)}Z`;
      marks += circleSubpath(gx + bw / 2, floor - bh * 0.38, bw * 0.2);
    }
    return `<g class="boxes"><path d="${d}" fill="${body}"/><path d="${marks}" fill="${band}"/></g>`;
  }
  if (kind === 'bottles') {
    // Bottles with shoulders, necks and caps.
    const bw = 24;
    const bh = step * 0.8;
    for (let gx = x + 2; gx + bw <= x + w; gx += bw + 6) {
      const shoulder = floor - bh * 0.62;
      d += `M${n(gx)} ${n(floor)}V${n(shoulder)}q0 -10 ${bw / 2 - 4} -14V${n(floor - bh + 6)}h8V${n(shoulder - 14)}q${bw / 2 - 4} 4 ${bw / 2 - 4} 14V${n(floor)}Z`;
      marks += `M${n(gx + bw / 2 - 5)} ${n(floor - bh + 6)}h10v-7h-10Z`;
      marks += `M${n(gx)} ${n(floor - bh * 0.4)}h${bw}v${n(bh * 0.18)}h${-bw}Z`;
    }
    return `<g class="bottles"><path d="${d}" fill="${body}" fill-opacity="0.92"/><path d="${marks}" fill="${band}"/></g>`;
  }
  // Fruit crates on the bottom shelf: slatted wooden boxes heaped with apples and oranges.
  const cw = 70;
  const ch = Math.min(56, step * 0.45);
  let crates = '';
  let slats = '';
  const fruit: Record<string, string> = {};
  for (let gx = x; gx + cw <= x + w; gx += cw + 6) {
    crates += `M${n(gx)} ${n(floor)}v${n(-ch)}h${cw}v${n(ch)}Z`;
    slats += `M${n(gx)} ${n(floor - ch * 0.5)}h${cw}M${n(gx)} ${n(floor - ch + 3)}h${cw}`;
    const tint = random.pick(FRUIT);
    for (let fx = gx + 11; fx < gx + cw - 6; fx += 16)
      fruit[tint] =
        (fruit[tint] ?? '') + circleSubpath(fx, floor - ch - 4 - ((fx - gx) % 32 ? 0 : 7), 10);
  }
  return (
    `<g class="fruit-crates"><path d="${crates}" fill="${shade('#b0804f')}"/>` +
    `<path d="${slats}" stroke="${shade('#7a5432')}" stroke-width="3"/>` +
    Object.entries(fruit)
      .map(([tint, f]) => `<path d="${f}" fill="${shade(tint)}"/>`)
      .join('') +
    '</g>'
  );
}

const FRUIT = ['#e0504a', '#f08a3a', '#f2c230', '#6ab06a'];

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
