import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, n } from '../svg-shapes';
import { GROUND_TOP, HORIZON_Y } from '../layout';
import { drawGlow } from './ground';

/**
 * A lighthouse on its rocks: the striped tower with its lamp room and beam, the sea behind
 * breaking on the rocks, and the grassy headland path the children stand on.
 */
export const LIGHTHOUSE: PlaceBackdrop = {
  draw: drawLighthouse,
  landmark: { top: 90, halfWidth: 120 },
  sky: 'open',
  parts: ['lighthouse'],
};

function drawLighthouse(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  const sea = shade('#3f8fc0');
  let svg = `<path d="M0 ${HORIZON_Y - 160}H${CANVAS}V${CANVAS}H0Z" fill="${sea}"/>`;
  let waves = '';
  for (let i = 0; i < 14; i++)
    waves += `M${n(random.range(0, CANVAS))} ${n(random.range(HORIZON_Y - 140, HORIZON_Y + 20))}q15 -8 30 0q15 8 30 0`;
  svg += `<path d="${waves}" fill="none" stroke="${shade('#d8f0f8')}" stroke-width="4" stroke-linecap="round"/>`;
  // The rocks and the tower.
  const x = layout.landmarkX;
  const base = HORIZON_Y + 40;
  const night = palette.time === 'night' || palette.time === 'evening';
  let tower =
    `<path d="M${x - 200} ${base + 40}q40 -90 120 -100q60 -30 140 0q90 20 120 100Z" fill="${shade('#6b6f78')}"/>` +
    `<path d="M${x - 70} ${base - 40}L${x - 44} 230h88L${x + 70} ${base - 40}Z" fill="${shade('#f6f4ee')}"/>`;
  for (const [from, to] of [
    [base - 40, base - 130],
    [base - 220, base - 310],
  ] as const) {
    const w1 = 70 - ((base - 40 - from) / (base - 270)) * 26;
    const w2 = 70 - ((base - 40 - to) / (base - 270)) * 26;
    tower += `<path d="M${n(x - w1)} ${from}L${n(x - w2)} ${to}h${n(2 * w2)}L${n(x + w1)} ${from}Z" fill="${shade('#d0473f')}"/>`;
  }
  tower +=
    `<path d="M${x - 60} 230h120v-14h-120Z" fill="${shade('#3a3040')}"/>` +
    `<path d="M${x - 36} 216h72v-70h-72Z" fill="${night ? '#fff2b0' : shade('#cfe6f0')}"/>` +
    `<path d="M${x - 46} 146h92l-46 -46Z" fill="${shade('#d0473f')}"/>` +
    `<path d="M${x - 16} ${base - 60}h32v-50q-16 -20 -32 0Z" fill="${shade('#3a3040')}"/>`;
  if (night)
    tower +=
      drawGlow('lighthouse-lamp', x, 180, 160, '#fff2b0', 0.6) +
      `<path d="M${x} 180L${layout.landmarkLeft ? CANVAS : 0} 90V270Z" fill="#fff2b0" fill-opacity="0.18"/>`;
  svg += context.part('lighthouse', tower);
  // The grassy headland in front, with a path.
  svg +=
    `<path d="M-20 ${GROUND_TOP - 30}Q${CANVAS / 2} ${GROUND_TOP - 80} ${CANVAS + 20} ${GROUND_TOP - 20}V${CANVAS}H-20Z" fill="${shade('#7cb86a')}"/>` +
    `<path d="M${x - 40} ${GROUND_TOP - 50}Q${x + 60} ${GROUND_TOP + 60} ${CANVAS / 2} ${CANVAS}h160Q${x + 140} ${GROUND_TOP + 40} ${x + 10} ${GROUND_TOP - 52}Z" fill="${shade('#d8c8a0')}"/>`;
  return svg;
}
