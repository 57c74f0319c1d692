import type { Random } from '../random';
import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { ellipseSubpath, n } from '../svg-shapes';
import {
  FLOOR_Y,
  drawFloor,
  drawLampLight,
  drawPicture,
  drawRug,
  drawWall,
  drawWindow,
} from './rooms';

/** A living room at home: a big sofa, a standing lamp, pictures, a plant and a rug. */
export const LIVING_ROOM: PlaceBackdrop = {
  draw: drawLivingRoom,
  landmark: { top: 520, halfWidth: 220 },
  sky: 'none',
  parts: ['couch-and-lamp'],
};

/** A living room's colours: one pick each, in this order, from the book's furnishing stream. */
export function livingRoomColours(furnish: Random) {
  return {
    wall: furnish.pick(['#f2e2c4', '#d8e6f0', '#e8d8ec']),
    curtain: furnish.pick(['#c0504d', '#4f7fb0']),
    rug: furnish.pick(['#d9534f', '#5fb3a8', '#e8b64a']),
    fabric: furnish.pick(['#5f86c4', '#c46a5a', '#6aa07a', '#9b72c0']),
    dark: furnish.pick(['#3f5f94', '#944a3a']),
  };
}

function drawLivingRoom(context: BackdropContext): string {
  const { random, layout } = context;
  const colours = livingRoomColours(context.furnish);
  const sofaX = layout.landmarkX;
  const windowX = layout.landmarkLeft ? random.range(620, 760) : random.range(100, 240);
  const lampX = sofaX + (layout.landmarkLeft ? 270 : -270);
  return (
    drawWall(context, colours.wall, 'stripes') +
    drawFloor(context, '#b88a5e', 'boards') +
    drawWindow(context, { x: windowX, y: 140, w: 190, h: 230 }, colours.curtain) +
    drawPicture(context, sofaX - 70, 260, 140, 100) +
    drawRug(context, 512, colours.rug) +
    drawLampLight(context, 'standing-lamp', lampX, 420) +
    drawStandingLamp(context, lampX) +
    drawPlant(context, windowX + (layout.landmarkLeft ? 250 : -40)) +
    context.part('couch-and-lamp', drawSofa(context, sofaX, colours))
  );
}

function drawSofa(
  context: BackdropContext,
  x: number,
  colours: ReturnType<typeof livingRoomColours>,
): string {
  const { shade } = context.palette;
  const fabric = shade(colours.fabric);
  const dark = shade(colours.dark);
  const y = FLOOR_Y + 60;
  return (
    `<path d="M${x - 200} ${y - 200}h400v140h-400Z" fill="${fabric}"/>` +
    `<path d="M${x - 220} ${y - 130}h60v120h-60ZM${x + 160} ${y - 130}h60v120h-60Z" fill="${fabric}"/>` +
    `<path d="M${x - 160} ${y - 80}h320v60h-320Z" fill="${dark}"/>` +
    `<path d="M${x - 160} ${y - 80}h158v60h-158Z" fill="${fabric}" fill-opacity="0.6"/>` +
    `<path d="${ellipseSubpath(x - 110, y - 110, 36, 30)}" fill="${shade('#f2cf6a')}"/>` +
    `<path d="M${x - 210} ${y - 10}v18h16v-18ZM${x + 194} ${y - 10}v18h16v-18Z" fill="${shade('#5a3b2e')}"/>`
  );
}

function drawStandingLamp(context: BackdropContext, x: number): string {
  const { shade, light, time } = context.palette;
  const lit = time === 'night' || time === 'evening';
  return (
    `<path d="M${n(x - 3)} ${FLOOR_Y + 40}V420h6V${FLOOR_Y + 40}Z" fill="${shade('#5a4a42')}"/>` +
    `<path d="${ellipseSubpath(x, FLOOR_Y + 42, 30, 8)}" fill="${shade('#5a4a42')}"/>` +
    `<path d="M${n(x - 50)} 430L${n(x - 30)} 360h60L${n(x + 50)} 430Z" fill="${lit ? light : shade('#f4e0b0')}"/>`
  );
}

function drawPlant(context: BackdropContext, x: number): string {
  const { shade } = context.palette;
  const y = FLOOR_Y + 30;
  return (
    `<path d="${ellipseSubpath(x - 20, y - 110, 20, 50)}${ellipseSubpath(x + 20, y - 110, 20, 50)}${ellipseSubpath(x, y - 140, 18, 60)}" fill="${shade('#4f9a58')}"/>` +
    `<path d="M${n(x - 34)} ${y - 70}h68l-10 70h-48Z" fill="${shade('#c4733f')}"/>`
  );
}
