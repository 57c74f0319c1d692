import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, ellipseSubpath, n } from '../svg-shapes';
import { GROUND_TOP, HORIZON_Y } from '../layout';
import { drawForeground, drawHills } from './ground';

/** A desert: flat-topped mesas far off, rolling dunes, cacti, and a pyramid in the haze. */
export const DESERT: PlaceBackdrop = {
  draw: drawDesert,
  landmark: { top: 460, halfWidth: 170 },
  sky: 'open',
  parts: ['cactus'],
};

function drawDesert(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  let mesas = '';
  for (let i = 0; i < 3; i++) {
    const x = random.range(0, CANVAS);
    const w = random.range(120, 220);
    const h = random.range(60, 120);
    mesas += `M${n(x - w / 2 - 30)} ${HORIZON_Y}L${n(x - w / 2)} ${n(HORIZON_Y - h)}H${n(x + w / 2)}L${n(x + w / 2 + 30)} ${HORIZON_Y}Z`;
  }
  const px = layout.landmarkX;
  return (
    `<path d="${mesas}" fill="${shade('#c98a6a')}" fill-opacity="0.8"/>` +
    `<path d="M${px - 170} ${HORIZON_Y + 10}L${px} ${HORIZON_Y - 230}L${px + 170} ${HORIZON_Y + 10}Z" fill="${shade('#e0b878')}"/>` +
    `<path d="M${px} ${HORIZON_Y - 230}L${px + 170} ${HORIZON_Y + 10}H${px + 40}Z" fill="${shade('#c49a5a')}"/>` +
    drawHills(random, shade('#eac78a'), HORIZON_Y - 10, 40, 4) +
    drawHills(random, shade('#e8bd78'), HORIZON_Y + 60, 50, 3) +
    context.part('cactus', drawCacti(context)) +
    drawForeground(random, shade('#f0d196')) +
    drawRipples(context)
  );
}

function drawCacti(context: BackdropContext): string {
  const { random, palette } = context;
  let d = '';
  for (let i = 0; i < 3; i++) {
    const x = random.range(40, CANVAS - 40);
    const y = GROUND_TOP + random.range(-40, -10);
    const h = random.range(90, 150);
    d += `M${n(x - 14)} ${n(y)}V${n(y - h + 14)}a14 14 0 0 1 28 0V${n(y)}Z`;
    d += `M${n(x - 14)} ${n(y - h * 0.45)}h-22a10 10 0 0 1 -10 -10v-36a10 10 0 0 1 20 0v26h12Z`;
    d += `M${n(x + 14)} ${n(y - h * 0.6)}h20a10 10 0 0 0 10 -10v-26a10 10 0 0 0 -20 0v16h-10Z`;
  }
  return `<path d="${d}" fill="${palette.shade('#5f9a5a')}"/>`;
}

function drawRipples(context: BackdropContext): string {
  const { random, palette } = context;
  let d = '';
  for (let i = 0; i < 12; i++) {
    const x = random.range(0, CANVAS);
    const y = random.range(GROUND_TOP + 20, CANVAS - 10);
    d += `M${n(x - 40)} ${n(y)}q40 -10 80 0`;
  }
  return (
    `<path d="${d}" fill="none" stroke="${palette.shade('#d9b070')}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="${ellipseSubpath(random.range(100, 900), random.range(930, 990), 16, 8)}" fill="${palette.shade('#b89a6a')}"/>`
  );
}
