import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, ellipseSubpath, n } from '../svg-shapes';
import { FLOOR_Y, drawFloor, drawLampLight, drawWall, drawWindow } from './rooms';

/** A bakery: shelves of loaves, a glowing oven, a glass counter with trays of buns. */
export const BAKERY: PlaceBackdrop = {
  draw: drawBakery,
  landmark: null,
  sky: 'none',
  parts: [],
};

function drawBakery(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  const ovenX = layout.landmarkLeft ? 120 : CANVAS - 320;
  const shelfX = layout.landmarkLeft ? 480 : 60;
  let loaves = '';
  for (const y of [260, 400]) {
    loaves += `<path d="M${shelfX} ${y}h480v14h-480Z" fill="${shade('#8a5a3a')}"/>`;
    for (let x = shelfX + 40; x < shelfX + 460; x += random.range(70, 100))
      loaves +=
        `<path d="${ellipseSubpath(x, y - 26, 34, 26)}" fill="${shade(random.pick(['#d49a50', '#c07a3a', '#e6b870']))}"/>` +
        `<path d="M${n(x - 16)} ${y - 40}l8 18M${n(x)} ${y - 44}l8 18M${n(x + 16)} ${y - 40}l8 18" stroke="${shade('#f6e0b0')}" stroke-width="4" stroke-linecap="round"/>`;
  }
  let buns = '';
  for (let x = 170; x < 860; x += 60)
    buns += circleSubpath(x + random.range(-6, 6), FLOOR_Y - 30, 22);
  return (
    drawWall(context, '#f4e3c8', 'tiles') +
    drawWindow(context, { x: shelfX + 170, y: 470, w: 140, h: 110 }, '#e0a0a0') +
    loaves +
    // The brick oven, its fire glowing.
    `<path d="M${ovenX} ${FLOOR_Y}v-330q100 -80 200 0v330Z" fill="${shade('#b5583c')}"/>` +
    `<path d="M${ovenX + 50} ${FLOOR_Y - 120}v-80q50 -50 100 0v80Z" fill="${shade('#3a2a24')}"/>` +
    `<path d="M${ovenX + 64} ${FLOOR_Y - 120}q36 -70 72 0Z" fill="${shade('#f2a93a')}"/>` +
    drawLampLight(context, 'oven-glow', ovenX + 100, FLOOR_Y - 160) +
    drawFloor(context, '#c9b08a', 'checks') +
    // The counter, glass on top, buns on a tray inside.
    `<path d="M120 ${FLOOR_Y + 60}h784v-110h-784Z" fill="${shade('#f6f1e6')}"/>` +
    `<path d="M140 ${FLOOR_Y - 50}h744v-60h-744Z" fill="${shade('#cfe6f0')}" fill-opacity="0.55"/>` +
    `<path d="M150 ${FLOOR_Y - 8}h724v8h-724Z" fill="${shade('#9aa3aa')}"/>` +
    `<path d="${buns}" fill="${shade('#d49a50')}"/>` +
    `<path d="M120 ${FLOOR_Y - 50}h784v8h-784Z" fill="${shade('#8a5a3a')}"/>`
  );
}
