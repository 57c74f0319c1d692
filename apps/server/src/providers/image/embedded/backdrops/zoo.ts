import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, ellipseSubpath, n } from '../svg-shapes';
import { GROUND_TOP, HORIZON_Y } from '../layout';
import { drawForeground, drawGrass, drawHills, roundTree } from './ground';

/** A zoo: a railed enclosure with a giraffe and its tall house, a penguin pool, a signpost. */
export const ZOO: PlaceBackdrop = {
  draw: drawZoo,
  landmark: { top: 380, halfWidth: 170 },
  sky: 'open',
  parts: [],
};

function drawZoo(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  let trees = '';
  for (let x = 20; x < CANVAS; x += random.range(200, 300))
    trees += roundTree(
      x,
      HORIZON_Y + 10,
      random.range(160, 220),
      shade('#7a5236'),
      shade('#5c9e5a'),
    );
  const giraffeX = layout.landmarkX;
  const poolX = layout.landmarkLeft ? random.range(700, 820) : random.range(200, 320);
  return (
    drawHills(random, palette.far, HORIZON_Y - 60, 30, 5) +
    trees +
    // The giraffe's enclosure: sandy ground, the tall house, the giraffe, the railings.
    `<path d="M${n(giraffeX - 230)} ${HORIZON_Y}h460v${GROUND_TOP - HORIZON_Y}h-460Z" fill="${shade('#e0c890')}"/>` +
    `<path d="M${n(giraffeX - 200)} ${HORIZON_Y}v-200h150v200ZM${n(giraffeX - 215)} ${HORIZON_Y - 200}l90 -60l90 60Z" fill="${shade('#b98e58')}"/>` +
    `<path d="M${n(giraffeX - 160)} ${HORIZON_Y}v-150h70v150Z" fill="${shade('#5a4030')}"/>` +
    drawGiraffe(shade, giraffeX + 90, GROUND_TOP - 30) +
    drawRailings(shade, giraffeX - 230, giraffeX + 230) +
    drawForeground(random, shade('#7cbf6a')) +
    // The penguin pool.
    `<path d="${ellipseSubpath(poolX, GROUND_TOP + 10, 150, 34)}" fill="${shade('#c8d4da')}"/>` +
    `<path d="${ellipseSubpath(poolX, GROUND_TOP + 10, 130, 24)}" fill="${shade('#5fa8d0')}"/>` +
    drawPenguin(shade, poolX - 60, GROUND_TOP - 4) +
    drawPenguin(shade, poolX + 70, GROUND_TOP) +
    drawSignpost(shade, poolX + (poolX < 512 ? 190 : -190)) +
    drawGrass(random, palette, true)
  );
}

function drawGiraffe(shade: (hex: string) => string, x: number, y: number): string {
  const coat = shade('#f2c230');
  const spot = shade('#b0702a');
  return (
    `<path d="M${x - 60} ${y}v-90M${x - 40} ${y}v-90M${x + 40} ${y}v-90M${x + 60} ${y}v-90" stroke="${coat}" stroke-width="14"/>` +
    `<path d="${ellipseSubpath(x, y - 110, 80, 40)}" fill="${coat}"/>` +
    `<path d="M${x + 40} ${y - 130}l50 -200l24 6l-40 200Z" fill="${coat}"/>` +
    `<path d="${ellipseSubpath(x + 112, y - 330, 36, 20)}" fill="${coat}"/>` +
    `<path d="M${x + 96} ${y - 352}v-22M${x + 112} ${y - 352}v-22" stroke="${spot}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="${circleSubpath(x + 120, y - 336, 4)}" fill="#222"/>` +
    `<path d="${circleSubpath(x - 30, y - 116, 12)}${circleSubpath(x + 10, y - 100, 14)}${circleSubpath(x + 40, y - 124, 10)}${circleSubpath(x + 70, y - 220, 9)}${circleSubpath(x + 84, y - 280, 8)}" fill="${spot}"/>`
  );
}

function drawRailings(shade: (hex: string) => string, from: number, to: number): string {
  let d = `M${from} ${GROUND_TOP - 70}H${to}M${from} ${GROUND_TOP - 30}H${to}`;
  for (let x = from; x <= to; x += 40) d += `M${x} ${GROUND_TOP - 80}V${GROUND_TOP - 10}`;
  return `<path d="${d}" stroke="${shade('#6b6b73')}" stroke-width="6" stroke-linecap="round"/>`;
}

function drawPenguin(shade: (hex: string) => string, x: number, y: number): string {
  return (
    `<path d="${ellipseSubpath(x, y - 34, 20, 34)}" fill="${shade('#2a2a33')}"/>` +
    `<path d="${ellipseSubpath(x, y - 28, 12, 24)}" fill="${shade('#f6f1e6')}"/>` +
    `<path d="M${x - 5} ${y - 58}l5 8l5 -8Z" fill="${shade('#f2a93a')}"/>`
  );
}

function drawSignpost(shade: (hex: string) => string, x: number): string {
  const wood = shade('#8a5a3a');
  return (
    `<path d="M${x - 5} ${GROUND_TOP + 20}v-190h10v190Z" fill="${wood}"/>` +
    `<path d="M${x} ${GROUND_TOP - 160}h90l16 16l-16 16h-90ZM${x} ${GROUND_TOP - 110}h-90l-16 16l16 16h90Z" fill="${shade('#d4ad78')}"/>`
  );
}
