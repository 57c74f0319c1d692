import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath } from '../svg-shapes';
import { FLOOR_Y, drawFloor, drawWall, drawWindow } from './rooms';

/**
 * A hospital ward: pale green walls, a bed with a rail and a drip stand, a curtain on its rail,
 * a red cross on the wall, and a window; a clean shining floor.
 */
export const HOSPITAL: PlaceBackdrop = {
  draw: drawHospital,
  landmark: null,
  sky: 'none',
  parts: [],
};

function drawHospital(context: BackdropContext): string {
  const { palette, layout } = context;
  const { shade } = palette;
  let svg = drawWall(context, '#d6eee2', 'plain');
  // A stripe along the wall, like a corridor's guide line.
  svg += `<path d="M0 520H${CANVAS}v26H0Z" fill="${shade('#6ab0a0')}"/>`;
  const left = layout.landmarkLeft;
  svg += drawWindow(context, { x: left ? CANVAS - 320 : 90, y: 110, w: 230, h: 250 }, null);
  // The red cross sign.
  const sx = left ? 380 : CANVAS - 460;
  svg +=
    `<path d="M${sx} 120h120v120h-120Z" fill="${shade('#ffffff')}"/>` +
    `<path d="M${sx + 45} 140h30v30h30v20h-30v30h-30v-30h-30v-20h30Z" fill="${shade('#e0504a')}"/>`;
  // A curtain on its rail beside the bed.
  const bed = left ? 60 : CANVAS - 440;
  const curtainX = left ? bed + 400 : bed - 90;
  svg +=
    `<path d="M${curtainX - 20} 60h150v10h-150Z" fill="${shade('#9aa3aa')}"/>` +
    `<path d="M${curtainX} 70h110v${FLOOR_Y - 100}q-20 10 -36 0q-18 10 -38 0q-18 10 -36 0Z" fill="${shade('#9ccfe0')}"/>` +
    `<path d="M${curtainX + 36} 80v${FLOOR_Y - 120}M${curtainX + 74} 80v${FLOOR_Y - 120}" stroke="${shade('#7fb4c8')}" stroke-width="5"/>`;
  svg += drawFloor(context, '#e6ecef', 'tiles');
  // The bed: a frame with wheels, a white mattress and a blue blanket, a pillow, a rail.
  const metal = shade('#aab3ba');
  svg +=
    `<path d="M${bed} ${FLOOR_Y - 160}v200M${bed + 380} ${FLOOR_Y - 60}v100" stroke="${metal}" stroke-width="12"/>` +
    `<path d="M${bed} ${FLOOR_Y - 10}h380v20h-380Z" fill="${metal}"/>` +
    `<path d="${circleSubpath(bed + 20, FLOOR_Y + 50, 12)}${circleSubpath(bed + 360, FLOOR_Y + 50, 12)}" fill="${shade('#3f3f48')}"/>` +
    `<path d="M${bed + 6} ${FLOOR_Y - 70}h374v60h-374Z" fill="${shade('#ffffff')}"/>` +
    `<path d="M${bed + 120} ${FLOOR_Y - 76}h262v66h-262Z" fill="${shade('#6fa8dc')}"/>` +
    `<path d="M${bed + 16} ${FLOOR_Y - 110}q50 -16 90 0v40h-90Z" fill="${shade('#f4f6f8')}"/>` +
    `<path d="M${bed + 150} ${FLOOR_Y - 110}h200M${bed + 150} ${FLOOR_Y - 110}v40M${bed + 350} ${FLOOR_Y - 110}v40" stroke="${metal}" stroke-width="6"/>`;
  // The drip stand.
  const drip = left ? bed + 420 + 140 : bed - 40;
  svg +=
    `<path d="M${drip} ${FLOOR_Y + 20}V${FLOOR_Y - 330}M${drip - 30} ${FLOOR_Y + 20}h60M${drip - 24} ${FLOOR_Y - 330}h48" stroke="${metal}" stroke-width="6"/>` +
    `<path d="M${drip - 22} ${FLOOR_Y - 324}h44v70q-22 16 -44 0Z" fill="${shade('#dff2fa')}" stroke="${metal}" stroke-width="3"/>`;
  return svg;
}
