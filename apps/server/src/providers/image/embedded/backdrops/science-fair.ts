import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, n } from '../svg-shapes';
import { FLOOR_Y, drawFloor, drawWall, drawWindow } from './rooms';

const CLOTHS = ['#4f7fb0', '#c0504d', '#6aa07a', '#e0a95a'];
const POSTER = ['#f2c230', '#5fa8d0', '#e0504a', '#6ab06a', '#b070c0'];

/** A school science fair in the hall: stands with tablecloths, folding poster boards, bunting. */
export const SCIENCE_FAIR: PlaceBackdrop = {
  draw: drawScienceFair,
  landmark: null,
  sky: 'none',
  parts: [],
};

function drawScienceFair(context: BackdropContext): string {
  const { random, palette } = context;
  const { shade } = palette;
  let svg = drawWall(context, '#e6dcc6', 'plain');
  svg += drawWindow(context, { x: 432, y: 90, w: 160, h: 200 }, null);
  // Bunting across the hall.
  let flags = '';
  for (let x = 0; x < CANVAS; x += 48)
    flags += `<path d="M${x} ${n(56 + Math.sin(x / 160) * 14)}l24 0l-12 30Z" fill="${shade(random.pick(POSTER))}"/>`;
  svg +=
    `<path d="M0 56Q512 110 1024 56" fill="none" stroke="${shade('#8a6a4a')}" stroke-width="2"/>` +
    flags;
  svg += drawFloor(context, '#b88a5e', 'boards');
  for (const x of [40, 370, 700]) svg += drawStand(context, x);
  return svg;
}

// One stand: a table with a cloth, a three-panel poster board and a project on the table.
function drawStand(context: BackdropContext, x: number): string {
  const { random, palette } = context;
  const { shade } = palette;
  const top = FLOOR_Y - 110;
  const w = 284;
  const board = shade('#fbf8f0');
  let posters = '';
  for (const [px, pw] of [
    [x + 14, 70],
    [x + 96, 92],
    [x + 200, 70],
  ] as const) {
    posters += `<path d="M${px} ${top - 250}h${pw}v200h${-pw}Z" fill="${board}" stroke="${shade('#c8bfa8')}" stroke-width="3"/>`;
    posters += `<path d="M${px + 8} ${top - 236}h${pw - 16}v18h${-(pw - 16)}Z" fill="${shade(random.pick(POSTER))}"/>`;
    for (let y = top - 204; y < top - 70; y += 22)
      posters += `<path d="M${px + 8} ${y}h${n(random.range(pw * 0.4, pw - 16))}v6h${-n(random.range(pw * 0.4, pw - 16))}Z" fill="${shade('#9a9488')}"/>`;
  }
  const project = random.pick(['volcano', 'plant', 'robot'] as const);
  const cx = x + w / 2;
  let thing = '';
  if (project === 'volcano')
    thing =
      `<path d="M${cx - 60} ${top}l40 -70h40l40 70Z" fill="${shade('#8a5a3a')}"/>` +
      `<path d="M${cx - 20} ${top - 70}q20 -30 40 0Z" fill="${shade('#e0504a')}"/>`;
  else if (project === 'plant')
    thing =
      `<path d="M${cx - 26} ${top}l6 -40h40l6 40Z" fill="${shade('#c9703f')}"/>` +
      `<path d="${circleSubpath(cx - 16, top - 60, 20)}${circleSubpath(cx + 16, top - 64, 22)}${circleSubpath(cx, top - 86, 20)}" fill="${shade('#5c9e5a')}"/>`;
  else
    thing =
      `<path d="M${cx - 30} ${top}v-50h60v50ZM${cx - 22} ${top - 90}h44v36h-44Z" fill="${shade('#9aa3aa')}"/>` +
      `<path d="${circleSubpath(cx - 10, top - 72, 5)}${circleSubpath(cx + 10, top - 72, 5)}" fill="${shade('#5fd0f0')}"/>`;
  return (
    posters +
    `<path d="M${x} ${top}h${w}v16h${-w}Z" fill="${shade('#8a5a3a')}"/>` +
    `<path d="M${x - 6} ${top + 10}h${w + 12}l-6 100h${-w}Z" fill="${shade(random.pick(CLOTHS))}"/>` +
    thing
  );
}
