import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import type { BackdropIcon } from './backdrop-icons';
import { backdropIcon } from './backdrop-icons';
import { CANVAS, circleSubpath, n } from '../svg-shapes';
import { FLOOR_Y, drawFloor } from './rooms';

/**
 * A museum hall: stone columns, a dinosaur skeleton on its plinth, glass cases on stands with
 * treasures inside, a rope on posts, framed paintings; a polished floor.
 */
export const MUSEUM: PlaceBackdrop = {
  draw: drawMuseum,
  landmark: null,
  sky: 'none',
  parts: [],
};

const TREASURES: readonly BackdropIcon[] = ['crown', 'gem-stone', 'nesting-dolls', 'rocket'];

function drawMuseum(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  const stone = shade('#efe6d4');
  let svg = `<path d="M0 0H${CANVAS}V${FLOOR_Y}H0Z" fill="${shade('#e2d6bf')}"/>`;
  // Columns.
  for (const x of [40, 350, 640, CANVAS - 110])
    svg +=
      `<path d="M${x} 70h70V${FLOOR_Y}h-70Z" fill="${stone}"/>` +
      `<path d="M${x - 12} 50h94v26h-94ZM${x - 12} ${FLOOR_Y - 26}h94v26h-94Z" fill="${shade('#d6c8ab')}"/>` +
      `<path d="M${x + 18} 80V${FLOOR_Y - 30}M${x + 35} 80V${FLOOR_Y - 30}M${x + 52} 80V${FLOOR_Y - 30}" stroke="${shade('#d6c8ab')}" stroke-width="3"/>`;
  // Framed paintings between the columns.
  for (const x of [170, 730]) {
    svg +=
      `<path d="M${x} 120h150v110h-150Z" fill="${shade('#c9a040')}"/>` +
      `<path d="M${x + 10} 130h130v90h-130Z" fill="${shade(random.pick(['#7fb47f', '#6fa8dc', '#e6a57a']))}"/>` +
      `<path d="${circleSubpath(x + 100, 160, 14)}" fill="${shade('#f2cf4a')}"/>`;
  }
  svg += drawFloor(context, '#cdb994', 'checks');
  // The dinosaur skeleton on its plinth, on the landmark's side.
  const dx = layout.landmarkX;
  const bone = shade('#f6f1e0');
  let ribs = '';
  for (let i = 0; i < 7; i++) ribs += `M${dx - 90 + i * 26} ${FLOOR_Y - 260}q6 60 0 100`;
  svg +=
    `<path d="M${dx - 230} ${FLOOR_Y - 40}h460v60h-460Z" fill="${shade('#8d7a5a')}"/>` +
    `<path d="M${dx - 220} ${FLOOR_Y - 240}Q${dx - 120} ${FLOOR_Y - 300} ${dx} ${FLOOR_Y - 270}Q${dx + 80} ${FLOOR_Y - 260} ${dx + 120} ${FLOOR_Y - 400}" fill="none" stroke="${bone}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="${ribs}" fill="none" stroke="${bone}" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M${dx + 100} ${FLOOR_Y - 410}q30 -40 80 -10q10 20 -20 30l-50 6Z" fill="${bone}"/>` +
    `<path d="${circleSubpath(dx + 150, FLOOR_Y - 420, 7)}" fill="${shade('#8d7a5a')}"/>` +
    `<path d="M${dx - 70} ${FLOOR_Y - 200}l-16 160M${dx - 40} ${FLOOR_Y - 200}l20 160M${dx + 50} ${FLOOR_Y - 240}l-10 200M${dx + 80} ${FLOOR_Y - 240}l24 200" stroke="${bone}" stroke-width="12" stroke-linecap="round"/>`;
  // Glass cases with treasures, on the other side.
  const side = layout.landmarkLeft ? CANVAS - 300 : 80;
  for (const [i, x] of [side, side + 130].entries()) {
    svg +=
      `<path d="M${x + 10} ${FLOOR_Y - 90}h90v${90 + i * 10}h-90Z" fill="${shade('#8d7a5a')}"/>` +
      backdropIcon(random.pick(TREASURES), x + 55, FLOOR_Y - 100, 70, `case-${i}`) +
      `<path d="M${x} ${FLOOR_Y - 200}h110v110h-110Z" fill="${shade('#dff2fa')}" fill-opacity="0.35" stroke="${shade('#aab3ba')}" stroke-width="4"/>` +
      `<path d="M${x + 14} ${FLOOR_Y - 186}l30 0l-30 40Z" fill="#ffffff" fill-opacity="0.5"/>`;
  }
  // A red rope on brass posts in front of the skeleton.
  svg +=
    `<path d="M${n(dx - 200)} ${FLOOR_Y + 40}q100 40 200 0q100 40 200 0" fill="none" stroke="${shade('#c0392b')}" stroke-width="8"/>` +
    `<path d="M${dx - 200} ${FLOOR_Y + 34}v60M${dx} ${FLOOR_Y + 34}v60M${dx + 200} ${FLOOR_Y + 34}v60" stroke="${shade('#c9a040')}" stroke-width="10"/>`;
  return svg;
}
