import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, ellipseSubpath, mixColor, n } from '../svg-shapes';
import { GROUND_TOP, HORIZON_Y } from '../layout';
import { drawFireflies, drawForeground, drawGrass, drawHills, pinePath } from './ground';

/** A forest: rows of pines fading into the distance, big trunks and leafy boughs, a log, toadstools. */
export const FOREST: PlaceBackdrop = {
  draw: drawForest,
  landmark: null,
  sky: 'open',
  parts: [],
};

function drawForest(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  const leaves = shade('#4f8f52');
  const trunk = shade('#6b4a36');
  let far = '';
  for (let x = -20; x < CANVAS + 40; x += random.range(34, 52))
    far += pinePath(x, HORIZON_Y - 20 + random.range(-10, 20), random.range(120, 200));
  let mid = '';
  for (let x = -10; x < CANVAS + 40; x += random.range(60, 90))
    mid += pinePath(x, HORIZON_Y + 70 + random.range(-10, 20), random.range(170, 260));
  // Two big trees at the edges frame the clearing, their boughs meeting overhead.
  let trunks = '';
  let boughs = '';
  for (const x of [random.range(20, 90), random.range(934, 1004)]) {
    trunks += `M${n(x - 34)} ${GROUND_TOP + 20}L${n(x - 22)} 0H${n(x + 22)}L${n(x + 34)} ${GROUND_TOP + 20}Z`;
    for (let i = 0; i < 6; i++)
      boughs += circleSubpath(
        x + random.range(-40, 160) * (x < 512 ? 1 : -1),
        random.range(-20, 150),
        random.range(60, 100),
      );
  }
  return (
    drawHills(random, palette.far, HORIZON_Y - 90, 40, 5) +
    `<path d="${far}" fill="${mixColor(palette.far, shade('#2f5f3f'), 0.35)}"/>` +
    `<path d="${mid}" fill="${mixColor(palette.mid, shade('#2a5a36'), 0.5)}"/>` +
    drawForeground(random, shade('#5f8f4a')) +
    drawPath(context) +
    `<path d="${trunks}" fill="${trunk}"/>` +
    `<path d="${boughs}" fill="${leaves}"/>` +
    `<path d="${boughs}" fill="${shade('#6fae62')}" fill-opacity="0.35" transform="translate(-10 -12)"/>` +
    drawLog(context, layout.landmarkX) +
    drawToadstools(context) +
    drawGrass(random, palette, false) +
    drawFireflies(random, palette, random.int(6, 12))
  );
}

function drawPath(context: BackdropContext): string {
  const { random, palette } = context;
  const x = 512 + random.range(-140, 140);
  return `<path d="M${n(x - 30)} ${GROUND_TOP - 4}C${n(x - 120)} 900 ${n(x - 260)} 960 ${n(x - 300)} ${CANVAS}H${n(x + 300)}C${n(x + 200)} 960 ${n(x + 80)} 900 ${n(x + 30)} ${GROUND_TOP - 4}Z" fill="${palette.shade('#b89a70')}" fill-opacity="0.7"/>`;
}

function drawLog(context: BackdropContext, x: number): string {
  const { shade } = context.palette;
  const y = GROUND_TOP + 10;
  return (
    `<path d="M${x - 130} ${y - 50}h250v56h-250Z" fill="${shade('#7a5236')}"/>` +
    `<path d="${ellipseSubpath(x + 120, y - 22, 18, 28)}" fill="${shade('#c9a06b')}"/>` +
    `<path d="${ellipseSubpath(x + 120, y - 22, 8, 14)}" fill="none" stroke="${shade('#8a6040')}" stroke-width="3"/>` +
    `<path d="M${x - 100} ${y - 30}h60M${x - 20} ${y - 16}h70" stroke="${shade('#5a3a26')}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="${ellipseSubpath(x - 60, y - 52, 26, 8)}" fill="${shade('#6faa5a')}"/>`
  );
}

function drawToadstools(context: BackdropContext): string {
  const { random, palette } = context;
  const { shade } = palette;
  let stems = '';
  let caps = '';
  let spots = '';
  for (let i = 0; i < 4; i++) {
    const x = random.range(40, CANVAS - 40);
    const y = random.range(GROUND_TOP + 30, CANVAS - 30);
    const s = random.range(0.7, 1.2);
    stems += `M${n(x - 6 * s)} ${n(y)}v${n(-22 * s)}h${n(12 * s)}v${n(22 * s)}Z`;
    caps += `M${n(x - 20 * s)} ${n(y - 20 * s)}Q${n(x)} ${n(y - 52 * s)} ${n(x + 20 * s)} ${n(y - 20 * s)}Z`;
    spots +=
      circleSubpath(x - 7 * s, y - 30 * s, 3 * s) + circleSubpath(x + 7 * s, y - 27 * s, 2.5 * s);
  }
  return (
    `<path d="${stems}" fill="${shade('#f4ead8')}"/>` +
    `<path d="${caps}" fill="${shade('#d9534f')}"/>` +
    `<path d="${spots}" fill="${shade('#ffffff')}"/>`
  );
}
