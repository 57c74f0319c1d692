import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, n } from '../svg-shapes';
import { GROUND_TOP, HORIZON_Y } from '../layout';
import { drawFireflies, drawForeground, drawGlow, drawGrass, drawHills, pinePath } from './ground';

/**
 * A campsite: pines behind, two tents with their guy ropes, a campfire ringed with stones and a
 * log to sit on, a camping lantern.
 */
export const CAMPSITE: PlaceBackdrop = {
  draw: drawCampsite,
  landmark: { top: 520, halfWidth: 200 },
  sky: 'open',
  parts: [],
};

function drawCampsite(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  let pines = '';
  for (let x = -20; x < CANVAS + 40; x += random.range(60, 110))
    pines += pinePath(x, HORIZON_Y + 20, random.range(200, 320));
  let svg =
    drawHills(random, palette.far, HORIZON_Y - 120, 40, 4) +
    `<path d="${pines}" fill="${shade('#3f7a4a')}"/>` +
    drawForeground(random, shade('#7cb86a'));
  // Two tents on the landmark's side, one big and one small.
  const tx = layout.landmarkX;
  const tent = (x: number, w: number, h: number, colour: string): string =>
    `<path d="M${n(x - w)} ${GROUND_TOP + 10}L${n(x)} ${n(GROUND_TOP + 10 - h)}L${n(x + w)} ${GROUND_TOP + 10}Z" fill="${shade(colour)}"/>` +
    `<path d="M${n(x - w * 0.3)} ${GROUND_TOP + 10}L${n(x)} ${n(GROUND_TOP + 10 - h * 0.7)}L${n(x + w * 0.3)} ${GROUND_TOP + 10}Z" fill="${shade('#3a3040')}"/>` +
    `<path d="M${n(x)} ${n(GROUND_TOP + 10 - h)}L${n(x - w * 1.5)} ${GROUND_TOP + 20}M${n(x)} ${n(GROUND_TOP + 10 - h)}L${n(x + w * 1.5)} ${GROUND_TOP + 20}" stroke="${shade('#d8d0c0')}" stroke-width="2"/>`;
  svg +=
    tent(tx + (layout.landmarkLeft ? -30 : 30), 150, 230, '#e0703a') +
    tent(tx + (layout.landmarkLeft ? 170 : -170), 80, 130, '#3f8fb0');
  // The campfire between the children and the tents, glowing more as the light goes.
  const fx = layout.landmarkLeft ? tx + 330 : tx - 330;
  const fy = GROUND_TOP + 70;
  let stones = '';
  for (let i = 0; i < 9; i++) stones += circleSubpath(fx - 64 + i * 16, fy + (i % 2) * 4, 11);
  const night = palette.time === 'night' || palette.time === 'evening';
  svg +=
    drawGlow('camp-fire', fx, fy - 30, 220, '#f6a04a', night ? 0.55 : 0.2) +
    `<path d="M${fx - 50} ${fy}l100 -30M${fx - 50} ${fy - 30}l100 30" stroke="${shade('#6b4428')}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M${fx - 34} ${fy - 10}q-6 -60 34 -110q-4 40 20 60q10 -20 6 -34q24 34 8 84Z" fill="#f2a23a"/>` +
    `<path d="M${fx - 16} ${fy - 12}q0 -36 18 -60q4 30 16 40q2 12 -6 20Z" fill="#f6d23c"/>` +
    `<path d="${stones}" fill="${shade('#9aa3aa')}"/>`;
  // A log to sit on and a lantern.
  const lx = fx + (layout.landmarkLeft ? 150 : -150);
  svg +=
    `<path d="M${lx - 80} ${fy + 30}h160v36h-160Z" fill="${shade('#8a5a34')}"/>` +
    `<path d="M${lx + 80} ${fy + 48}m-10 0a10 18 0 1 0 20 0a10 18 0 1 0 -20 0" fill="${shade('#c99e6e')}"/>`;
  return svg + drawGrass(random, palette, false) + drawFireflies(random, palette, random.int(4, 8));
}
