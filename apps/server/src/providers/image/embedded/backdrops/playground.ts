import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS } from '../svg-shapes';
import { GROUND_TOP, HORIZON_Y } from '../layout';
import { drawHills, roundTree } from './ground';

/**
 * A playground: a climbing frame with a slide down one side, a seesaw, a roundabout, a railing
 * round it all and the soft red safety ground with hopscotch squares in front.
 */
export const PLAYGROUND: PlaceBackdrop = {
  draw: drawPlayground,
  landmark: { top: 420, halfWidth: 200 },
  sky: 'open',
  parts: ['playground-slide'],
};

function drawPlayground(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  let svg = drawHills(random, palette.far, HORIZON_Y - 120, 40, 5);
  for (let x = 40; x < CANVAS; x += random.range(180, 260))
    svg += roundTree(x, HORIZON_Y - 20, random.range(170, 230), shade('#7a5236'), shade('#5c9e5a'));
  // A railing along the back.
  let rails = `M0 ${HORIZON_Y - 80}H${CANVAS}M0 ${HORIZON_Y - 30}H${CANVAS}`;
  for (let x = 10; x < CANVAS; x += 28) rails += `M${x} ${HORIZON_Y - 90}V${HORIZON_Y}`;
  svg += `<path d="${rails}" stroke="${shade('#3f6fb0')}" stroke-width="5"/>`;
  // The soft red ground.
  svg += `<path d="M0 ${HORIZON_Y}H${CANVAS}V${CANVAS}H0Z" fill="${shade('#c8645a')}"/>`;
  // The climbing frame with its slide, on the landmark's side.
  const x = layout.landmarkX;
  const post = shade('#f2b632');
  const deck = HORIZON_Y - 120;
  const dir = layout.landmarkLeft ? 1 : -1;
  let frame = `M${x - 120} ${GROUND_TOP - 20}V${deck - 140}M${x + 20} ${GROUND_TOP - 20}V${deck - 140}`;
  for (let y = deck + 40; y < GROUND_TOP - 20; y += 40) frame += `M${x - 120} ${y}h140`;
  const slide = `M${x + (dir > 0 ? 20 : -120)} ${deck}q${dir * 120} 20 ${dir * 200} ${GROUND_TOP - 40 - deck}h${dir * 60}`;
  svg +=
    `<path d="${frame}" stroke="${post}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M${x - 140} ${deck}h180v20h-180Z" fill="${shade('#3f8fb0')}"/>` +
    `<path d="M${x - 140} ${deck - 140}l90 -70l90 70Z" fill="${shade('#e0504a')}"/>` +
    context.part(
      'playground-slide',
      `<path d="${slide}" fill="none" stroke="${shade('#6ab06a')}" stroke-width="26" stroke-linecap="round"/>`,
    );
  // A seesaw and a roundabout on the other side.
  const o = layout.landmarkLeft ? CANVAS - 260 : 260;
  svg +=
    `<path d="M${o - 30} ${GROUND_TOP - 10}l30 -50l30 50Z" fill="${shade('#9aa3aa')}"/>` +
    `<path d="M${o - 150} ${GROUND_TOP - 30}L${o + 150} ${GROUND_TOP - 90}" stroke="${shade('#3f8fb0')}" stroke-width="16" stroke-linecap="round"/>` +
    `<path d="M${o - 130} ${GROUND_TOP - 60}v-30M${o + 130} ${GROUND_TOP - 116}v-30" stroke="${shade('#e0504a')}" stroke-width="8" stroke-linecap="round"/>`;
  // Hopscotch squares chalked in front.
  let hop = '';
  const hx = CANVAS / 2 - 40;
  for (let i = 0; i < 4; i++) hop += `M${hx} ${GROUND_TOP + 20 + i * 40}h80v36h-80Z`;
  svg += `<path d="${hop}" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="4"/>`;
  return svg;
}
