import type { BackdropContext } from './backdrop-types';
import { CANVAS, circleSubpath, mixColor, n } from '../svg-shapes';
import { drawGlow } from './ground';

/** Where an indoor room's wall meets its floor; furniture stands on it, figures in front. */
export const FLOOR_Y = 730;

export type WallPattern = 'stripes' | 'dots' | 'tiles' | 'plain';
export type FloorKind = 'boards' | 'tiles' | 'checks';

/** The back wall, in daylight colours shaded for the picture's light. */
export function drawWall(context: BackdropContext, colour: string, pattern: WallPattern): string {
  const { shade } = context.palette;
  const wall = shade(colour);
  const mark = shade(mixColor(colour, '#ffffff', 0.35));
  let d = '';
  if (pattern === 'stripes')
    for (let x = 20; x < CANVAS; x += 64) d += `M${x} 0h22V${FLOOR_Y}h-22Z`;
  if (pattern === 'dots')
    for (let y = 40; y < FLOOR_Y - 20; y += 70)
      for (let x = (y / 70) % 2 ? 40 : 75; x < CANVAS; x += 70) d += circleSubpath(x, y, 5);
  if (pattern === 'tiles') {
    for (let y = 60; y < FLOOR_Y; y += 60) d += `M0 ${y}H${CANVAS}v3H0Z`;
    for (let x = 60; x < CANVAS; x += 60) d += `M${x} 0V${FLOOR_Y}h3V0Z`;
  }
  return (
    `<path d="M0 0H${CANVAS}V${FLOOR_Y}H0Z" fill="${wall}"/>` +
    (d ? `<path d="${d}" fill="${mark}" fill-opacity="0.6"/>` : '') +
    // Skirting board.
    `<path d="M0 ${FLOOR_Y - 18}H${CANVAS}V${FLOOR_Y}H0Z" fill="${shade(mixColor(colour, '#6b4a3a', 0.5))}"/>`
  );
}

/** The floor, lighter near the front as if the room's light falls there. */
export function drawFloor(context: BackdropContext, colour: string, kind: FloorKind): string {
  const { shade } = context.palette;
  const base = shade(colour);
  const line = shade(mixColor(colour, '#000000', 0.18));
  let d = '';
  if (kind === 'boards') {
    for (let y = FLOOR_Y + 30, i = 0; y < CANVAS; y += 30 + i * 6, i++)
      d += `M0 ${y}H${CANVAS}v3H0Z`;
  } else {
    const size = kind === 'tiles' ? 70 : 90;
    for (let y = FLOOR_Y; y < CANVAS; y += size)
      for (let x = ((y - FLOOR_Y) / size) % 2 ? size : 0; x < CANVAS; x += size * 2)
        d += `M${x} ${y}h${size}v${size}h${-size}Z`;
  }
  return (
    `<path d="M0 ${FLOOR_Y}H${CANVAS}V${CANVAS}H0Z" fill="${base}"/>` +
    `<path d="${d}" fill="${line}" fill-opacity="${kind === 'boards' ? 0.5 : 0.35}"/>` +
    `<path d="M0 ${FLOOR_Y}H${CANVAS}V${FLOOR_Y + 26}H0Z" fill="#000000" fill-opacity="0.08"/>`
  );
}

/** A window with its piece of sky, a frame and, optionally, curtains. */
export function drawWindow(
  context: BackdropContext,
  box: { x: number; y: number; w: number; h: number },
  curtain: string | null,
): string {
  const { shade } = context.palette;
  const { x, y, w, h } = box;
  const frame = shade('#f6f1e6');
  let svg =
    context.view(box) +
    `<path d="M${x - 10} ${y - 10}h${w + 20}v${h + 20}h${-w - 20}ZM${x} ${y}v${h}h${w}v${-h}Z" fill="${frame}" fill-rule="evenodd"/>` +
    `<path d="M${n(x + w / 2 - 4)} ${y}h8v${h}h-8ZM${x} ${n(y + h / 2 - 4)}h${w}v8h${-w}Z" fill="${frame}"/>` +
    `<path d="M${x - 18} ${y + h + 8}h${w + 36}v14h${-w - 36}Z" fill="${shade('#e8dcc8')}"/>`;
  if (curtain) {
    const c = shade(curtain);
    const fold = shade(mixColor(curtain, '#000000', 0.15));
    svg +=
      `<path d="M${x - 40} ${y - 24}h${w * 0.28 + 40}q-30 ${h * 0.5} 0 ${h + 30}h${-w * 0.28 - 40}Z` +
      `M${x + w + 40} ${y - 24}h${-w * 0.28 - 40}q30 ${h * 0.5} 0 ${h + 30}h${w * 0.28 + 40}Z" fill="${c}"/>` +
      `<path d="M${x - 20} ${y - 20}v${h + 20}M${x + w + 20} ${y - 20}v${h + 20}" stroke="${fold}" stroke-width="6"/>` +
      `<path d="M${x - 50} ${y - 30}h${w + 100}v10h${-w - 100}Z" fill="${shade('#8a6a4a')}"/>`;
  }
  return svg;
}

/** A framed picture on the wall: a little landscape, so the room feels lived in. */
export function drawPicture(
  context: BackdropContext,
  x: number,
  y: number,
  w: number,
  h: number,
): string {
  const { shade } = context.palette;
  return (
    `<path d="M${x} ${y}h${w}v${h}h${-w}Z" fill="${shade('#a0754f')}"/>` +
    `<path d="M${x + 8} ${y + 8}h${w - 16}v${h - 16}h${-w + 16}Z" fill="${shade('#cfe6f0')}"/>` +
    `<path d="M${x + 8} ${y + h - 8}l${w * 0.3} ${-h * 0.45}l${w * 0.2} ${h * 0.25}l${w * 0.15} ${-h * 0.15}l${w * 0.35 - 16} ${h * 0.35}Z" fill="${shade('#7fb47f')}"/>` +
    `<path d="${circleSubpath(x + w * 0.72, y + h * 0.32, h * 0.1)}" fill="${shade('#f2cf4a')}"/>`
  );
}

/** Warm lamplight on the wall, strongest when it is dark outside. */
export function drawLampLight(context: BackdropContext, id: string, x: number, y: number): string {
  const { time, light } = context.palette;
  const strength = time === 'night' ? 0.45 : time === 'evening' ? 0.3 : 0.12;
  return drawGlow(id, x, y, 200, light, strength);
}

/** A rug on the floor in front of the wall, where the figures stand. */
export function drawRug(context: BackdropContext, cx: number, colour: string): string {
  const { shade } = context.palette;
  return (
    `<path d="M${cx - 300} ${FLOOR_Y + 130}Q${cx} ${FLOOR_Y + 100} ${cx + 300} ${FLOOR_Y + 130}L${cx + 340} ${CANVAS - 30}Q${cx} ${CANVAS - 8} ${cx - 340} ${CANVAS - 30}Z" fill="${shade(colour)}"/>` +
    `<path d="M${cx - 270} ${FLOOR_Y + 150}Q${cx} ${FLOOR_Y + 124} ${cx + 270} ${FLOOR_Y + 150}" fill="none" stroke="${shade(mixColor(colour, '#ffffff', 0.4))}" stroke-width="6" stroke-dasharray="18 10"/>`
  );
}
