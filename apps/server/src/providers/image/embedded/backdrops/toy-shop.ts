import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import type { BackdropIcon } from './backdrop-icons';
import { backdropIcon } from './backdrop-icons';
import { CANVAS, circleSubpath, n } from '../svg-shapes';
import { FLOOR_Y, drawFloor, drawWall } from './rooms';

/**
 * A toy shop: wooden shelves of toys up the walls, kites hanging from the ceiling, a rocking
 * horse and a train set on a low table, a shop counter with a till.
 */
export const TOY_SHOP: PlaceBackdrop = {
  draw: drawToyShop,
  landmark: null,
  sky: 'none',
  parts: [],
};

const TOYS: readonly BackdropIcon[] = [
  'robot',
  'soccer-ball',
  'yo-yo',
  'nesting-dolls',
  'rocket',
  'kick-scooter',
  'balloon',
];

function drawToyShop(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  let svg = drawWall(context, '#f6d9a8', 'dots');
  // Shelves on both sides, a toy on each space.
  for (const [side, x0] of [
    [0, 20],
    [1, CANVAS - 400],
  ] as const) {
    svg += `<path d="M${x0} 150h380V${FLOOR_Y}h-380Z" fill="${shade('#b07a4a')}"/>`;
    for (let row = 0; row < 4; row++) {
      const y = 260 + row * 120;
      svg += `<path d="M${x0 + 10} ${y - 100}h360v100h-360Z" fill="${shade('#8a5a34')}"/>`;
      svg += `<path d="M${x0} ${y}h380v12h-380Z" fill="${shade('#6b4428')}"/>`;
      for (let i = 0; i < 4; i++)
        svg += backdropIcon(random.pick(TOYS), x0 + 55 + i * 90, y, 80, `toy-${side}-${row}-${i}`);
    }
  }
  // Kites hanging from the ceiling.
  for (const x of [470, 560]) {
    const colour = shade(random.pick(['#e0504a', '#4f8fd0', '#f2c230']));
    svg +=
      `<path d="M${x} 0v60" stroke="${shade('#6b4428')}" stroke-width="2"/>` +
      `<path d="M${x} 60l40 50l-40 70l-40 -70Z" fill="${colour}"/>` +
      `<path d="M${x} 180q10 30 -6 60q-14 24 6 50" fill="none" stroke="${colour}" stroke-width="3"/>`;
  }
  svg += drawFloor(context, '#c99e6e', 'boards');
  // The counter with its till, on the landmark's side, in front of the shelves.
  const cx = layout.landmarkLeft ? 60 : CANVAS - 340;
  svg +=
    `<path d="M${cx} ${FLOOR_Y - 150}h280v150h-280Z" fill="${shade('#d0473f')}"/>` +
    `<path d="M${cx - 10} ${FLOOR_Y - 160}h300v16h-300Z" fill="${shade('#8a5a34')}"/>` +
    `<path d="M${cx + 180} ${FLOOR_Y - 220}h80v60h-80Z" fill="${shade('#5a5f66')}"/>` +
    `<path d="M${cx + 190} ${FLOOR_Y - 212}h60v20h-60Z" fill="${shade('#b8e0a8')}"/>`;
  // A rocking horse on the other side.
  const hx = layout.landmarkLeft ? CANVAS - 200 : 200;
  const wood = shade('#e8c28a');
  svg +=
    `<path d="M${hx - 110} ${FLOOR_Y + 70}q110 40 220 0" fill="none" stroke="${shade('#8a5a34')}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="M${hx - 60} ${FLOOR_Y + 78}l10 -90M${hx + 60} ${FLOOR_Y + 78}l-10 -90" stroke="${wood}" stroke-width="14"/>` +
    `<path d="M${hx - 80} ${FLOOR_Y - 40}q80 -30 150 0l10 30q-80 20 -160 0Z" fill="${wood}"/>` +
    `<path d="M${hx + 60} ${FLOOR_Y - 40}l30 -70q24 -10 40 10l-20 30l-20 -4l-14 40Z" fill="${wood}"/>` +
    `<path d="M${hx + 84} ${FLOOR_Y - 112}q-30 20 -30 70" fill="none" stroke="${shade('#c0504a')}" stroke-width="10"/>` +
    `<path d="M${hx - 80} ${FLOOR_Y - 30}q-30 10 -20 60" fill="none" stroke="${shade('#c0504a')}" stroke-width="10"/>` +
    `<path d="${circleSubpath(hx + 104, FLOOR_Y - 92, 4)}" fill="#222"/>`;
  return svg + `<path d="M0 ${n(FLOOR_Y - 2)}h${CANVAS}" stroke="#000" stroke-opacity="0.05"/>`;
}
