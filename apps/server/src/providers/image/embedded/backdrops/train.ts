import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, n } from '../svg-shapes';
import { FLOOR_Y } from './rooms';

/**
 * Inside a train: a carriage with a row of windows, fields and telegraph poles rushing past in
 * them, the luggage rack above, seats in a row, and the aisle the children stand in.
 */
export const TRAIN: PlaceBackdrop = {
  draw: drawTrain,
  landmark: null,
  sky: 'none',
  parts: [],
};

function drawTrain(context: BackdropContext): string {
  const { random, palette } = context;
  const { shade } = palette;
  let svg = `<path d="M0 0H${CANVAS}V${FLOOR_Y}H0Z" fill="${shade('#e8dcc8')}"/>`;
  // The curved ceiling.
  svg += `<path d="M0 0H${CANVAS}V70Q${CANVAS / 2} 20 0 70Z" fill="${shade('#cdbfa6')}"/>`;
  const fields = shade('#7cbf6a');
  const far = shade('#a8d08a');
  for (let x = 40; x < CANVAS; x += 250) {
    const box = { x, y: 200, w: 200, h: 200 };
    // Fields under the sky, and a pole leaning with the speed.
    const pole = x + random.range(30, 170);
    svg +=
      context.view(box) +
      `<path d="M${x} ${300 + random.range(-10, 10)}q100 -20 200 0V400h-200Z" fill="${far}"/>` +
      `<path d="M${x} 350q100 -14 200 6V400h-200Z" fill="${fields}"/>` +
      `<path d="M${n(pole)} 400l10 -150M${n(pole - 10)} 270h36" stroke="${shade('#6b4428')}" stroke-width="5"/>` +
      `<path d="M${x + 20} 330h60M${x + 110} 370h70" stroke="#ffffff" stroke-width="4" stroke-opacity="0.6" stroke-linecap="round"/>` +
      `<path d="M${x - 14} 186h228v228h-228ZM${x} 200v200h200v-200Z" fill="${shade('#8a9aa8')}" fill-rule="evenodd"/>` +
      `<path d="M${x - 6} 192h212v216h-212Z" fill="none" stroke="${shade('#5f6e7c')}" stroke-width="4" rx="20"/>`;
  }
  // The luggage rack with a suitcase.
  svg +=
    `<path d="M0 150H${CANVAS}v10H0Z" fill="${shade('#9aa3aa')}"/>` +
    `<path d="M0 120H${CANVAS}" stroke="${shade('#9aa3aa')}" stroke-width="4" stroke-dasharray="4 14"/>` +
    `<path d="M${random.range(100, 700)} 90h120v60h-120Z" fill="${shade(random.pick(['#c0504a', '#4f8fd0', '#6ab06a']))}"/>`;
  // Seats: high backs in a row under the windows.
  for (let x = 20; x < CANVAS; x += 250)
    svg +=
      `<path d="M${x} ${FLOOR_Y}V470q0 -30 30 -30h150q30 0 30 30V${FLOOR_Y}Z" fill="${shade('#3f6fb0')}"/>` +
      `<path d="M${x + 20} 450h170v50h-170Z" fill="${shade('#f6f1e6')}" opacity="0.8"/>` +
      `<path d="M${x} 620h230v30h-230Z" fill="${shade('#2f5a94')}"/>`;
  // The aisle's floor with its patterned carpet.
  svg += `<path d="M0 ${FLOOR_Y}H${CANVAS}V${CANVAS}H0Z" fill="${shade('#7a6a8a')}"/>`;
  let dots = '';
  for (let y = FLOOR_Y + 30; y < CANVAS; y += 50)
    for (let x = (y / 50) % 2 ? 20 : 45; x < CANVAS; x += 50) dots += `M${x} ${y}h10v10h-10Z`;
  return svg + `<path d="${dots}" fill="${shade('#f2c230')}" opacity="0.5"/>`;
}
