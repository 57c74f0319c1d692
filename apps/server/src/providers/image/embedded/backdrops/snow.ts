import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, ellipseSubpath, mixColor, n } from '../svg-shapes';
import { GROUND_TOP, HORIZON_Y } from '../layout';
import { drawForeground, drawHills, pinePath } from './ground';

/** A snowy land: white hills, pines heavy with snow, an igloo, and snow drifting down. */
export const SNOW: PlaceBackdrop = {
  draw: drawSnow,
  landmark: { top: 640, halfWidth: 130 },
  sky: 'open',
  parts: ['snowflake'],
};

function drawSnow(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  const snow = shade('#f4f8fc');
  const blueShadow = shade('#cfe0f0');
  let pines = '';
  let caps = '';
  for (let x = -10; x < CANVAS + 20; x += random.range(60, 110)) {
    const y = HORIZON_Y + 50 + random.range(-20, 20);
    const h = random.range(110, 190);
    pines += pinePath(x, y, h);
    caps += `M${n(x - h * 0.14)} ${n(y - h * 0.66)}L${n(x)} ${n(y - h)}L${n(x + h * 0.14)} ${n(y - h * 0.66)}Q${n(x)} ${n(y - h * 0.7)} ${n(x - h * 0.14)} ${n(y - h * 0.66)}Z`;
  }
  return (
    drawHills(random, mixColor(palette.far, snow, 0.45), HORIZON_Y - 130, 60, 4) +
    drawHills(random, mixColor(blueShadow, palette.far, 0.2), HORIZON_Y - 30, 40, 5) +
    `<path d="${pines}" fill="${shade('#3f6a5a')}"/><path d="${caps}" fill="${snow}"/>` +
    drawForeground(random, snow) +
    `<path d="${ellipseSubpath(300, GROUND_TOP + 90, 260, 26)}${ellipseSubpath(820, GROUND_TOP + 150, 220, 22)}" fill="${blueShadow}" fill-opacity="0.7"/>` +
    drawIgloo(context, layout.landmarkX) +
    context.part('snowflake', drawSnowfall(context))
  );
}

function drawIgloo(context: BackdropContext, x: number): string {
  const { shade } = context.palette;
  const base = GROUND_TOP + 4;
  let blocks = '';
  for (let y = base - 30; y > base - 140; y -= 30) blocks += `M${x - 140} ${y}H${x + 140}`;
  return (
    `<path d="M${x - 130} ${base}A130 130 0 0 1 ${x + 130} ${base}Z" fill="${shade('#eef4fa')}"/>` +
    `<path d="${blocks}" stroke="${shade('#c9d8e8')}" stroke-width="3"/>` +
    `<path d="M${x - 40} ${base}V${base - 40}A40 40 0 0 1 ${x + 40} ${base - 40}V${base}Z" fill="${shade('#5a6a80')}"/>`
  );
}

function drawSnowfall(context: BackdropContext): string {
  const { random, palette } = context;
  let d = '';
  for (let i = 0; i < 70; i++)
    d += circleSubpath(random.range(0, CANVAS), random.range(0, CANVAS - 40), random.range(2, 4.5));
  return `<path d="${d}" fill="${palette.shade('#ffffff')}" fill-opacity="0.85"/>`;
}
