import type { SceneLayout } from '../layout';
import type { Palette } from '../palette';
import type { Random } from '../random';
import { CANVAS, circleSubpath, ellipseSubpath, mixColor, n, twinklePath } from '../svg-shapes';
import { GROUND_TOP, HORIZON_Y } from '../layout';
import type { LandmarkZone } from './landmark-zone';
import { drawGlow } from './ground';

const PLANET_COLORS = ['#e9a46a', '#7fc8c2', '#c59be8', '#f08a8a', '#8fb4f0'] as const;

/** How far the dome, its antenna and the rising planet beside it reach; sky icons keep out. */
export const SCI_FI_LANDMARK: LandmarkZone = { top: 470, halfWidth: 210 };

/** Sci-Fi: a little moon to stand on, ringed planets, distant stars and a cosy dome base. */
export function drawSciFiBackdrop(random: Random, palette: Palette, layout: SceneLayout): string {
  const planetColor = random.pick(PLANET_COLORS);
  return [
    drawSparkleField(random, palette),
    drawRingedPlanet(random, planetColor, layout),
    drawSmallPlanet(random, random.pick(PLANET_COLORS.filter((c) => c !== planetColor)), layout),
    drawMoonSurface(random, palette),
    drawDomeBase(random, palette, layout.landmarkX),
  ].join('');
}

function drawSparkleField(random: Random, palette: Palette): string {
  // Space has more stars than a sky on Earth: add a second, colourful sprinkle.
  let d = '';
  for (let i = 0; i < 10; i++)
    d += twinklePath(
      random.range(20, CANVAS - 20),
      random.range(20, HORIZON_Y - 40),
      random.range(4, 8),
    );
  return `<path d="${d}" fill="${mixColor(palette.light, '#b8d8ff', 0.5)}" fill-opacity="0.8"/>`;
}

/** A big planet rising over the horizon behind the base, below where the sky icons float. */
function drawRingedPlanet(random: Random, color: string, layout: SceneLayout): string {
  const x = layout.landmarkLeft ? random.range(110, 190) : random.range(834, 914);
  const y = random.range(HORIZON_Y - 120, HORIZON_Y - 70);
  const r = random.range(80, 100);
  const tilt = random.range(-25, -8);
  const shade = mixColor(color, '#1a1440', 0.35);
  const ring = mixColor(color, '#fff6dc', 0.45);
  const bands = `${ellipseSubpath(x, y - r * 0.3, r * 0.95, r * 0.12)}${ellipseSubpath(x, y + r * 0.25, r * 0.9, r * 0.1)}`;
  // The ring is drawn in two halves so the planet sits inside it: back half, planet, front half.
  const ringBack = `M${n(x - r * 1.8)} ${n(y)}A${n(r * 1.8)} ${n(r * 0.45)} 0 0 1 ${n(x + r * 1.8)} ${n(y)}`;
  const ringFront = `M${n(x - r * 1.8)} ${n(y)}A${n(r * 1.8)} ${n(r * 0.45)} 0 0 0 ${n(x + r * 1.8)} ${n(y)}`;
  return (
    `<g transform="rotate(${n(tilt)} ${n(x)} ${n(y)})">` +
    `<path d="${ringBack}" fill="none" stroke="${ring}" stroke-width="${n(r * 0.16)}" stroke-opacity="0.8"/>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}"/>` +
    `<path d="${bands}" fill="${shade}" fill-opacity="0.35"/>` +
    `<path d="M${n(x + r * 0.2)} ${n(y - r)}A${n(r)} ${n(r)} 0 0 1 ${n(x + r * 0.2)} ${n(y + r)}A${n(r * 0.8)} ${n(r)} 0 0 0 ${n(x + r * 0.2)} ${n(y - r)}Z" fill="${shade}" fill-opacity="0.45"/>` +
    `<path d="${ringFront}" fill="none" stroke="${ring}" stroke-width="${n(r * 0.16)}"/>` +
    `</g>`
  );
}

function drawSmallPlanet(random: Random, color: string, layout: SceneLayout): string {
  // Between the hero and the base, low enough to stay clear of the sky icons.
  const x = (layout.heroX + layout.landmarkX) / 2 + random.range(-40, 40);
  const y = random.range(540, 600);
  const r = random.range(22, 34);
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${color}"/>` +
    `<path d="${circleSubpath(x + r * 0.3, y + r * 0.25, r * 0.75)}" fill="#1a1440" fill-opacity="0.25"/>` +
    `<path d="${circleSubpath(x - r * 0.35, y - r * 0.35, r * 0.22)}" fill="#ffffff" fill-opacity="0.35"/>`
  );
}

function drawMoonSurface(random: Random, palette: Palette): string {
  const ground = mixColor(palette.far, '#b8b0d8', 0.35);
  const shade = mixColor(ground, '#1a1440', 0.3);
  // A wide, gently curved horizon: we stand on a small world.
  const surface = `M-40 ${CANVAS}V${GROUND_TOP - 10}Q512 ${GROUND_TOP - 110} ${CANVAS + 40} ${GROUND_TOP - 10}V${CANVAS}Z`;
  let craters = '';
  let rims = '';
  for (let i = 0; i < 7; i++) {
    const x = random.range(40, CANVAS - 40);
    const y = random.range(GROUND_TOP, CANVAS - 30);
    const rx = random.range(24, 56) * (0.6 + (y - GROUND_TOP) / 300);
    craters += ellipseSubpath(x, y, rx, rx * 0.3);
    rims += ellipseSubpath(x, y - rx * 0.08, rx * 1.08, rx * 0.34);
  }
  return (
    `<path d="${surface}" fill="${ground}"/>` +
    `<path d="M-40 ${GROUND_TOP - 10}Q512 ${GROUND_TOP - 110} ${CANVAS + 40} ${GROUND_TOP - 10}" fill="none" stroke="${mixColor(ground, '#ffffff', 0.3)}" stroke-width="4"/>` +
    `<path d="${rims}" fill="${mixColor(ground, '#ffffff', 0.15)}"/>` +
    `<path d="${craters}" fill="${shade}"/>`
  );
}

function drawDomeBase(random: Random, palette: Palette, cx: number): string {
  const r = random.range(90, 120);
  const base = GROUND_TOP - 40;
  const shell = mixColor('#cfe3ff', palette.mid, 0.3);
  const frame = mixColor('#8da3c8', palette.mid, 0.3);
  let windows = '';
  for (let i = -1; i <= 1; i++)
    windows += circleSubpath(cx + i * r * 0.45, base - r * 0.35, r * 0.11);
  return (
    drawGlow('dome-glow', cx, base - r * 0.4, r * 1.3, palette.light, 0.2) +
    `<path d="M${n(cx + r * 0.55)} ${n(base - r * 0.8)}l30 -90" stroke="${frame}" stroke-width="6"/>` +
    `<path d="${circleSubpath(cx + r * 0.55 + 30, base - r * 0.8 - 94, 9)}" fill="#f08a8a"/>` +
    `<path d="M${n(cx - r)} ${n(base)}A${n(r)} ${n(r)} 0 0 1 ${n(cx + r)} ${n(base)}Z" fill="${shell}"/>` +
    `<path d="M${n(cx - r * 0.7)} ${n(base - r * 0.55)}A${n(r)} ${n(r)} 0 0 1 ${n(cx)} ${n(base - r * 0.98)}" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="M${n(cx - r - 10)} ${n(base)}h${n(2 * r + 20)}v16h${n(-2 * r - 20)}Z" fill="${frame}"/>` +
    `<path d="${windows}" fill="${palette.light}"/>`
  );
}
