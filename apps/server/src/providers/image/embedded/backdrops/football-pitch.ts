import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, n } from '../svg-shapes';
import { GROUND_TOP, HORIZON_Y } from '../layout';
import { drawHills, roundTree } from './ground';

/**
 * A football pitch: striped grass with white lines, a goal with its net on one side, corner flags,
 * a low stand of spectators behind.
 */
export const FOOTBALL_PITCH: PlaceBackdrop = {
  draw: drawFootballPitch,
  landmark: { top: 470, halfWidth: 190 },
  sky: 'open',
  parts: [],
};

const PITCH_TOP = HORIZON_Y - 40;

function drawFootballPitch(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  let svg = drawHills(random, palette.far, HORIZON_Y - 150, 40, 5);
  for (let x = 20; x < CANVAS; x += random.range(160, 230))
    svg += roundTree(x, HORIZON_Y - 60, random.range(140, 190), shade('#7a5236'), shade('#5c9e5a'));
  // A low stand with a row of people in bright shirts.
  svg += `<path d="M0 ${PITCH_TOP - 110}H${CANVAS}V${PITCH_TOP}H0Z" fill="${shade('#8d969d')}"/>`;
  for (const [row, y] of [PITCH_TOP - 90, PITCH_TOP - 46].entries()) {
    const heads: Record<string, string> = {};
    for (let x = 16 + row * 14; x < CANVAS; x += 30) {
      const colour = random.pick(['#e0504a', '#f2c230', '#4f8fd0', '#f6f1e6']);
      heads[colour] = (heads[colour] ?? '') + `M${x - 11} ${y + 40}v-20q11 -10 22 0v20Z`;
      heads['#c98b5e'] = (heads['#c98b5e'] ?? '') + circleSubpath(x, y + 10, 8);
    }
    for (const [colour, d] of Object.entries(heads))
      svg += `<path d="${d}" fill="${shade(colour)}"/>`;
  }
  // Mown stripes and the white lines.
  svg += `<path d="M0 ${PITCH_TOP}H${CANVAS}V${CANVAS}H0Z" fill="${shade('#5fae55')}"/>`;
  let stripes = '';
  for (let x = 0; x < CANVAS; x += 160)
    stripes += `M${x} ${PITCH_TOP}h80l${40 + x / 20} ${CANVAS - PITCH_TOP}h-80Z`;
  svg += `<path d="${stripes}" fill="${shade('#6dbd61')}"/>`;
  const line = shade('#f6f6f0');
  svg +=
    `<path d="M0 ${PITCH_TOP + 30}H${CANVAS}M${CANVAS / 2} ${PITCH_TOP + 30}V${CANVAS}" stroke="${line}" stroke-width="6"/>` +
    `<path d="M${CANVAS / 2 - 150} ${GROUND_TOP + 60}a150 60 0 0 1 300 0" fill="none" stroke="${line}" stroke-width="6"/>`;
  // The goal, its net and the penalty box, on the landmark's side.
  const gx = layout.landmarkX;
  let net = '';
  for (let x = gx - 170; x <= gx + 170; x += 20)
    net += `M${x} ${PITCH_TOP - 150}l${(x - gx) / 12} 150`;
  for (let y = PITCH_TOP - 130; y < PITCH_TOP; y += 20) net += `M${gx - 170} ${y}H${gx + 170}`;
  svg +=
    `<path d="${net}" stroke="${shade('#e8ecef')}" stroke-width="2" opacity="0.8"/>` +
    `<path d="M${gx - 180} ${PITCH_TOP + 4}V${PITCH_TOP - 160}H${gx + 180}V${PITCH_TOP + 4}" fill="none" stroke="${line}" stroke-width="12"/>` +
    `<path d="M${gx - 260} ${PITCH_TOP + 4}l-30 90h580l-30 -90" fill="none" stroke="${line}" stroke-width="5"/>`;
  // Corner flags.
  for (const x of [30, CANVAS - 30])
    svg +=
      `<path d="M${x} ${PITCH_TOP + 40}v-90" stroke="${shade('#f6f1e6')}" stroke-width="5"/>` +
      `<path d="M${x} ${PITCH_TOP - 50}l${x < CANVAS / 2 ? 34 : -34} 12l${x < CANVAS / 2 ? -34 : 34} 12Z" fill="${shade('#f2c230')}"/>`;
  // A ball resting on the grass away from the children.
  const ball = layout.landmarkLeft ? layout.landmarkX + 240 : layout.landmarkX - 240;
  svg +=
    `<path d="${circleSubpath(ball, GROUND_TOP + 90, 26)}" fill="${shade('#f6f6f0')}"/>` +
    `<path d="M${n(ball - 8)} ${GROUND_TOP + 80}l10 -8l10 8l-4 12h-12Z" fill="${shade('#2b2b33')}"/>`;
  return svg;
}
