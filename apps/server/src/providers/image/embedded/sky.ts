import type { Palette } from './palette';
import type { Random } from './random';
import { GROUND_TOP } from './layout';
import type { MoonPlacement } from './sky-bodies';
import { drawMoon, drawSun, placeSun } from './sky-bodies';
import {
  CANVAS,
  bandedGradient,
  circleSubpath,
  ellipseSubpath,
  mixColor,
  n,
  twinklePath,
} from './svg-shapes';

export type { MoonPlacement } from './sky-bodies';

export interface SkyOptions {
  /** Soft clouds drifting across (not in space). */
  clouds: boolean;
  sun: boolean;
  moon: boolean;
  /** Wraps the sun or the moon in the labels of the story elements it stands for. */
  label(kind: 'sun' | 'moon', svg: string): string;
  /** A grey, heavy sky for a gloomy moment: the sun behind a blanket of cloud. */
  overcast: boolean;
}

export interface Sky {
  svg: string;
  /** The sun and the moon, whichever are drawn. */
  bodies: MoonPlacement[];
}

/**
 * The sky for the picture's time of day: a gradient, a horizon glow, stars by night (and a few
 * at dusk), the sun or the moon — only ever one moon — and clouds. `horizon` is the lowest y the
 * sky shows through the landscape.
 */
export function drawSky(
  random: Random,
  palette: Palette,
  horizon: number,
  options: SkyOptions,
): Sky {
  const night = palette.time === 'night';
  const left = random.chance(0.5);
  const bodies: MoonPlacement[] = [];
  // A warm band of afterglow low in the sky; how much varies from one picture to the next.
  const glow = mixColor(palette.skyHorizon, palette.glow, random.range(0.15, 0.45));
  const parts = [
    bandedGradient(
      [
        [0, palette.skyTop],
        [random.range(0.45, 0.6), palette.skyMid],
        [0.85, palette.skyHorizon],
        [1, glow],
      ],
      0,
      horizon + 40,
    ),
    // Below the horizon the glow continues flat, for backdrops (space) whose ground starts lower.
    `<path d="M0 ${n(horizon + 39)}H${CANVAS}V${GROUND_TOP + 20}H0Z" fill="${glow}"/>`,
  ];
  if (night && random.chance(0.45)) parts.push(drawMilkyWay(random, horizon));
  let sun: MoonPlacement | null = null;
  if (options.sun) {
    sun = placeSun(random, palette, left);
    bodies.push(sun);
  }
  let moon: MoonPlacement | null = null;
  if (options.moon) {
    // Sharing the sky with the sun, the moon takes the other side.
    const moonLeft = sun ? sun.x > 512 : left;
    moon = {
      x: moonLeft ? random.range(130, 380) : random.range(644, 894),
      y: random.range(120, 240),
      r: random.range(44, 66),
    };
    bodies.push(moon);
  }
  if (night || palette.time === 'evening') {
    parts.push(drawStars(random, palette, bodies, horizon, night ? 1 : 0.35));
  }
  if (night && random.chance(0.3) && moon) parts.push(drawShootingStar(random, moon));
  if (sun) parts.push(options.label('sun', drawSun(palette, sun)));
  if (moon) parts.push(options.label('moon', drawMoon(random, palette, moon, !night)));
  if (options.clouds && !options.overcast) parts.push(drawClouds(random, palette, bodies, horizon));
  if (options.overcast) parts.push(drawOvercast(random, horizon));
  return { svg: parts.join(''), bodies };
}

function drawMilkyWay(random: Random, horizon: number): string {
  // A drift of tiny stars along a tilted band. Dots rather than a soft gradient: a gradient this
  // large costs ~4 ms to shade, and nested translucent bands show their edges.
  const angle = (random.range(-35, 35) * Math.PI) / 180;
  const cy = random.range(200, Math.max(220, horizon - 280));
  let d = '';
  for (let i = 0; i < 160; i++) {
    const along = random.range(-700, 700);
    // Summing three uniforms approximates a bell curve: dense in the middle of the band.
    const across = (random.next() + random.next() + random.next() - 1.5) * 70;
    const x = 512 + along * Math.cos(angle) - across * Math.sin(angle);
    const y = cy + along * Math.sin(angle) + across * Math.cos(angle);
    if (x < 0 || x > CANVAS || y < 0 || y > horizon) continue;
    d += circleSubpath(x, y, random.range(0.5, 1.1));
  }
  return `<path d="${d}" fill="#e8ecff" fill-opacity="0.55"/>`;
}

