import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, mixColor } from '../svg-shapes';
import { GROUND_TOP, HORIZON_Y } from '../layout';

/** Up in the sky: a sea of cloud to stand on, cloud banks far off and little cloud islands. */
export const SKY_LAND: PlaceBackdrop = {
  draw: drawSkyLand,
  landmark: null,
  sky: 'open',
  parts: ['cloud'],
};

function drawSkyLand(context: BackdropContext): string {
  const { random, palette } = context;
  const white = palette.shade('#ffffff');
  const shadow = mixColor(white, palette.skyMid, 0.35);
  const bank = (y: number, r: number, step: number): string => {
    let d = '';
    for (let x = -r; x < CANVAS + r; x += step)
      d += circleSubpath(
        x + random.range(-10, 10),
        y + random.range(-r * 0.3, r * 0.2),
        r * random.range(0.8, 1.1),
      );
    return d + `M0 ${y}H${CANVAS}V${CANVAS}H0Z`;
  };
  let islands = '';
  for (let i = 0; i < 3; i++) {
    const x = random.range(80, CANVAS - 80);
    const y = random.range(320, HORIZON_Y - 120);
    islands +=
      circleSubpath(x, y, 26) + circleSubpath(x + 30, y - 10, 32) + circleSubpath(x + 62, y, 24);
  }
  return (
    `<path d="${islands}" fill="${white}" fill-opacity="0.85"/>` +
    `<path d="${bank(HORIZON_Y - 30, 60, 90)}" fill="${mixColor(white, palette.skyHorizon, 0.4)}"/>` +
    `<path d="${bank(HORIZON_Y + 70, 80, 110)}" fill="${shadow}"/>` +
    context.part('cloud', `<path d="${bank(GROUND_TOP - 10, 90, 120)}" fill="${white}"/>`) +
    `<path d="${bank(GROUND_TOP + 120, 100, 140)}" fill="${mixColor(white, shadow, 0.3)}" fill-opacity="0.7"/>`
  );
}
