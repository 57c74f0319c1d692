import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, ellipseSubpath, mixColor, n } from '../svg-shapes';
import { GROUND_TOP, HORIZON_Y } from '../layout';
import { drawFireflies, drawForeground, drawGrass, pinePath } from './ground';

/** Mountains: snowy peaks in layers, pine slopes, and a rocky trail with a flag on a cairn. */
export const MOUNTAIN: PlaceBackdrop = {
  draw: drawMountain,
  landmark: null,
  sky: 'open',
  parts: [],
};

function drawMountain(context: BackdropContext): string {
  const { random, palette } = context;
  const { shade } = palette;
  return (
    drawPeaks(context, palette.far, HORIZON_Y - 360, 3, 0.9) +
    drawPeaks(context, mixColor(palette.mid, shade('#6a7a8a'), 0.4), HORIZON_Y - 240, 4, 0.7) +
    drawPines(context) +
    drawForeground(random, shade('#8a9a6a')) +
    drawRocks(context) +
    drawGrass(random, palette, false) +
    drawFireflies(random, palette, random.int(3, 6))
  );
}

function drawPeaks(
  context: BackdropContext,
  rock: string,
  top: number,
  count: number,
  snow: number,
): string {
  const { random, palette } = context;
  let rocks = '';
  let caps = '';
  const width = CANVAS / (count - 0.5);
  for (let i = 0; i < count; i++) {
    const x = i * width + random.range(-40, 40);
    const peak = top + random.range(0, 80);
    const base = HORIZON_Y + 40;
    const half = width * 0.75;
    rocks += `M${n(x - half)} ${base}L${n(x)} ${n(peak)}L${n(x + half)} ${base}Z`;
    const capY = peak + (base - peak) * 0.28;
    const capHalf = half * 0.28;
    caps += `M${n(x - capHalf)} ${n(capY)}L${n(x)} ${n(peak)}L${n(x + capHalf)} ${n(capY)}l-18 14l-16 -12l-14 14Z`;
  }
  const cap = mixColor(palette.shade('#f4f6fa'), palette.skyHorizon, 0.15);
  return `<path d="${rocks}" fill="${rock}"/><path d="${caps}" fill="${cap}" fill-opacity="${snow}"/>`;
}

function drawPines(context: BackdropContext): string {
  const { random, palette } = context;
  let d = '';
  for (let x = -20; x < CANVAS + 30; x += random.range(40, 70))
    d += pinePath(x, HORIZON_Y + 80 + random.range(-20, 20), random.range(90, 160));
  return `<path d="${d}" fill="${palette.shade('#3f6a4a')}"/>`;
}

function drawRocks(context: BackdropContext): string {
  const { random, palette } = context;
  const { shade } = palette;
  let rocks = '';
  for (let i = 0; i < 5; i++)
    rocks += ellipseSubpath(
      random.range(30, CANVAS - 30),
      random.range(GROUND_TOP + 20, CANVAS - 20),
      random.range(24, 46),
      random.range(14, 24),
    );
  const x = random.range(80, CANVAS - 80);
  const cairn = `${ellipseSubpath(x, GROUND_TOP - 2, 30, 12)}${ellipseSubpath(x, GROUND_TOP - 20, 22, 10)}${ellipseSubpath(x, GROUND_TOP - 34, 14, 8)}`;
  return (
    `<path d="${rocks}" fill="${shade('#9a9a9a')}"/>` +
    `<path d="${cairn}" fill="${shade('#8a8a8f')}"/>` +
    `<path d="M${n(x)} ${GROUND_TOP - 40}v-60" stroke="${shade('#6b4a36')}" stroke-width="4"/>` +
    `<path d="M${n(x)} ${GROUND_TOP - 100}l36 10l-36 12Z" fill="${shade('#e0534f')}"/>`
  );
}
