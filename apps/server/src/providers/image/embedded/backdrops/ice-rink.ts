import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, ellipseSubpath, n } from '../svg-shapes';
import { FLOOR_Y } from './rooms';
import { drawGlow } from './ground';

/**
 * An ice rink under a roof: the barrier all round with its boards, strings of lights, a skate
 * hire counter, and the shining ice with the curls skaters cut in it.
 */
export const ICE_RINK: PlaceBackdrop = {
  draw: drawIceRink,
  landmark: null,
  sky: 'none',
  parts: [],
};

const BARRIER_TOP = FLOOR_Y - 110;

function drawIceRink(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  // A dark vaulted roof with beams, and a string of coloured lights.
  let svg = `<path d="M0 0H${CANVAS}V${BARRIER_TOP}H0Z" fill="${shade('#3b4a6b')}"/>`;
  let beams = '';
  for (let x = -100; x < CANVAS + 100; x += 180)
    beams += `M${x} 0L${CANVAS / 2 + (x - CANVAS / 2) * 1.4} ${BARRIER_TOP}`;
  svg += `<path d="${beams}" stroke="${shade('#2c3852')}" stroke-width="14"/>`;
  svg += `<path d="M0 120Q${CANVAS / 2} 220 ${CANVAS} 120" fill="none" stroke="${shade('#1f2740')}" stroke-width="2"/>`;
  const bulbs = ['', '', '', ''];
  for (let i = 0; i <= 20; i++) {
    const t = i / 20;
    bulbs[i % 4] += circleSubpath(t * CANVAS, 120 + 4 * t * (1 - t) * 75 + 8, 9);
  }
  ['#f2c230', '#e0504a', '#6ab06a', '#4f8fd0'].forEach((colour, i) => {
    svg += `<path d="${bulbs[i]}" fill="${shade(colour)}"/>`;
  });
  svg += drawGlow('rink-lights', CANVAS / 2, 170, 420, palette.light, 0.25);
  // Crowd seats in tiers.
  for (let y = 300; y < BARRIER_TOP; y += 60)
    svg += `<path d="M0 ${y}H${CANVAS}v40H0Z" fill="${shade(y % 120 === 60 ? '#4f8fd0' : '#3f7ac0')}"/>`;
  // The skate hire counter on the landmark's side.
  const counter = layout.landmarkLeft ? 40 : CANVAS - 320;
  svg +=
    `<path d="M${counter} ${BARRIER_TOP - 150}h280v150h-280Z" fill="${shade('#d0473f')}"/>` +
    `<path d="M${counter + 20} ${BARRIER_TOP - 130}h240v40h-240Z" fill="${shade('#f6f1e6')}"/>` +
    `<path d="M${counter + 40} ${BARRIER_TOP - 60}l20 -30h30v30ZM${counter + 120} ${BARRIER_TOP - 60}l20 -30h30v30ZM${counter + 200} ${BARRIER_TOP - 60}l20 -30h30v30Z" fill="${shade('#f6f1e6')}"/>`;
  // The ice, pale blue and shining, with skaters' curls.
  svg += `<path d="M0 ${FLOOR_Y}H${CANVAS}V${CANVAS}H0Z" fill="${shade('#e4f3fa')}"/>`;
  let curls = '';
  for (let i = 0; i < 8; i++)
    curls += ellipseSubpath(
      random.range(80, CANVAS - 80),
      random.range(FLOOR_Y + 50, CANVAS - 40),
      random.range(40, 120),
      random.range(10, 24),
    );
  svg += `<path d="${curls}" fill="none" stroke="${shade('#bcdff0')}" stroke-width="3"/>`;
  svg += `<path d="M0 ${FLOOR_Y + 20}L${CANVAS} ${FLOOR_Y + 120}V${FLOOR_Y + 150}L0 ${FLOOR_Y + 50}Z" fill="#ffffff" fill-opacity="0.35"/>`;
  // The barrier: white boards with a red rail.
  svg +=
    `<path d="M0 ${BARRIER_TOP}H${CANVAS}V${FLOOR_Y}H0Z" fill="${shade('#f6f8fa')}"/>` +
    `<path d="M0 ${BARRIER_TOP}H${CANVAS}v12H0Z" fill="${shade('#d0473f')}"/>`;
  for (let x = 0; x < CANVAS; x += 200)
    svg += `<path d="M${n(x + 40)} ${BARRIER_TOP + 36}h120v40h-120Z" fill="${shade(random.pick(['#4f8fd0', '#f2c230', '#6ab06a']))}" opacity="0.8"/>`;
  return svg;
}
