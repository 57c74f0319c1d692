import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, bandedGradient, circleSubpath, ellipseSubpath, n } from '../svg-shapes';

const SEABED = 790;

/** Under the sea: blue water lit from above, light rays, seaweed, coral and rising bubbles. */
export const UNDERWATER: PlaceBackdrop = {
  draw: drawUnderwater,
  landmark: null,
  sky: 'none',
  parts: ['bubbles'],
};

function drawUnderwater(context: BackdropContext): string {
  const { random, palette } = context;
  const { shade } = palette;
  let rays = '';
  for (let i = 0; i < 5; i++) {
    const x = random.range(0, CANVAS);
    rays += `M${n(x - 30)} 0h60l${n(random.range(80, 180))} ${SEABED}h-110Z`;
  }
  return (
    bandedGradient(
      [
        [0, shade('#8fe0ea')],
        [0.35, shade('#3fa8c8')],
        [1, shade('#1f5f9a')],
      ],
      0,
      SEABED + 40,
      12,
    ) +
    // The surface seen from below: the sun or the moon wobbles in it.
    context.view({ x: random.range(200, 640), y: 0, w: 220, h: 90 }, true) +
    `<path d="M0 70q64 -16 128 0t128 0t128 0t128 0t128 0t128 0t128 0t128 0V60H0Z" fill="${shade('#bff0f4')}" fill-opacity="0.7"/>` +
    `<path d="${rays}" fill="#ffffff" fill-opacity="0.08"/>` +
    drawSeabed(context) +
    context.part('bubbles', drawBubbles(context))
  );
}

function drawSeabed(context: BackdropContext): string {
  const { random, palette } = context;
  const { shade } = palette;
  let weed = '';
  for (let i = 0; i < 9; i++) {
    const x = random.range(10, CANVAS - 10);
    const h = random.range(120, 260);
    weed += `M${n(x)} ${SEABED + 10}q-24 ${n(-h * 0.25)} 0 ${n(-h * 0.5)}t0 ${n(-h * 0.5)}`;
  }
  let coral = '';
  for (let i = 0; i < 4; i++) {
    const x = random.range(30, CANVAS - 30);
    coral +=
      circleSubpath(x, SEABED - 10, 26) +
      circleSubpath(x - 26, SEABED - 30, 18) +
      circleSubpath(x + 22, SEABED - 40, 20);
  }
  let rocks = '';
  for (let i = 0; i < 4; i++)
    rocks += ellipseSubpath(
      random.range(20, CANVAS - 20),
      SEABED + random.range(0, 20),
      random.range(30, 60),
      random.range(16, 30),
    );
  return (
    `<path d="${weed}" fill="none" stroke="${shade('#3f9a5a')}" stroke-width="12" stroke-linecap="round"/>` +
    `<path d="${coral}" fill="${shade(random.pick(['#f08a8a', '#f4a65a', '#e07ab8']))}"/>` +
    `<path d="M0 ${SEABED}q256 -24 512 0t512 0V${CANVAS}H0Z" fill="${shade('#e8d3a0')}"/>` +
    `<path d="${rocks}" fill="${shade('#7a8a96')}"/>`
  );
}

function drawBubbles(context: BackdropContext): string {
  const { random, palette } = context;
  let d = '';
  for (let i = 0; i < 5; i++) {
    const x = random.range(40, CANVAS - 40);
    let y = random.range(500, SEABED);
    for (let k = 0; k < 5; k++) {
      d += circleSubpath(x + random.range(-8, 8), y, random.range(5, 11));
      y -= random.range(30, 60);
    }
  }
  return `<path d="${d}" fill="#ffffff" fill-opacity="0.25" stroke="${palette.shade('#e8fbff')}" stroke-opacity="0.8" stroke-width="2.5"/>`;
}
