import type { SceneLayout } from '../layout';
import type { Palette } from '../palette';
import type { Random } from '../random';
import { circleSubpath, mixColor, n } from '../svg-shapes';
import { GROUND_TOP, HORIZON_Y } from '../layout';
import type { LandmarkZone } from './landmark-zone';
import { drawForeground, drawGlow, drawGrass, drawHills } from './ground';

// Fairground colours, softened towards the night so they glow rather than shout.
const STRIPES = [
  ['#d9606e', '#f6e7c8'],
  ['#5f86d9', '#f6e7c8'],
  ['#e0904f', '#fbefd2'],
  ['#8f6bc4', '#f6e7c8'],
] as const;
const BULBS = ['#ffd36e', '#ff9aa2', '#9ad7ff', '#b5f2a1', '#e0b3ff'] as const;

/** How far the tent and its flag reach (the far ferris wheel may be overlapped); sky icons keep out. */
export const COMEDY_LANDMARK: LandmarkZone = { top: 400, halfWidth: 190 };

/** Comedy: a striped circus tent, a ferris wheel twinkling behind and strings of party lights. */
export function drawComedyBackdrop(random: Random, palette: Palette, layout: SceneLayout): string {
  const wheelX = layout.landmarkLeft
    ? layout.landmarkX + random.range(200, 260)
    : layout.landmarkX - random.range(200, 260);
  return [
    drawHills(random, palette.far, HORIZON_Y - 60, 50, 4),
    drawFerrisWheel(random, palette, wheelX),
    drawHills(random, palette.mid, HORIZON_Y + 30, 40, 4),
    drawTent(random, palette, layout.landmarkX),
    drawForeground(random, mixColor(palette.near, '#23402f', 0.2)),
    drawGrass(random, palette, true),
    drawConfetti(random),
  ].join('');
}

function drawFerrisWheel(random: Random, palette: Palette, cx: number): string {
  const r = random.range(120, 150);
  const cy = HORIZON_Y - r + 10;
  const frame = mixColor(palette.far, palette.moon, 0.3);
  let spokes = '';
  let cars = '';
  let bulbs = '';
  const count = 10;
  const turn = random.range(0, Math.PI / count);
  for (let i = 0; i < count; i++) {
    const a = turn + (i / count) * Math.PI * 2;
    const x = cx + Math.cos(a) * r;
    const y = cy + Math.sin(a) * r;
    spokes += `M${n(cx)} ${n(cy)}L${n(x)} ${n(y)}`;
    cars += `M${n(x - 11)} ${n(y + 4)}h22v16h-22Z`;
    bulbs += circleSubpath(x, y, 4);
  }
  return (
    `<path d="M${n(cx - r * 0.5)} ${HORIZON_Y + 40}L${n(cx)} ${n(cy)}L${n(cx + r * 0.5)} ${HORIZON_Y + 40}" fill="none" stroke="${frame}" stroke-width="8"/>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${frame}" stroke-width="5"/>` +
    `<path d="${spokes}" stroke="${frame}" stroke-width="2.5"/>` +
    `<path d="${cars}" fill="${mixColor(palette.mid, '#d9606e', 0.35)}"/>` +
    `<path d="${bulbs}" fill="${palette.light}"/>`
  );
}

