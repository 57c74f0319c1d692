import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, ellipseSubpath } from '../svg-shapes';
import { GROUND_TOP } from '../layout';
import { drawFireflies, drawForeground, drawGrass, drawHills, roundTree } from './ground';

const FENCE_TOP = 610;
const FENCE_BOTTOM = 760;

/** A back garden: a wooden fence, flowerbeds, a shed, a tree and a striped lawn. */
export const GARDEN: PlaceBackdrop = {
  draw: drawGarden,
  landmark: { top: 520, halfWidth: 130 },
  sky: 'open',
  parts: [],
};

function drawGarden(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  const treeX = layout.landmarkLeft ? random.range(740, 900) : random.range(120, 280);
  return (
    drawHills(random, palette.far, 560, 50, 5) +
    roundTree(treeX, FENCE_BOTTOM, 330, shade('#7a5236'), shade('#5c9e5a')) +
    drawFence(context) +
    drawShed(context, layout.landmarkX) +
    drawForeground(random, shade('#6fb56a')) +
    drawLawnStripes(shade('#7fc47a')) +
    drawFlowerbed(context) +
    drawGrass(random, palette, true) +
    drawFireflies(random, palette, random.int(3, 6))
  );
}

function drawFence(context: BackdropContext): string {
  const { shade } = context.palette;
  let d = '';
  for (let x = 0; x < CANVAS; x += 46)
    d += `M${x + 4} ${FENCE_BOTTOM}V${FENCE_TOP + 14}l18 -14l18 14V${FENCE_BOTTOM}Z`;
  return (
    `<path d="${d}" fill="${shade('#d8b487')}"/>` +
    `<path d="M0 ${FENCE_TOP + 40}H${CANVAS}v12H0ZM0 ${FENCE_BOTTOM - 50}H${CANVAS}v12H0Z" fill="${shade('#b88f60')}"/>`
  );
}

function drawShed(context: BackdropContext, x: number): string {
  const { shade } = context.palette;
  const base = FENCE_BOTTOM + 40;
  return (
    `<path d="M${x - 110} ${base}V${base - 170}H${x + 110}V${base}Z" fill="${shade('#7fa6a0')}"/>` +
    `<path d="M${x - 130} ${base - 166}L${x} ${base - 250}L${x + 130} ${base - 166}Z" fill="${shade('#a8544a')}"/>` +
    `<path d="M${x - 70} ${base}V${base - 120}h60V${base}Z" fill="${shade('#5f7f7a')}"/>` +
    `<path d="M${x + 20} ${base - 130}h64v50h-64Z" fill="${shade('#dff2f4')}"/>` +
    `<path d="M${x + 52} ${base - 130}v50M${x + 20} ${base - 105}h64" stroke="${shade('#f4f1ea')}" stroke-width="5"/>` +
    `<path d="${circleSubpath(x - 22, base - 60, 5)}" fill="${shade('#e0b84a')}"/>`
  );
}

function drawLawnStripes(colour: string): string {
  let d = '';
  for (let x = -80; x < CANVAS; x += 160)
    d += `M${x} ${GROUND_TOP}h80l60 ${CANVAS - GROUND_TOP}h-80Z`;
  return `<path d="${d}" fill="${colour}" fill-opacity="0.35"/>`;
}

function drawFlowerbed(context: BackdropContext): string {
  const { random, palette } = context;
  const { shade } = palette;
  let soil = '';
  let leaves = '';
  const blooms: Record<string, string> = {
    '#e0534f': '',
    '#f2cf4a': '',
    '#f08aa8': '',
    '#9b72e0': '',
  };
  for (let x = 0; x < CANVAS; x += 120) soil += ellipseSubpath(x + 60, FENCE_BOTTOM + 14, 70, 22);
  for (let i = 0; i < 40; i++) {
    const x = random.range(10, CANVAS - 10);
    const y = FENCE_BOTTOM + random.range(-10, 16);
    leaves += ellipseSubpath(x, y, 7, 16);
    const colour = random.pick(Object.keys(blooms));
    blooms[colour] += circleSubpath(x, y - 18, random.range(6, 9));
  }
  return (
    `<path d="${soil}" fill="${shade('#7a5a40')}"/>` +
    `<path d="${leaves}" fill="${shade('#4f9a58')}"/>` +
    Object.entries(blooms)
      .map(([colour, d]) => (d ? `<path d="${d}" fill="${shade(colour)}"/>` : ''))
      .join('')
  );
}
