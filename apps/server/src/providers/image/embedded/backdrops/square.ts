import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, n } from '../svg-shapes';
import { GROUND_TOP, HORIZON_Y } from '../layout';
import { roundTree } from './ground';

/**
 * A town square: low rooftops far off, trees in a row, a paved square with lamp posts, a bench
 * and a flower bed. It leaves the sky above its landmark zone empty: a famous landmark the story
 * names (the Eiffel Tower, Big Ben) stands there (docs/decisions/079).
 */
export const SQUARE: PlaceBackdrop = {
  draw: drawSquare,
  landmark: { top: 80, halfWidth: 170 },
  sky: 'open',
  parts: [],
};

function drawSquare(context: BackdropContext): string {
  const { random, palette, layout } = context;
  const { shade } = palette;
  // Rooftops far off, pale with distance.
  let roofs = '';
  for (let x = -20; x < CANVAS; x += random.range(60, 110)) {
    const h = random.range(60, 130);
    const w = random.range(50, 100);
    roofs += `M${n(x)} ${HORIZON_Y}v${n(-h)}l${n(w / 2)} -30l${n(w / 2)} 30v${n(h)}Z`;
  }
  let svg = `<path d="${roofs}" fill="${palette.far}"/>`;
  for (let x = 30; x < CANVAS; x += 120)
    if (Math.abs(x - layout.landmarkX) > 150)
      svg += roundTree(
        x,
        HORIZON_Y + 10,
        random.range(120, 160),
        shade('#7a5236'),
        shade('#6aa860'),
      );
  // The paved square.
  svg += `<path d="M0 ${HORIZON_Y}H${CANVAS}V${CANVAS}H0Z" fill="${shade('#d8cdb8')}"/>`;
  let slabs = '';
  for (let y = HORIZON_Y + 20, i = 0; y < CANVAS; y += 24 + i * 8, i++)
    slabs += `M0 ${y}H${CANVAS}`;
  for (let x = -400; x < CANVAS + 400; x += 90)
    slabs += `M${CANVAS / 2 + (x - CANVAS / 2) * 0.25} ${HORIZON_Y}L${x} ${CANVAS}`;
  svg += `<path d="${slabs}" stroke="${shade('#c2b59c')}" stroke-width="3"/>`;
  // Lamp posts and a bench, a flower bed.
  for (const x of [60, CANVAS - 60])
    svg +=
      `<path d="M${x} ${GROUND_TOP + 40}V${HORIZON_Y - 110}" stroke="${shade('#3a3a48')}" stroke-width="8"/>` +
      `<path d="${circleSubpath(x, HORIZON_Y - 124, 18)}" fill="${palette.time === 'day' ? shade('#f6f1e0') : palette.light}"/>`;
  const bench = layout.landmarkLeft ? CANVAS - 300 : 160;
  svg +=
    `<path d="M${bench} ${GROUND_TOP - 20}h140v10h-140ZM${bench} ${GROUND_TOP - 50}h140v10h-140Z" fill="${shade('#7a5236')}"/>` +
    `<path d="M${bench + 10} ${GROUND_TOP - 10}v30M${bench + 130} ${GROUND_TOP - 10}v30" stroke="${shade('#3a3a48')}" stroke-width="6"/>`;
  const bed = layout.landmarkLeft ? 120 : CANVAS - 320;
  let flowers = '';
  for (let i = 0; i < 10; i++)
    flowers += circleSubpath(bed + 20 + i * 18, HORIZON_Y + 34 + (i % 2) * 8, 7);
  svg +=
    `<path d="M${bed} ${HORIZON_Y + 30}h200v30h-200Z" fill="${shade('#6aa860')}"/>` +
    `<path d="${flowers}" fill="${shade(random.pick(['#e0504a', '#f2c230', '#f0a0c0']))}"/>`;
  return svg;
}
