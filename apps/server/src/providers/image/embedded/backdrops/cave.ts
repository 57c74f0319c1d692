import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, ellipseSubpath, mixColor, n } from '../svg-shapes';
import { drawGlow } from './ground';

const FLOOR = 760;

/** Inside a cave: rock all round, the mouth showing the sky, stalactites and glowing crystals. */
export const CAVE: PlaceBackdrop = {
  draw: drawCave,
  landmark: null,
  sky: 'none',
  parts: ['gem-stone', 'rock'],
};

function drawCave(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  const rock = shade('#6a5a62');
  const deep = shade('#4a3f48');
  const mouthX = layout.landmarkX;
  const mouth = { x: mouthX - 150, y: 200, w: 300, h: 520 };
  // The rock face with the mouth cut out of it (even-odd), so the view shows through.
  const arch = `M${mouthX - 150} ${FLOOR}V380Q${mouthX - 150} 200 ${mouthX} 200Q${mouthX + 150} 200 ${mouthX + 150} 380V${FLOOR}Z`;
  let drips = '';
  for (let x = 10; x < CANVAS; x += random.range(40, 80)) {
    const h = random.range(30, 110);
    drips += `M${n(x - 16)} 0L${n(x)} ${n(h)}L${n(x + 16)} 0Z`;
  }
  let mounds = '';
  for (let i = 0; i < 4; i++) {
    const x = random.range(20, CANVAS - 20);
    const h = random.range(40, 90);
    mounds += `M${n(x - 26)} ${FLOOR + 10}L${n(x)} ${n(FLOOR - h)}L${n(x + 26)} ${FLOOR + 10}Z`;
  }
  return (
    context.view(mouth) +
    `<path d="M0 0H${CANVAS}V${FLOOR}H0Z${arch}" fill="${rock}" fill-rule="evenodd"/>` +
    `<path d="${arch}" fill="none" stroke="${deep}" stroke-width="18"/>` +
    `<path d="${drips}" fill="${deep}"/>` +
    `<path d="M0 ${FLOOR}H${CANVAS}V${CANVAS}H0Z" fill="${shade('#7a6a6a')}"/>` +
    `<path d="M0 ${FLOOR}H${CANVAS}v20H0Z" fill="${deep}" fill-opacity="0.5"/>` +
    `<path d="${mounds}" fill="${mixColor(rock, '#000000', 0.1)}"/>` +
    context.part('gem-stone', drawCrystals(context, mouthX)) +
    context.part('rock', drawPebbles(context))
  );
}

function drawCrystals(context: BackdropContext, mouthX: number): string {
  const { random, palette } = context;
  let svg = '';
  const colours = ['#7fd8e8', '#c59be8'];
  for (let i = 0; i < 2; i++) {
    const x = mouthX < 512 ? random.range(640, 960) : random.range(60, 380);
    const y = FLOOR - random.range(0, 10);
    const colour = palette.shade(colours[i] ?? '#7fd8e8');
    svg +=
      drawGlow(`crystal-${i}`, x, y - 40, 110, colours[i] ?? '#7fd8e8', 0.35) +
      `<path d="M${n(x - 30)} ${n(y)}l10 -60l12 -8l8 68ZM${n(x - 6)} ${n(y)}l6 -90l14 -10l10 100ZM${n(x + 20)} ${n(y)}l12 -50l12 -4l2 54Z" fill="${colour}"/>` +
      `<path d="M${n(x - 2)} ${n(y - 20)}l4 -64" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4"/>`;
  }
  return svg;
}

function drawPebbles(context: BackdropContext): string {
  const { random, palette } = context;
  let d = '';
  for (let i = 0; i < 14; i++)
    d += ellipseSubpath(
      random.range(10, CANVAS - 10),
      random.range(FLOOR + 40, CANVAS - 10),
      random.range(8, 20),
      random.range(5, 10),
    );
  return `<path d="${d}" fill="${palette.shade('#958486')}"/>`;
}
