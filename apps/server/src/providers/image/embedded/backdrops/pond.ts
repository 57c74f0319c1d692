import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, ellipseSubpath, n } from '../svg-shapes';
import { GROUND_TOP, HORIZON_Y } from '../layout';
import { drawForeground, drawGrass, drawHills, roundTree } from './ground';
import { PLACE_WATER } from './near-water';

/** A pond: still water across the middle of the picture, reeds and bulrushes, lily pads, ducks. */
export const POND: PlaceBackdrop = {
  draw: drawPond,
  landmark: null,
  sky: 'open',
  parts: [],
};

const WATER_TOP = HORIZON_Y + 10;

function drawPond(context: BackdropContext): string {
  const { random, palette } = context;
  const { shade } = palette;
  let trees = '';
  for (let x = 40; x < CANVAS; x += random.range(170, 260))
    trees += roundTree(
      x,
      HORIZON_Y + 20,
      random.range(170, 240),
      shade('#7a5236'),
      shade(random.pick(['#5c9e5a', '#4f8f52'])),
    );
  const water = shade(PLACE_WATER.pond ?? '#5fa8d0');
  // Wading, the children are in the pond: its water comes to the front, with no near bank.
  const wading = context.inWater === true;
  const waterBottom = wading ? CANVAS : GROUND_TOP;
  const ripple = shade('#d8f0f8');
  let ripples = '';
  for (let i = 0; i < 7; i++) {
    const x = random.range(80, CANVAS - 160);
    const y = random.range(WATER_TOP + 20, waterBottom - 30);
    ripples += `M${n(x)} ${n(y)}h${n(random.range(30, 70))}`;
  }
  let pads = '';
  for (let i = 0; i < 6; i++) {
    const x = random.range(60, CANVAS - 60);
    const y = random.range(WATER_TOP + 30, GROUND_TOP - 20);
    pads += `<path d="M${n(x)} ${n(y)}m-26 0a26 10 0 1 0 52 0a26 10 0 1 0 -52 0Z" fill="${shade('#4f9a4a')}"/>`;
  }
  let ducks = '';
  const duckCount = random.int(2, 3);
  for (let i = 0; i < duckCount; i++) {
    const x = 200 + i * 260 + random.range(-50, 50);
    ducks += drawDuck(shade, x, random.range(WATER_TOP + 40, GROUND_TOP - 40), random.chance(0.5));
  }
  return (
    drawHills(random, palette.far, HORIZON_Y - 70, 30, 5) +
    trees +
    // The far bank, then the water reaching almost to the children's feet.
    `<path d="M0 ${HORIZON_Y - 6}H${CANVAS}V${WATER_TOP + 8}H0Z" fill="${shade('#6aa860')}"/>` +
    `<path d="M-20 ${WATER_TOP}Q${CANVAS / 2} ${WATER_TOP - 14} ${CANVAS + 20} ${WATER_TOP}V${waterBottom}H-20Z" fill="${water}"/>` +
    `<path d="${ripples}" stroke="${ripple}" stroke-width="4" stroke-linecap="round" opacity="0.8"/>` +
    pads +
    ducks +
    (wading
      ? drawNearRipples(waterBottom, shade('#d8f0f8'))
      : drawForeground(random, shade('#7cbf6a'))) +
    drawReeds(context, 20, 200) +
    drawReeds(context, CANVAS - 200, CANVAS - 10) +
    (wading ? '' : drawGrass(random, palette, false))
  );
}

/** Ripples across the near water, widening towards the viewer. */
export function drawNearRipples(bottom: number, colour: string): string {
  let d = '';
  for (let y = GROUND_TOP + 20, i = 0; y < bottom - 10; y += 46, i++)
    for (let x = (i % 2) * 90 + 40; x < CANVAS; x += 260) d += `M${x} ${y}h${60 + i * 12}`;
  return `<path d="${d}" stroke="${colour}" stroke-width="5" stroke-linecap="round" opacity="0.6"/>`;
}

function drawDuck(shade: (hex: string) => string, x: number, y: number, left: boolean): string {
  const dir = left ? -1 : 1;
  return (
    `<path d="${ellipseSubpath(x, y, 34, 18)}" fill="${shade('#f6f1e6')}"/>` +
    `<path d="M${n(x - dir * 30)} ${n(y - 6)}l${-dir * 16} -10l${dir * 6} 14Z" fill="${shade('#f6f1e6')}"/>` +
    `<path d="${circleSubpath(x + dir * 26, y - 24, 14)}" fill="${shade('#3f8a5a')}"/>` +
    `<path d="M${n(x + dir * 38)} ${n(y - 26)}l${dir * 16} 4l${-dir * 16} 5Z" fill="${shade('#f2a93a')}"/>` +
    `<path d="${circleSubpath(x + dir * 30, y - 28, 2.5)}" fill="#222"/>` +
    `<path d="M${n(x - 40)} ${n(y + 16)}h80" stroke="${shade('#d8f0f8')}" stroke-width="3" opacity="0.7"/>`
  );
}

function drawReeds(context: BackdropContext, from: number, to: number): string {
  const { random, palette } = context;
  const { shade } = palette;
  let stems = '';
  let heads = '';
  for (let x = from; x < to; x += random.range(14, 26)) {
    const h = random.range(110, 200);
    const lean = random.range(-14, 14);
    stems += `M${n(x)} ${GROUND_TOP + 10}q${n(lean / 2)} ${n(-h / 2)} ${n(lean)} ${n(-h)}`;
    if (random.chance(0.45))
      heads += `<path d="M${n(x + lean - 6)} ${n(GROUND_TOP + 10 - h)}h12v34h-12Z" rx="6" fill="${shade('#7a4e2e')}"/>`;
  }
  return (
    `<path d="${stems}" fill="none" stroke="${shade('#4f8a46')}" stroke-width="5" stroke-linecap="round"/>` +
    heads
  );
}
