import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { drawCustomProp } from '../custom-props';
import { CANVAS, circleSubpath, ellipseSubpath, n } from '../svg-shapes';
import { GROUND_TOP, HORIZON_Y } from '../layout';
import { drawFireflies, drawForeground, drawGrass, drawHills, roundTree } from './ground';

/** A park: round trees, a pond, a bench and a lamp, and a playground with swings and a slide. */
export const PARK: PlaceBackdrop = {
  draw: drawPark,
  landmark: { top: 520, halfWidth: 170 },
  sky: 'open',
  parts: ['custom:swing', 'playground-slide'],
};

function drawPark(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  const trunk = shade('#7a5236');
  let trees = '';
  for (let x = 30; x < CANVAS; x += random.range(150, 230))
    trees += roundTree(
      x,
      HORIZON_Y + 30,
      random.range(180, 260),
      trunk,
      shade(random.pick(['#5c9e5a', '#6aa860', '#4f8f52'])),
    );
  const pondX = layout.landmarkLeft ? random.range(680, 860) : random.range(160, 340);
  const swingX = layout.landmarkX + (layout.landmarkLeft ? -40 : 40);
  const slideX = layout.landmarkX + (layout.landmarkLeft ? 110 : -110);
  const swing = drawCustomProp('swing');
  return (
    drawHills(random, palette.far, HORIZON_Y - 60, 30, 5) +
    trees +
    drawForeground(random, shade('#7cbf6a')) +
    `<path d="${ellipseSubpath(pondX, GROUND_TOP + 40, 150, 34)}" fill="${shade('#5fa8d0')}"/>` +
    `<path d="M${n(pondX - 90)} ${GROUND_TOP + 36}h40M${n(pondX + 30)} ${GROUND_TOP + 50}h50" stroke="${shade('#d8f0f8')}" stroke-width="4" stroke-linecap="round"/>` +
    `<path d="M${n(pondX + 150)} ${GROUND_TOP + 40}q4 -50 -4 -70M${n(pondX + 160)} ${GROUND_TOP + 40}q8 -40 14 -56" fill="none" stroke="${shade('#4f8a46')}" stroke-width="5"/>` +
    drawBench(shade, pondX + (layout.landmarkLeft ? -220 : 220)) +
    context.part(
      'custom:swing',
      swing
        ? `<g transform="translate(${n(swingX)} ${GROUND_TOP + 10}) scale(0.9)">${tintAll(swing.svg, shade)}</g>`
        : '',
    ) +
    context.part('playground-slide', drawSlide(shade, slideX)) +
    drawGrass(random, palette, true) +
    drawFireflies(random, palette, random.int(4, 8))
  );
}

// The swing is drawn in daylight colours; shade them for the picture's light.
function tintAll(svg: string, shade: (hex: string) => string): string {
  return svg.replace(/#[0-9a-fA-F]{6}\b/g, (hex) => shade(hex));
}

function drawBench(shade: (hex: string) => string, x: number): string {
  const y = GROUND_TOP + 20;
  return (
    `<path d="M${x - 70} ${y - 40}h140v10h-140ZM${x - 70} ${y - 70}h140v10h-140Z" fill="${shade('#a0754f')}"/>` +
    `<path d="M${x - 60} ${y - 30}v30M${x + 60} ${y - 30}v30M${x - 60} ${y - 70}v30M${x + 60} ${y - 70}v30" stroke="${shade('#3f3f48')}" stroke-width="6"/>`
  );
}

function drawSlide(shade: (hex: string) => string, x: number): string {
  const y = GROUND_TOP + 14;
  return (
    `<path d="M${x - 60} ${y}V${y - 170}M${x - 20} ${y}V${y - 170}" stroke="${shade('#5b8fe0')}" stroke-width="8"/>` +
    `<path d="M${x - 64} ${y - 40}h48M${x - 64} ${y - 80}h48M${x - 64} ${y - 120}h48M${x - 64} ${y - 160}h48" stroke="${shade('#5b8fe0')}" stroke-width="6"/>` +
    `<path d="M${x - 24} ${y - 176}h20Q${x + 40} ${y - 80} ${x + 110} ${y - 20}v20h-24Q${x + 20} ${y - 70} ${x - 24} ${y - 150}Z" fill="${shade('#f2c230')}"/>` +
    `<path d="${circleSubpath(x - 40, y - 176, 4)}" fill="${shade('#5b8fe0')}"/>`
  );
}
