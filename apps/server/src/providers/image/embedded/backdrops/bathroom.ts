import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, ellipseSubpath, mixColor, n } from '../svg-shapes';
import { FLOOR_Y, drawFloor, drawWall, drawWindow } from './rooms';

/** A bathroom: tiled walls, a frosted window, a towel, and a big clawfoot bath full of bubbles. */
export const BATHROOM: PlaceBackdrop = {
  draw: drawBathroom,
  landmark: { top: 540, halfWidth: 200 },
  sky: 'none',
  parts: ['bathtub'],
};

function drawBathroom(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  const tubX = layout.landmarkX;
  const otherX = layout.landmarkLeft ? random.range(640, 820) : random.range(200, 380);
  return (
    drawWall(context, '#f6ecd8', 'plain') +
    `<path d="M0 330H${CANVAS}V${FLOOR_Y - 18}H0Z" fill="${shade('#bfe0e3')}"/>` +
    tileLines(shade('#e9f6f6')) +
    drawFloor(context, '#d8d2c8', 'checks') +
    drawWindow(context, { x: otherX - 80, y: 90, w: 160, h: 150 }, null) +
    drawTowelRail(shade, otherX + (layout.landmarkLeft ? 150 : -150)) +
    drawMirror(shade, otherX) +
    drawBathtub(context, tubX)
  );
}

function tileLines(colour: string): string {
  let d = '';
  for (let y = 330; y < FLOOR_Y - 18; y += 56) d += `M0 ${y}H${CANVAS}v3H0Z`;
  for (let x = 28; x < CANVAS; x += 56) d += `M${x} 330V${FLOOR_Y - 18}h3V330Z`;
  return `<path d="${d}" fill="${colour}"/>`;
}

function drawMirror(shade: (hex: string) => string, x: number): string {
  return (
    `<path d="${ellipseSubpath(x, 400, 62, 80)}" fill="${shade('#c8a86a')}"/>` +
    `<path d="${ellipseSubpath(x, 400, 52, 70)}" fill="${shade('#d8eef5')}"/>` +
    `<path d="M${x - 30} 370q14 -26 38 -30" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="7" stroke-linecap="round"/>`
  );
}

function drawTowelRail(shade: (hex: string) => string, x: number): string {
  return (
    `<path d="M${x - 70} 440h140" stroke="${shade('#c9ced6')}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M${x - 56} 440h112v150q-56 12 -112 0Z" fill="${shade('#ef8fab')}"/>` +
    `<path d="M${x - 56} 560q56 12 112 0v14q-56 12 -112 0Z" fill="${shade('#ffffff')}" fill-opacity="0.7"/>`
  );
}

function drawBathtub(context: BackdropContext, x: number): string {
  const { random, palette } = context;
  const { shade } = palette;
  const top = 620;
  const bottom = 790;
  const half = 190;
  let bubbles = '';
  // A heap of foam: bigger bubbles low, smaller ones on top.
  for (let i = 0; i < 30; i++) {
    const rise = random.range(0, 1);
    bubbles += circleSubpath(
      x + random.range(-half + 14, half - 14) * (1 - rise * 0.4),
      top + 6 - rise * 60,
      random.range(16, 30) * (1 - rise * 0.45),
    );
  }
  return context.part(
    'bathtub',
    // The tap and shower on the wall behind.
    `<path d="M${n(x + half - 50)} ${top}V440h-40" fill="none" stroke="${shade('#b9c2cc')}" stroke-width="10" stroke-linecap="round"/>` +
      `<path d="${ellipseSubpath(x + half - 96, 440, 26, 12)}" fill="${shade('#b9c2cc')}"/>` +
      `<path d="M${x - half} ${top}H${x + half}Q${x + half - 10} ${bottom} ${x + half - 60} ${bottom}H${x - half + 60}Q${x - half + 10} ${bottom} ${x - half} ${top}Z" fill="${shade('#fbfbf8')}"/>` +
      `<path d="M${x - half - 12} ${top - 12}H${x + half + 12}V${top + 10}H${x - half - 12}Z" fill="${shade('#ffffff')}"/>` +
      `<path d="M${x - half + 40} ${top + 60}Q${x} ${top + 74} ${x + half - 40} ${top + 60}" fill="none" stroke="${shade('#dfe6ea')}" stroke-width="6"/>` +
      `<path d="${ellipseSubpath(x - half + 70, bottom + 14, 16, 16)}${ellipseSubpath(x + half - 70, bottom + 14, 16, 16)}" fill="${shade('#e0b84a')}"/>` +
      `<path d="${bubbles}" fill="${shade('#ffffff')}" fill-opacity="0.92"/>` +
      `<path d="${bubbles}" fill="none" stroke="${shade(mixColor('#bfe0e3', '#ffffff', 0.3))}" stroke-width="2"/>`,
  );
}
