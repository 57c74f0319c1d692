import type { Random } from '../random';
import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { circleSubpath, ellipseSubpath, n } from '../svg-shapes';
import {
  FLOOR_Y,
  drawFloor,
  drawLampLight,
  drawPicture,
  drawRug,
  drawWall,
  drawWindow,
} from './rooms';

/** A child's bedroom: starry wallpaper, a window with curtains, a bed, a lamp and a rug. */
export const BEDROOM: PlaceBackdrop = {
  draw: drawBedroom,
  landmark: { top: 500, halfWidth: 210 },
  sky: 'none',
  parts: ['bed'],
};

/** A bedroom's colours: one pick each, in this order, from the book's furnishing stream. */
function bedroomColours(furnish: Random) {
  return {
    wall: furnish.pick(['#cfe0f2', '#f3dfe6', '#e4f0d8']),
    curtain: furnish.pick(['#7f9fe0', '#e08aa8', '#8fc48a']),
    rug: furnish.pick(['#e8b64a', '#9b72e0', '#5fb3a8']),
    duvet: furnish.pick(['#f29a7a', '#7fb3e0', '#f2cf6a', '#b08ee8']),
  };
}

function drawBedroom(context: BackdropContext): string {
  const { random, layout } = context;
  const colours = bedroomColours(context.furnish);
  const bedX = layout.landmarkX;
  const windowX = layout.landmarkLeft ? random.range(600, 760) : random.range(120, 280);
  const lampX = bedX + (layout.landmarkLeft ? 250 : -250);
  return (
    drawWall(context, colours.wall, 'dots') +
    drawFloor(context, '#c99a6b', 'boards') +
    drawWindow(context, { x: windowX, y: 150, w: 200, h: 220 }, colours.curtain) +
    drawPicture(context, windowX + (layout.landmarkLeft ? 260 : -180), 200, 120, 90) +
    drawRug(context, 512, colours.rug) +
    drawLampLight(context, 'bedside-lamp', lampX, 560) +
    drawLamp(context, lampX) +
    (context.sleeping ? '' : context.part('bed', drawBed(context, bedX, colours.duvet)))
  );
}

function drawBed(context: BackdropContext, x: number, colour: string): string {
  const { shade } = context.palette;
  const duvet = shade(colour);
  const wood = shade('#a0754f');
  const top = 560;
  const bottom = FLOOR_Y + 70;
  return (
    `<path d="M${x - 200} ${bottom}V${top - 80}q0 -40 40 -40h40q40 0 40 40V${top}H${x + 200}V${bottom}Z" fill="${wood}"/>` +
    `<path d="M${x - 170} ${top + 10}h360v${bottom - top - 40}h-360Z" fill="${shade('#f6f1e6')}"/>` +
    `<path d="${ellipseSubpath(x - 110, top + 4, 56, 26)}" fill="${shade('#ffffff')}"/>` +
    `<path d="M${x - 60} ${top + 10}Q${x + 60} ${top - 10} ${x + 196} ${top + 14}V${bottom - 30}H${x - 60}Z" fill="${duvet}"/>` +
    `<path d="${circleSubpath(x + 20, top + 50, 8)}${circleSubpath(x + 100, top + 70, 8)}${circleSubpath(x + 40, top + 100, 8)}${circleSubpath(x + 150, top + 40, 8)}" fill="${shade('#ffffff')}" fill-opacity="0.6"/>` +
    `<path d="M${x - 200} ${bottom}v20h24v-20ZM${x + 176} ${bottom}v20h24v-20Z" fill="${wood}"/>`
  );
}

function drawLamp(context: BackdropContext, x: number): string {
  const { shade, light, time } = context.palette;
  const lit = time === 'night' || time === 'evening';
  return (
    `<path d="M${n(x - 50)} ${FLOOR_Y + 20}h100V640h-100Z" fill="${shade('#b8875a')}"/>` +
    `<path d="M${n(x - 6)} 640v-50h12v50Z" fill="${shade('#8a6a4a')}"/>` +
    `<path d="M${n(x - 40)} 590L${n(x - 26)} 540h52L${n(x + 40)} 590Z" fill="${lit ? light : shade('#f6e2b0')}"/>`
  );
}
