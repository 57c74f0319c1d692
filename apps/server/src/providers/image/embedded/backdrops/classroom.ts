import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, n } from '../svg-shapes';
import { FLOOR_Y, drawFloor, drawWall, drawWindow } from './rooms';

/** A classroom: a green chalkboard with sums and a sun, bunting, a clock and little desks. */
export const CLASSROOM: PlaceBackdrop = {
  draw: drawClassroom,
  landmark: null,
  sky: 'none',
  parts: ['alarm-clock'],
};

function drawClassroom(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  const boardX = layout.landmarkLeft ? 90 : 314;
  const windowX = layout.landmarkLeft ? 790 : 60;
  return (
    drawWall(context, '#f1ecd8', 'plain') +
    drawFloor(context, '#c9b08a', 'boards') +
    drawWindow(context, { x: windowX, y: 170, w: 170, h: 240 }, null) +
    drawBoard(context, boardX) +
    drawBunting(context) +
    context.part('alarm-clock', drawClock(shade, boardX + 310)) +
    drawDesks(context, random.chance(0.5))
  );
}

function drawBoard(context: BackdropContext, x: number): string {
  const { shade } = context.palette;
  const chalk = shade('#f4f1ea');
  return (
    `<path d="M${x} 200h620v300h-620Z" fill="${shade('#a0754f')}"/>` +
    `<path d="M${x + 14} 214h592v272h-592Z" fill="${shade('#3f6a52')}"/>` +
    // 1 + 2 = 3, in chalk strokes; letters need no font this way.
    `<path d="M${x + 60} 280v60M${x + 90} 310h30M${x + 105} 295v30M${x + 140} 285q20 -14 30 4q0 14 -30 38h34M${x + 200} 305h28M${x + 200} 318h28M${x + 250} 282q30 -6 26 14q-4 10 -16 12q24 2 18 20q-8 14 -30 8" fill="none" stroke="${chalk}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M${x + 70} 400l20 -50l20 50M${x + 78} 384h24M${x + 130} 350v50h22q16 -4 14 -14q-2 -12 -18 -12q14 -2 14 -12q-2 -12 -16 -12ZM${x + 230} 356q-22 -8 -32 12q-6 22 10 30q14 4 24 -6" fill="none" stroke="${chalk}" stroke-width="6" stroke-linecap="round" stroke-linejoin="round"/>` +
    `<path d="${circleSubpath(x + 480, 320, 36)}" fill="none" stroke="${shade('#f2cf4a')}" stroke-width="6"/>` +
    `<path d="M${x + 480} 262v-14M${x + 480} 392v-14M${x + 422} 320h-14M${x + 552} 320h-14M${x + 440} 280l-10 -10M${x + 520} 360l10 10M${x + 520} 280l10 -10M${x + 440} 360l-10 10" stroke="${shade('#f2cf4a')}" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M${x + 20} 486h580v14h-580Z" fill="${shade('#8a6040')}"/>`
  );
}

function drawBunting(context: BackdropContext): string {
  const { shade } = context.palette;
  const colours = ['#e0534f', '#f2cf4a', '#5b8fe0', '#6cbf6a', '#9b72e0'];
  let svg = `<path d="M0 110Q512 170 ${CANVAS} 110" fill="none" stroke="${shade('#8a7a6a')}" stroke-width="3"/>`;
  for (let i = 0; i < 16; i++) {
    const x = 20 + i * 64;
    const t = x / CANVAS;
    const y = 110 + 4 * t * (1 - t) * 60;
    svg += `<path d="M${n(x - 20)} ${n(y)}h40l-20 36Z" fill="${shade(colours[i % colours.length] ?? '#e0534f')}"/>`;
  }
  return svg;
}

function drawClock(shade: (hex: string) => string, x: number): string {
  return (
    `<path d="${circleSubpath(x, 150, 36)}" fill="${shade('#e0534f')}"/>` +
    `<path d="${circleSubpath(x, 150, 28)}" fill="${shade('#ffffff')}"/>` +
    `<path d="M${x} 150v-18M${x} 150h14" stroke="${shade('#2b2230')}" stroke-width="5" stroke-linecap="round"/>`
  );
}

function drawDesks(context: BackdropContext, left: boolean): string {
  const { shade } = context.palette;
  let desks = '';
  let legs = '';
  for (const x of left ? [110, 330] : [700, 920]) {
    desks += `M${x - 90} ${FLOOR_Y + 10}h180v18h-180Z`;
    legs += `M${x - 80} ${FLOOR_Y + 28}v60M${x + 80} ${FLOOR_Y + 28}v60`;
  }
  return (
    `<path d="${desks}" fill="${shade('#e0a95a')}"/>` +
    `<path d="${legs}" stroke="${shade('#6a7a8a')}" stroke-width="8"/>`
  );
}