function drawStars(
  random: Random,
  palette: Palette,
  bodies: readonly MoonPlacement[],
  horizon: number,
  density: number,
): string {
  const near = (x: number, y: number, factor: number): boolean =>
    bodies.some((body) => Math.hypot(x - body.x, y - body.y) < body.r * factor);
  const dots: string[] = [];
  const count = Math.round(random.int(70, 110) * density);
  for (let i = 0; i < count; i++) {
    const x = random.range(8, CANVAS - 8);
    // Denser high up, thinning towards the glow of the horizon, as in a real night sky.
    // Denser high up; at dusk only the top of the sky has any.
    const y = 8 + Math.pow(random.next(), 1.5) * (horizon - 60) * density;
    if (near(x, y, 1.8)) continue;
    dots.push(circleSubpath(x, y, random.range(0.9, 2.4)));
  }
  const bright: string[] = [];
  const twinkles = Math.round(random.int(7, 13) * density);
  for (let i = 0; i < twinkles; i++) {
    const x = random.range(30, CANVAS - 30);
    const y = random.range(30, Math.max(60, (horizon - 120) * density));
    if (near(x, y, 2.2)) continue;
    bright.push(twinklePath(x, y, random.range(7, 15)));
  }
  return (
    `<path d="${dots.join('')}" fill="#fffbe8" fill-opacity="0.85"/>` +
    `<path d="${bright.join('')}" fill="${palette.light}" fill-opacity="0.95"/>`
  );
}

function drawShootingStar(random: Random, moon: MoonPlacement): string {
  // Start on the side of the sky away from the moon so the streak doesn't cross it.
  const x = moon.x < 512 ? random.range(600, 860) : random.range(160, 420);
  const y = random.range(70, 200);
  const dx = moon.x < 512 ? -150 : 150;
  return (
    `<defs><linearGradient id="shooting-star" x1="${n(x)}" y1="${n(y)}" x2="${n(x - dx)}" y2="${n(y - 60)}" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="#fffbe8"/><stop offset="1" stop-color="#fffbe8" stop-opacity="0"/></linearGradient></defs>` +
    `<path d="M${n(x)} ${n(y)}L${n(x - dx)} ${n(y - 60)}" stroke="url(#shooting-star)" stroke-width="3" stroke-linecap="round"/>` +
    `<path d="${twinklePath(x, y, 9)}" fill="#fffbe8"/>`
  );
}

function drawClouds(
  random: Random,
  palette: Palette,
  bodies: readonly MoonPlacement[],
  horizon: number,
): string {
  const clouds: string[] = [];
  const count = random.int(1, 3);
  for (let i = 0; i < count; i++) {
    const cx = random.range(120, CANVAS - 120);
    const cy = random.range(140, horizon - 140);
    // A cloud drifting across the moon is lovely; one hiding it entirely is not.
    if (bodies.some((body) => Math.hypot(cx - body.x, cy - body.y) < body.r * 1.2)) continue;
    const width = random.range(120, 220);
    const puffs: string[] = [ellipseSubpath(cx, cy, width / 2, width * 0.12)];
    const bumps = random.int(3, 4);
    for (let b = 0; b < bumps; b++) {
      const bx = cx - width * 0.35 + (b / Math.max(bumps - 1, 1)) * width * 0.7;
      puffs.push(circleSubpath(bx, cy - width * 0.06, width * random.range(0.12, 0.2)));
    }
    clouds.push(puffs.join(''));
  }
  const d = clouds.join('');
  if (palette.time !== 'night') {
    // Daylight clouds are solid and bright, tinted by the low sun at either end of the day.
    const body = palette.time === 'day' ? '#ffffff' : mixColor('#ffffff', palette.glow, 0.45);
    const under = mixColor(body, palette.skyMid, 0.35);
    return (
      `<path d="${d}" fill="${under}" fill-opacity="0.9" transform="translate(0 6)"/>` +
      `<path d="${d}" fill="${body}" fill-opacity="0.92"/>`
    );
  }
  // Pale and lit from above by the moon: a brighter copy nudged upwards gives each cloud a
  // silver lining, so it reads as a cloud rather than a grey smudge.
  const body = mixColor(palette.skyHorizon, '#ffffff', 0.25);
  return (
    `<path d="${d}" fill="${palette.moon}" fill-opacity="0.12" transform="translate(0 -4)"/>` +
    `<path d="${d}" fill="${body}" fill-opacity="0.22"/>`
  );
}

// A low, heavy ceiling of cloud across the top of the sky, for a gloomy moment.
function drawOvercast(random: Random, horizon: number): string {
  let d = '';
  for (let i = 0; i < 7; i++) {
    const cx = -40 + i * 180 + random.range(-30, 30);
    const cy = random.range(60, 200);
    d += ellipseSubpath(cx, cy, random.range(140, 200), random.range(60, 90));
  }
  const low = ellipseSubpath(512, horizon - 220, 700, 60);
  return (
    `<path d="${d}" fill="#9a9896" fill-opacity="0.85"/>` +
    `<path d="${low}" fill="#b4b2ae" fill-opacity="0.35"/>`
  );
}
