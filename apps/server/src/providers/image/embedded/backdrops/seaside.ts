import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import {
  CANVAS,
  bandedGradient,
  circleSubpath,
  ellipseSubpath,
  mixColor,
  n,
  ridgePath,
} from '../svg-shapes';

import { PLACE_WATER } from './near-water';
import { drawNearRipples } from './pond';

const SEA_TOP = 600;
const SHORE = 780;

/** The seaside: a far headland, the sea with rolling waves, a foamy shore and a sandy beach. */
export const SEASIDE: PlaceBackdrop = {
  draw: drawSeaside,
  landmark: { top: 560, halfWidth: 120 },
  sky: 'open',
  parts: ['water-wave'],
};

function drawSeaside(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const headlandX = layout.landmarkLeft ? random.range(760, 980) : random.range(40, 260);
  const headland = ridgePath(
    [
      [headlandX - 260, SEA_TOP + 4],
      [headlandX - 120, SEA_TOP - random.range(50, 80)],
      [headlandX + 40, SEA_TOP - random.range(70, 110)],
      [headlandX + 220, SEA_TOP + 4],
    ],
    SEA_TOP + 10,
  );
  return (
    `<path d="${headland}" fill="${palette.far}"/>` +
    context.part('water-wave', drawSea(context)) +
    // Wading, the children are in the sea: it comes to the front, the beach out of view.
    (context.inWater
      ? drawNearRipples(CANVAS, palette.shade('#ffffff'))
      : drawBeach(context) + drawUmbrella(context, layout.landmarkX))
  );
}

function drawSea(context: BackdropContext): string {
  const { random, palette } = context;
  const { shade } = palette;
  const sea = bandedGradient(
    [
      [0, mixColor(shade('#7cc6e0'), palette.skyHorizon, 0.3)],
      [1, shade(PLACE_WATER.seaside ?? '#2f86b8')],
    ],
    SEA_TOP,
    context.inWater ? CANVAS : SHORE + 20,
    10,
  );
  let waves = '';
  for (let i = 0; i < 16; i++) {
    const y = SEA_TOP + 14 + Math.pow(random.next(), 1.3) * (SHORE - SEA_TOP - 30);
    const x = random.range(0, CANVAS);
    const w = 20 + (y - SEA_TOP) * 0.35;
    waves += `M${n(x - w)} ${n(y)}q${n(w / 2)} ${n(-w * 0.25)} ${n(w)} 0q${n(w / 2)} ${n(-w * 0.25)} ${n(w)} 0`;
  }
  return (
    sea +
    `<path d="${waves}" fill="none" stroke="${shade('#ffffff')}" stroke-opacity="0.55" stroke-width="4" stroke-linecap="round"/>`
  );
}

function drawBeach(context: BackdropContext): string {
  const { random, palette } = context;
  const { shade } = palette;
  let edge = `M0 ${SHORE}`;
  for (let x = 0; x <= CANVAS; x += 64)
    edge += `Q${x + 32} ${SHORE + random.range(-14, 6)} ${x + 64} ${SHORE}`;
  const sand = `${edge}V${CANVAS}H0Z`;
  let dots = '';
  for (let i = 0; i < 26; i++)
    dots += ellipseSubpath(
      random.range(10, CANVAS - 10),
      random.range(SHORE + 60, CANVAS - 10),
      random.range(3, 7),
      random.range(2, 4),
    );
  let shells = '';
  for (let i = 0; i < 4; i++) {
    const x = random.range(40, CANVAS - 40);
    const y = random.range(SHORE + 80, CANVAS - 40);
    shells += `M${n(x - 12)} ${n(y)}q12 -22 24 0Z`;
  }
  return (
    `<path d="${sand}" fill="${shade('#f0d9a0')}"/>` +
    `<path d="${edge}V${SHORE + 46}H0Z" fill="${shade('#d8b97c')}" fill-opacity="0.7"/>` +
    `<path d="${edge}" fill="none" stroke="${shade('#ffffff')}" stroke-width="8" stroke-opacity="0.85"/>` +
    `<path d="${dots}" fill="${shade('#c9a86a')}" fill-opacity="0.7"/>` +
    `<path d="${shells}" fill="${shade('#f4c8b8')}"/>` +
    `<path d="${circleSubpath(random.range(60, 960), random.range(900, 990), 4)}" fill="${shade('#e07a5a')}"/>`
  );
}

function drawUmbrella(context: BackdropContext, x: number): string {
  const { shade } = context.palette;
  const top = 610;
  const stripes = ['#e0534f', '#f6efe0'];
  let canopy = '';
  for (let i = 0; i < 6; i++) {
    const a = -110 + i * 36;
    canopy += `<path d="M${x} ${top}L${x + a} ${top + 50}Q${x + a + 18} ${top + 38} ${x + a + 36} ${top + 50}Z" fill="${shade(stripes[i % 2] ?? '#ffffff')}"/>`;
  }
  return (
    `<path d="M${x + 8} ${top}L${x + 20} ${SHORE + 60}" stroke="${shade('#8a6a4a')}" stroke-width="6"/>` +
    `<path d="M${x} ${top - 4}Q${x - 110} ${top + 10} ${x - 110} ${top + 50}H${x + 106}Q${x + 106} ${top + 10} ${x} ${top - 4}Z" fill="${shade('#e0534f')}"/>` +
    canopy +
    `<path d="M${x - 90} ${SHORE + 66}l150 -6l10 30l-150 8Z" fill="${shade('#5fa8d8')}"/>` +
    `<path d="M${x - 60} ${SHORE + 64}l10 34M${x - 20} ${SHORE + 62}l10 34M${x + 20} ${SHORE + 61}l10 33" stroke="${shade('#ffffff')}" stroke-width="8" stroke-opacity="0.8"/>`
  );
}
