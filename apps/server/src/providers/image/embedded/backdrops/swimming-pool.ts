import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, n } from '../svg-shapes';
import { FLOOR_Y } from './rooms';
import { PLACE_WATER } from './near-water';

/**
 * A swimming pool indoors: a tiled hall with tall windows, the blue water across the picture with
 * lane ropes of floats, a diving board and a ladder; the children stand on the wet poolside.
 */
export const SWIMMING_POOL: PlaceBackdrop = {
  draw: drawSwimmingPool,
  landmark: null,
  sky: 'none',
  parts: [],
};

const WATER_TOP = FLOOR_Y - 60;
const POOLSIDE = 860;

function drawSwimmingPool(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  // Swimming, the children are in the pool: its water comes to the front, no near poolside.
  const waterBottom = context.inWater ? CANVAS : POOLSIDE;
  let svg = `<path d="M0 0H${CANVAS}V${WATER_TOP}H0Z" fill="${shade('#dcecf2')}"/>`;
  // Small square tiles on the walls, and tall windows high up.
  let tiles = '';
  for (let y = 300; y < WATER_TOP; y += 36) tiles += `M0 ${y}H${CANVAS}v3H0Z`;
  for (let x = 36; x < CANVAS; x += 36) tiles += `M${x} 300V${WATER_TOP}h3V300Z`;
  svg += `<path d="M0 300H${CANVAS}V${WATER_TOP}H0Z" fill="${shade('#bfe0ea')}"/>`;
  svg += `<path d="${tiles}" fill="${shade('#a6cfdc')}"/>`;
  for (let x = 60; x < CANVAS - 120; x += 240) {
    const box = { x, y: 60, w: 150, h: 190 };
    svg +=
      context.view(box) +
      `<path d="M${x - 8} 52h166v206h-166ZM${x} 60v190h150v-190Z" fill="${shade('#f4f6f8')}" fill-rule="evenodd"/>` +
      `<path d="M${x + 73} 60h6v190h-6Z" fill="${shade('#f4f6f8')}"/>`;
  }
  // The water, its lanes and ripples of light.
  svg += `<path d="M0 ${WATER_TOP}H${CANVAS}V${waterBottom}H0Z" fill="${shade(PLACE_WATER['swimming-pool'] ?? '#3fa7d6')}"/>`;
  svg += `<path d="M0 ${WATER_TOP}H${CANVAS}v10H0Z" fill="${shade('#2c86b3')}"/>`;
  let ripples = '';
  for (let i = 0; i < 12; i++)
    ripples += `M${n(random.range(20, CANVAS - 80))} ${n(random.range(WATER_TOP + 24, waterBottom - 14))}q20 -8 40 0`;
  svg += `<path d="${ripples}" fill="none" stroke="${shade('#bfeaf8')}" stroke-width="4" stroke-linecap="round"/>`;
  for (const [y, colour] of [
    [WATER_TOP + 40, '#e0504a'],
    [WATER_TOP + 90, '#f2c230'],
    [WATER_TOP + 140, '#e0504a'],
  ] as const) {
    let floats = '';
    for (let x = 8; x < CANVAS; x += 26) floats += `M${x} ${y - 6}h18v12h-18Z`;
    svg +=
      `<path d="${floats}" fill="${shade(colour)}"/>` +
      `<path d="M0 ${y}H${CANVAS}" stroke="${shade('#f6f1e6')}" stroke-width="2"/>`;
  }
  // A diving board on one side, the ladder on the other.
  const board = layout.landmarkLeft ? 40 : CANVAS - 340;
  svg +=
    `<path d="M${board} ${WATER_TOP - 120}h300v18h-300Z" fill="${shade('#f6f1e6')}"/>` +
    `<path d="M${layout.landmarkLeft ? board : board + 260} ${WATER_TOP - 102}h40V${WATER_TOP}h-40Z" fill="${shade('#9aa3aa')}"/>`;
  // A float noodle bobbing.
  const noodle = random.range(300, 700);
  svg += `<path d="M${n(noodle)} ${POOLSIDE - 50}q60 -24 120 0" fill="none" stroke="${shade(random.pick(['#6ab06a', '#f08a3a', '#b070c0']))}" stroke-width="18" stroke-linecap="round"/>`;
  if (context.inWater) return svg;
  const ladder = layout.landmarkLeft ? CANVAS - 140 : 100;
  svg += `<path d="M${ladder} ${POOLSIDE}v-120q0 -30 30 -30M${ladder + 60} ${POOLSIDE}v-120q0 -30 30 -30M${ladder} ${POOLSIDE - 40}h60M${ladder} ${POOLSIDE - 80}h60" fill="none" stroke="${shade('#c7cdd2')}" stroke-width="8" stroke-linecap="round"/>`;
  // The poolside: white tiles, wet and shining.
  let side = '';
  for (let x = 0; x < CANVAS; x += 64)
    side += `M${x} ${POOLSIDE}v${CANVAS - POOLSIDE}h2v${-(CANVAS - POOLSIDE)}Z`;
  svg +=
    `<path d="M0 ${POOLSIDE}H${CANVAS}V${CANVAS}H0Z" fill="${shade('#eef4f6')}"/>` +
    `<path d="M0 ${POOLSIDE}H${CANVAS}v8H0Z" fill="${shade('#2c86b3')}"/>` +
    `<path d="${side}" fill="${shade('#c9d6dc')}"/>`;
  return svg;
}
