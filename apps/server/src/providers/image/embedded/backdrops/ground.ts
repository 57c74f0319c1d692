import type { Palette } from '../palette';
import type { Random } from '../random';
import { CANVAS, circleSubpath, mixColor, n, ridgePath } from '../svg-shapes';
import { GROUND_TOP } from '../layout';

/** A rolling line of hills across the whole width, between `top` and `top + depth`. */
export function drawHills(
  random: Random,
  color: string,
  top: number,
  depth: number,
  bumps: number,
): string {
  const points: [number, number][] = [];
  for (let i = 0; i <= bumps; i++) {
    points.push([-40 + (i / bumps) * (CANVAS + 80), top + random.range(0, depth)]);
  }
  return `<path d="${ridgePath(points, CANVAS)}" fill="${color}"/>`;
}

/** The softly curved foreground the hero and the ground icons stand on. */
export function drawForeground(random: Random, color: string): string {
  return drawHills(random, color, GROUND_TOP - 20, 30, 3);
}

/** Little tufts of grass and pastel flowers along the foreground, lit faintly by the moon. */
export function drawGrass(random: Random, palette: Palette, flowers: boolean): string {
  const blade = mixColor(palette.near, '#7fbf8a', 0.35);
  let tufts = '';
  const count = random.int(10, 16);
  for (let i = 0; i < count; i++) {
    const x = random.range(20, CANVAS - 20);
    const y = random.range(GROUND_TOP + 10, CANVAS - 30);
    const h = random.range(10, 20);
    tufts += `M${n(x - 6)} ${n(y)}q2 ${n(-h)} 4 ${n(-h * 1.1)}q-1 ${n(h * 0.6)} 2 ${n(h * 1.1)}q3 ${n(-h * 0.8)} 6 ${n(-h)}q-2 ${n(h * 0.6)} 0 ${n(h)}Z`;
  }
  let svg = `<path d="${tufts}" fill="${blade}" fill-opacity="0.8"/>`;
  if (flowers) {
    const colors = ['#f7b2c4', '#fbe7a1', '#c7b8f5', '#ffffff'];
    for (const color of colors) {
      let dots = '';
      for (let i = 0; i < random.int(2, 4); i++) {
        dots += circleSubpath(
          random.range(20, CANVAS - 20),
          random.range(GROUND_TOP + 20, CANVAS - 20),
          random.range(3, 5),
        );
      }
      svg += `<path d="${dots}" fill="${color}" fill-opacity="0.75"/>`;
    }
  }
  return svg;
}

/** Fireflies: tiny glowing dots in the air above the ground, a gentle touch of magic (after dark). */
export function drawFireflies(random: Random, palette: Palette, count: number): string {
  if (palette.time === 'day' || palette.time === 'morning') return '';
  let glow = '';
  let core = '';
  for (let i = 0; i < count; i++) {
    const x = random.range(30, CANVAS - 30);
    const y = random.range(560, GROUND_TOP + 60);
    glow += circleSubpath(x, y, 9);
    core += circleSubpath(x, y, 2.6);
  }
  return `<path d="${glow}" fill="${palette.light}" fill-opacity="0.18"/><path d="${core}" fill="${palette.light}"/>`;
}

/** A soft radial glow, for lamps, windows and lanterns. */
export function drawGlow(
  id: string,
  x: number,
  y: number,
  r: number,
  color: string,
  strength: number,
): string {
  return (
    `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${strength}"/>` +
    `<stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="url(#${id})"/>`
  );
}

/** A simple pine silhouette, pointing up from its base at (x, y). */
export function pinePath(x: number, y: number, h: number): string {
  const w = h * 0.38;
  return (
    `M${n(x - w)} ${n(y)}L${n(x - w * 0.45)} ${n(y - h * 0.35)}L${n(x - w * 0.75)} ${n(y - h * 0.35)}` +
    `L${n(x - w * 0.3)} ${n(y - h * 0.68)}L${n(x - w * 0.5)} ${n(y - h * 0.68)}L${n(x)} ${n(y - h)}` +
    `L${n(x + w * 0.5)} ${n(y - h * 0.68)}L${n(x + w * 0.3)} ${n(y - h * 0.68)}L${n(x + w * 0.75)} ${n(y - h * 0.35)}` +
    `L${n(x + w * 0.45)} ${n(y - h * 0.35)}L${n(x + w)} ${n(y)}Z`
  );
}

/** A round-topped tree (trunk and a cloud of leaves) standing on (x, y), `h` tall. */
export function roundTree(x: number, y: number, h: number, trunk: string, leaves: string): string {
  const r = h * 0.3;
  const top = y - h + r;
  return (
    `<path d="M${n(x - h * 0.05)} ${n(y)}L${n(x - h * 0.03)} ${n(top + r)}h${n(h * 0.06)}L${n(x + h * 0.05)} ${n(y)}Z" fill="${trunk}"/>` +
    `<path d="${circleSubpath(x, top, r)}${circleSubpath(x - r * 0.7, top + r * 0.45, r * 0.7)}${circleSubpath(x + r * 0.72, top + r * 0.4, r * 0.72)}" fill="${leaves}"/>`
  );
}
