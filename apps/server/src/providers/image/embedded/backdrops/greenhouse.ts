import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, ellipseSubpath, mixColor, n } from '../svg-shapes';
import { drawHills } from './ground';

const BENCH_Y = 680;
const FLOOR = 740;

/** Inside a greenhouse: glass walls and roof on white frames, benches of potted plants. */
export const GREENHOUSE: PlaceBackdrop = {
  draw: drawGreenhouse,
  landmark: null,
  sky: 'open',
  parts: ['potted-plant'],
};

function drawGreenhouse(context: BackdropContext): string {
  const { random, palette } = context;
  const { shade } = palette;
  return (
    drawHills(random, palette.far, 600, 40, 5) +
    drawHills(random, palette.mid, 660, 30, 4) +
    // The glass: a pale sheen over everything seen through it.
    `<path d="M0 200L512 50L${CANVAS} 200V${FLOOR}H0Z" fill="${shade('#e8f6f2')}" fill-opacity="0.16"/>` +
    drawFrames(shade('#f7f5ee')) +
    drawHangingBaskets(context) +
    drawFloor(context) +
    context.part('potted-plant', drawBench(context))
  );
}

function drawFrames(frame: string): string {
  let d = `M0 200L512 50L${CANVAS} 200M0 420H${CANVAS}M0 ${FLOOR}H${CANVAS}`;
  for (let x = 0; x <= CANVAS; x += 128) {
    const top = x <= 512 ? 200 - (x / 512) * 150 : 50 + ((x - 512) / 512) * 150;
    d += `M${x} ${n(top)}V${FLOOR}`;
  }
  return `<path d="${d}" fill="none" stroke="${frame}" stroke-width="10" stroke-linejoin="round"/>`;
}

function drawHangingBaskets(context: BackdropContext): string {
  const { random, palette } = context;
  const { shade } = palette;
  let svg = '';
  for (const x of [random.range(180, 300), random.range(720, 860)]) {
    const y = x < 512 ? 130 + (1 - x / 512) * 40 + 90 : 130 + ((x - 512) / 512) * 40 + 90;
    svg +=
      `<path d="M${n(x)} ${n(y - 90)}V${n(y)}" stroke="${shade('#8a7a6a')}" stroke-width="3"/>` +
      `<path d="M${n(x - 34)} ${n(y)}h68q-6 30 -34 34q-28 -4 -34 -34Z" fill="${shade('#b86d3a')}"/>` +
      `<path d="${circleSubpath(x - 22, y - 6, 18)}${circleSubpath(x + 4, y - 14, 20)}${circleSubpath(x + 24, y - 4, 16)}` +
      `M${n(x - 30)} ${n(y)}q-8 40 -4 70M${n(x + 28)} ${n(y)}q10 40 4 60" fill="${shade('#4f9a58')}" stroke="${shade('#4f9a58')}" stroke-width="5"/>` +
      `<path d="${circleSubpath(x - 8, y - 24, 6)}${circleSubpath(x + 20, y - 18, 6)}" fill="${shade('#f08aa8')}"/>`;
  }
  return svg;
}

function drawBench(context: BackdropContext): string {
  const { random, palette } = context;
  const { shade } = palette;
  const wood = shade('#a0754f');
  let pots = '';
  let leaves = '';
  let blooms = '';
  for (let x = 50; x < CANVAS - 40; x += random.range(90, 130)) {
    const h = random.range(40, 90);
    pots += `M${n(x - 22)} ${BENCH_Y - 30}h44l-6 30h-32Z`;
    leaves += `${ellipseSubpath(x - 14, BENCH_Y - 30 - h * 0.5, 12, h * 0.5)}${ellipseSubpath(x + 14, BENCH_Y - 30 - h * 0.45, 12, h * 0.45)}${ellipseSubpath(x, BENCH_Y - 30 - h * 0.6, 10, h * 0.6)}`;
    if (random.chance(0.5)) blooms += circleSubpath(x + random.range(-12, 12), BENCH_Y - 30 - h, 8);
  }
  return (
    `<path d="M20 ${BENCH_Y}H${CANVAS - 20}v14H20ZM40 ${BENCH_Y + 14}v60h12v-60ZM${CANVAS - 52} ${BENCH_Y + 14}v60h12v-60Z" fill="${wood}"/>` +
    `<path d="${leaves}" fill="${shade('#5fae6a')}"/>` +
    `<path d="${blooms}" fill="${shade(random.pick(['#e0534f', '#f2cf4a', '#f08aa8']))}"/>` +
    `<path d="${pots}" fill="${shade('#c4733f')}"/>`
  );
}

function drawFloor(context: BackdropContext): string {
  const { random, palette } = context;
  const { shade } = palette;
  let bricks = '';
  for (let y = FLOOR + 10, row = 0; y < CANVAS; y += 34, row++)
    for (let x = row % 2 ? -40 : 0; x < CANVAS; x += 80) bricks += `M${x + 3} ${y + 3}h74v28h-74Z`;
  let sprouts = '';
  for (let i = 0; i < 14; i++) {
    const x = random.range(10, CANVAS - 10);
    const y = random.range(FLOOR + 6, FLOOR + 30);
    sprouts += `${ellipseSubpath(x - 6, y - 8, 6, 10)}${ellipseSubpath(x + 6, y - 8, 6, 10)}`;
  }
  return (
    `<path d="M0 ${FLOOR}H${CANVAS}V${CANVAS}H0Z" fill="${shade('#8a6a52')}"/>` +
    `<path d="${bricks}" fill="${shade('#c98a6a')}"/>` +
    `<path d="M0 ${FLOOR}H${CANVAS}v26H0Z" fill="${shade('#6b4a3a')}"/>` +
    `<path d="${sprouts}" fill="${shade(mixColor('#6fbf6a', '#2f6a3a', 0.2))}"/>`
  );
}