function drawTent(random: Random, palette: Palette, cx: number): string {
  const [stripe, cream] = random.pick(STRIPES);
  const dark = mixColor(stripe, palette.near, 0.25);
  const light = mixColor(cream, palette.mid, 0.2);
  const w = random.range(300, 350);
  const base = GROUND_TOP + 10;
  const wallTop = base - 130;
  const peak = wallTop - random.range(130, 160);
  const left = cx - w / 2;
  const stripes = 8;
  let roofLight = '';
  let roofDark = '';
  let wallsLight = '';
  let wallsDark = '';
  for (let i = 0; i < stripes; i++) {
    const x0 = left + (i / stripes) * w;
    const x1 = left + ((i + 1) / stripes) * w;
    const roof = `M${n(cx)} ${n(peak)}L${n(x0)} ${n(wallTop)}L${n(x1)} ${n(wallTop)}Z`;
    const wall = `M${n(x0)} ${n(wallTop)}H${n(x1)}V${n(base)}H${n(x0)}Z`;
    if (i % 2 === 0) {
      roofDark += roof;
      wallsLight += wall;
    } else {
      roofLight += roof;
      wallsDark += wall;
    }
  }
  // Scalloped trim along the eave, one scallop per stripe.
  let trim = '';
  for (let i = 0; i < stripes; i++) {
    const x0 = left + (i / stripes) * w;
    trim += `M${n(x0)} ${n(wallTop - 2)}h${n(w / stripes)}q${n(-w / stripes / 2)} 34 ${n(-w / stripes)} 0Z`;
  }
  const door = `M${n(cx - 40)} ${n(base)}L${n(cx)} ${n(wallTop + 12)}L${n(cx + 40)} ${n(base)}Z`;
  const lights = drawStringLights(
    random,
    cx,
    peak,
    Math.max(30, left - 60),
    Math.min(994, left + w + 60),
    wallTop,
  );
  return (
    drawGlow('tent-glow', cx, base - 40, w * 0.55, palette.light, 0.22) +
    `<path d="${wallsLight}" fill="${light}"/><path d="${wallsDark}" fill="${dark}"/>` +
    `<path d="${door}" fill="${palette.light}"/>` +
    `<path d="${roofLight}" fill="${light}"/><path d="${roofDark}" fill="${stripe}"/>` +
    `<path d="${trim}" fill="${stripe}"/>` +
    `<path d="M${n(cx)} ${n(peak)}v-40" stroke="${dark}" stroke-width="4"/>` +
    `<path d="M${n(cx)} ${n(peak - 40)}l34 9l-34 9Z" fill="${palette.light}"/>` +
    lights
  );
}

/** Two strings of coloured bulbs sagging from the tent's flagpole down to posts either side. */
function drawStringLights(
  random: Random,
  cx: number,
  peak: number,
  leftX: number,
  rightX: number,
  low: number,
): string {
  let wire = '';
  const bulbsByColor = BULBS.map(() => '');
  for (const endX of [leftX, rightX]) {
    const endY = low + 40;
    const sag = 50;
    const midX = (cx + endX) / 2;
    const midY = (peak + endY) / 2 + sag;
    wire += `M${n(cx)} ${n(peak - 30)}Q${n(midX)} ${n(midY)} ${n(endX)} ${n(endY)}`;
    for (let i = 1; i < 9; i++) {
      const t = i / 9;
      const x = (1 - t) * (1 - t) * cx + 2 * t * (1 - t) * midX + t * t * endX;
      const y = (1 - t) * (1 - t) * (peak - 30) + 2 * t * (1 - t) * midY + t * t * endY;
      const color = random.int(0, BULBS.length - 1);
      bulbsByColor[color] += circleSubpath(x, y + 6, 6);
    }
    wire += `M${n(endX)} ${n(endY)}V${GROUND_TOP + 20}`;
  }
  return (
    `<path d="${wire}" fill="none" stroke="#2a2438" stroke-width="3"/>` +
    bulbsByColor
      .map((d, i) => (d ? `<path d="${d}" fill="${BULBS[i] ?? '#ffffff'}"/>` : ''))
      .join('')
  );
}

function drawConfetti(random: Random): string {
  let svg = '';
  for (const color of BULBS) {
    let d = '';
    for (let i = 0; i < 4; i++) {
      const x = random.range(30, 994);
      const y = random.range(GROUND_TOP + 20, 1000);
      d += `M${n(x)} ${n(y)}l8 -3l2 5l-8 3Z`;
    }
    svg += `<path d="${d}" fill="${color}" fill-opacity="0.7"/>`;
  }
  return svg;
}
