import type { BackdropContext, PlaceBackdrop } from './backdrop-types';
import { CANVAS, circleSubpath, n } from '../svg-shapes';
import { FLOOR_Y, drawFloor, drawLampLight } from './rooms';

/** An attic: the roof sloping down on both sides, rafters, a round window, dusty boxes. */
export const ATTIC: PlaceBackdrop = {
  draw: drawAttic,
  landmark: null,
  sky: 'none',
  parts: [],
};

function drawAttic(context: BackdropContext): string {
  const { random, palette } = context;
  const { shade } = palette;
  const wood = shade('#8a6a4a');
  const dark = shade('#5a4030');
  let svg = `<path d="M0 0H${CANVAS}V${FLOOR_Y}H0Z" fill="${shade('#d9c4a4')}"/>`;
  // The round window in the gable.
  const r = 80;
  svg += context.view({ x: 512 - r, y: 170 - r, w: r * 2, h: r * 2 });
  svg += `<path d="M${512 - r - 20} ${170 - r - 20}h${2 * r + 40}v${2 * r + 40}h${-2 * r - 40}Z${circleSubpath(512, 170, r)}" fill="${shade('#d9c4a4')}" fill-rule="evenodd"/>`;
  svg += `<path d="${circleSubpath(512, 170, r + 12)}${circleSubpath(512, 170, r)}M${512 - 4} ${170 - r}h8v${2 * r}h-8ZM${512 - r} ${170 - 4}h${2 * r}v8h${-2 * r}Z" fill="${wood}" fill-rule="evenodd"/>`;
  // The roof slopes: dark planes from the top corners down to the floor's edges.
  svg += `<path d="M0 0H330L0 ${FLOOR_Y - 40}Z" fill="${dark}"/>`;
  svg += `<path d="M${CANVAS} 0H${CANVAS - 330}L${CANVAS} ${FLOOR_Y - 40}Z" fill="${dark}"/>`;
  let rafters = '';
  for (let i = 0; i < 4; i++) {
    const t = i * 90;
    rafters += `M${330 - t * 0.6} 0l${-330 + t * 0.6} ${n((FLOOR_Y - 40) * (1 - t / 330) + 0)}`;
  }
  svg += `<path d="${rafters}" stroke="${wood}" stroke-width="14"/>`;
  svg += `<path d="M${330} 0L0 ${FLOOR_Y - 40}M${CANVAS - 330} 0L${CANVAS} ${FLOOR_Y - 40}" stroke="${wood}" stroke-width="22"/>`;
  svg += drawFloor(context, '#a07a56', 'boards');
  // Boxes stacked along both sides, and a sheet over something old.
  svg += drawBoxes(context, 40) + drawBoxes(context, CANVAS - 300);
  svg += `<path d="M${random.range(380, 440)} ${FLOOR_Y + 10}q20 -130 80 -140q60 10 80 140Z" fill="${shade('#eeeae0')}"/>`;
  svg += drawLampLight(context, 'attic-bulb', 512, 320);
  // Dust in the light.
  let dust = '';
  for (let i = 0; i < 14; i++)
    dust += circleSubpath(random.range(380, 640), random.range(240, 600), random.range(1.5, 3.5));
  return svg + `<path d="${dust}" fill="#fffbe8" opacity="0.6"/>`;
}

function drawBoxes(context: BackdropContext, x: number): string {
  const { random, palette } = context;
  const { shade } = palette;
  let svg = '';
  let y = FLOOR_Y + 60;
  for (let i = 0; i < 3; i++) {
    const w = random.range(150, 240) - i * 30;
    const h = random.range(80, 110);
    const bx = x + random.range(0, 40) + i * 12;
    svg +=
      `<path d="M${n(bx)} ${n(y)}h${n(w)}v${n(-h)}h${n(-w)}Z" fill="${shade(random.pick(['#c9a06a', '#b98e58', '#d4ad78']))}"/>` +
      `<path d="M${n(bx + w / 2 - 10)} ${n(y - h)}h20v${n(h)}h-20Z" fill="${shade('#e8d8b0')}" opacity="0.8"/>` +
      `<path d="M${n(bx)} ${n(y - h)}h${n(w)}v6h${n(-w)}Z" fill="#000" opacity="0.12"/>`;
    y -= h;
  }
  return svg;
}
