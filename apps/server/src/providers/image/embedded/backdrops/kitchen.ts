import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, ellipseSubpath, n } from '../svg-shapes';
import { FLOOR_Y, drawFloor, drawLampLight, drawWall, drawWindow } from './rooms';

const WORKTOP = 560;

/** A kitchen: cupboards and a worktop along the wall, a cooker with pans, shelves of jars. */
export const KITCHEN: PlaceBackdrop = {
  draw: drawKitchen,
  landmark: null,
  sky: 'none',
  parts: ['teapot'],
};

function drawKitchen(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  const cookerX = layout.landmarkX;
  const windowX = layout.landmarkLeft ? random.range(560, 700) : random.range(200, 320);
  return (
    drawWall(context, '#f6ecd6', 'plain') +
    `<path d="M0 ${WORKTOP - 110}H${CANVAS}V${WORKTOP}H0Z" fill="${shade('#e8f0f2')}"/>` +
    tiles(shade('#cfdde2')) +
    drawFloor(context, '#d8cbb8', 'checks') +
    drawWindow(context, { x: windowX, y: 150, w: 200, h: 180 }, '#f2cf6a') +
    drawShelf(context, windowX < 512 ? windowX + 300 : windowX - 320) +
    drawLampLight(context, 'kitchen-light', 512, 200) +
    drawCupboards(context) +
    context.part('cooking', drawCooker(context, cookerX)) +
    context.part('teapot', drawKettle(context, cookerX < 512 ? cookerX + 260 : cookerX - 260))
  );
}

function tiles(colour: string): string {
  let d = '';
  for (let x = 0; x < CANVAS; x += 40) d += `M${x} ${WORKTOP - 110}v110h2v-110Z`;
  for (let y = WORKTOP - 80; y < WORKTOP; y += 30) d += `M0 ${y}H${CANVAS}v2H0Z`;
  return `<path d="${d}" fill="${colour}"/>`;
}

function drawCupboards(context: BackdropContext): string {
  const { shade } = context.palette;
  let doors = '';
  let knobs = '';
  for (let x = 10; x < CANVAS - 10; x += 126) {
    doors += `M${x + 8} ${WORKTOP + 26}h110v${FLOOR_Y - WORKTOP - 36}h-110Z`;
    knobs += circleSubpath(x + 100, WORKTOP + 60, 6);
  }
  return (
    `<path d="M0 ${WORKTOP}H${CANVAS}V${FLOOR_Y}H0Z" fill="${shade('#7fa6c8')}"/>` +
    `<path d="${doors}" fill="${shade('#93b8d8')}"/>` +
    `<path d="${knobs}" fill="${shade('#e0b84a')}"/>` +
    `<path d="M-10 ${WORKTOP - 6}H${CANVAS + 10}v26H-10Z" fill="${shade('#c9a06b')}"/>`
  );
}

function drawCooker(context: BackdropContext, x: number): string {
  const { shade } = context.palette;
  return (
    `<path d="M${x - 90} ${FLOOR_Y}V${WORKTOP - 6}h180V${FLOOR_Y}Z" fill="${shade('#f4f1ea')}"/>` +
    `<path d="M${x - 70} ${WORKTOP + 50}h140v100h-140Z" fill="${shade('#3a3540')}"/>` +
    `<path d="M${x - 56} ${WORKTOP + 64}h112v72h-112Z" fill="${shade('#6a5a60')}"/>` +
    `<path d="M${x - 60} ${WORKTOP + 30}h120" stroke="${shade('#b9c2cc')}" stroke-width="6" stroke-linecap="round"/>` +
    // A pan and a pot on the hob.
    `<path d="M${x - 80} ${WORKTOP - 40}h70v30h-70ZM${x - 10} ${WORKTOP - 30}h50" fill="${shade('#5a5a62')}" stroke="${shade('#5a5a62')}" stroke-width="8"/>` +
    `<path d="M${x + 20} ${WORKTOP - 70}h60v60h-60Z" fill="${shade('#d9534f')}"/>` +
    `<path d="${ellipseSubpath(x + 50, WORKTOP - 72, 34, 8)}" fill="${shade('#b8413a')}"/>` +
    `<path d="M${x + 40} ${WORKTOP - 90}q10 -16 0 -30M${x + 60} ${WORKTOP - 92}q10 -16 0 -30" fill="none" stroke="${shade('#ffffff')}" stroke-opacity="0.6" stroke-width="5" stroke-linecap="round"/>`
  );
}

function drawKettle(context: BackdropContext, x: number): string {
  const { shade } = context.palette;
  const y = WORKTOP - 6;
  return (
    `<path d="M${n(x - 36)} ${y}q-6 -60 36 -66q42 6 36 66Z" fill="${shade('#f2a65a')}"/>` +
    `<path d="M${n(x + 34)} ${y - 40}l30 -18" stroke="${shade('#f2a65a')}" stroke-width="10" stroke-linecap="round"/>` +
    `<path d="M${n(x - 20)} ${y - 66}q20 -26 40 0" fill="none" stroke="${shade('#5a5a62')}" stroke-width="6"/>`
  );
}

function drawShelf(context: BackdropContext, x: number): string {
  const { random, palette } = context;
  const { shade } = palette;
  let jars = '';
  for (let i = 0; i < 4; i++)
    jars += `M${x - 110 + i * 58} 250h40v-${n(random.range(40, 64))}h-40Z`;
  return (
    `<path d="M${x - 130} 250h240v12h-240Z" fill="${shade('#a0754f')}"/>` +
    `<path d="${jars}" fill="${shade(random.pick(['#f2cf6a', '#e08a6a', '#8fc48a']))}" fill-opacity="0.9"/>`
  );
}
