import type { Palette } from './palette';
import type { Random } from './random';
import { circleSubpath, ellipseSubpath, n } from './svg-shapes';

/** Where the sun or the moon ended up, so the things in the sky can keep clear of it. */
export interface MoonPlacement {
  x: number;
  y: number;
  r: number;
}

/** Where the sun stands: high at midday, low in the morning, sinking towards the hills at dusk. */
export function placeSun(random: Random, palette: Palette, left: boolean): MoonPlacement {
  const x = left ? random.range(130, 360) : random.range(664, 894);
  const y =
    palette.time === 'day'
      ? random.range(110, 190)
      : palette.time === 'morning'
        ? random.range(300, 400)
        : random.range(420, 520);
  const r = palette.time === 'day' ? random.range(48, 60) : random.range(58, 72);
  return { x, y, r };
}

/** The sun: a warm disc in soft halos, with rays by day. */
export function drawSun(palette: Palette, sun: MoonPlacement): string {
  const { x, y, r } = sun;
  const core = palette.moon;
  let rays = '';
  if (palette.time === 'day') {
    for (let i = 0; i < 12; i++) {
      const a = (Math.PI * 2 * i) / 12;
      rays += `M${n(x + Math.cos(a) * r * 1.25)} ${n(y + Math.sin(a) * r * 1.25)}L${n(x + Math.cos(a) * r * 1.55)} ${n(y + Math.sin(a) * r * 1.55)}`;
    }
  }
  return (
    `<g data-sky-body="sun">` +
    `<path d="${circleSubpath(x, y, r * 2.2)}" fill="${core}" fill-opacity="0.12"/>` +
    `<path d="${circleSubpath(x, y, r * 1.5)}" fill="${core}" fill-opacity="0.2"/>` +
    (rays
      ? `<path d="${rays}" fill="none" stroke="${core}" stroke-width="8" stroke-linecap="round" stroke-opacity="0.8"/>`
      : '') +
    `<path d="${circleSubpath(x, y, r)}" fill="${core}"/>` +
    `<path d="${circleSubpath(x - r * 0.25, y - r * 0.25, r * 0.55)}" fill="#ffffff" fill-opacity="0.25"/>` +
    `</g>`
  );
}

/** The moon, full or a crescent, sometimes asleep; by day a pale ghost of itself. */
export function drawMoon(
  random: Random,
  palette: Palette,
  moon: MoonPlacement,
  byDay: boolean,
): string {
  const { x, y, r } = moon;
  // By day the moon is a pale ghost of itself, with no halo.
  const colour = byDay ? '#ffffff' : palette.moon;
  const opacity = byDay ? ' fill-opacity="0.8"' : '';
  const halo = byDay
    ? ''
    : `<defs><radialGradient id="moon-halo"><stop offset="0.3" stop-color="${colour}" stop-opacity="0.45"/>` +
      `<stop offset="0.6" stop-color="${colour}" stop-opacity="0.12"/><stop offset="1" stop-color="${colour}" stop-opacity="0"/></radialGradient></defs>` +
      `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r * 3.2)}" fill="url(#moon-halo)"/>`;
  const open = `<g data-sky-body="moon">`;
  if (random.chance(0.45)) {
    // A crescent opening away from the centre of the picture, so it "looks" into the scene.
    const facing = x < 512 ? 1 : -1;
    return `${open}${halo}<path d="${crescentPath(x, y, r, facing)}" fill="${colour}"${opacity}/></g>`;
  }
  const craters = [0, 1, 2]
    .map(() =>
      circleSubpath(
        x + random.range(-0.5, 0.5) * r,
        y + random.range(-0.5, 0.5) * r,
        random.range(0.1, 0.2) * r,
      ),
    )
    .join('');
  const face = random.chance(0.55) && !byDay ? drawSleepyFace(x, y, r) : '';
  return (
    `${open}${halo}<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${colour}"${opacity}/>` +
    `<path d="${craters}" fill="#d9cfa8" fill-opacity="0.35"/>${face}</g>`
  );
}

// Closed, smiling eyes: the moon is already asleep, which is the mood we want at bedtime.
function drawSleepyFace(x: number, y: number, r: number): string {
  const eye = (ex: number): string =>
    `M${n(ex - r * 0.17)} ${n(y - r * 0.08)}q${n(r * 0.17)} ${n(r * 0.16)} ${n(r * 0.34)} 0`;
  const smile = `M${n(x - r * 0.2)} ${n(y + r * 0.3)}q${n(r * 0.2)} ${n(r * 0.18)} ${n(r * 0.4)} 0`;
  return (
    `<path d="${eye(x - r * 0.32)}${eye(x + r * 0.32)}${smile}" fill="none" stroke="#9c8a5e" stroke-width="${n(r * 0.07)}" stroke-linecap="round"/>` +
    `<path d="${ellipseSubpath(x - r * 0.55, y + r * 0.22, r * 0.14, r * 0.09)}${ellipseSubpath(x + r * 0.55, y + r * 0.22, r * 0.14, r * 0.09)}" fill="#f5a9a0" fill-opacity="0.55"/>`
  );
}

/** Outer circle minus a shifted inner circle, as one path (a mask would cost a layer). */
function crescentPath(x: number, y: number, r: number, facing: number): string {
  const shift = r * 0.55;
  const r2 = r * 0.92;
  // Intersection of the two circles; both lie on the vertical through the chord.
  const a = (r * r - r2 * r2 + shift * shift) / (2 * shift);
  const h = Math.sqrt(Math.max(r * r - a * a, 0));
  const px = x + facing * a;
  const top = `${n(px)} ${n(y - h)}`;
  const bottom = `${n(px)} ${n(y + h)}`;
  const outerSweep = facing > 0 ? 0 : 1;
  const innerSweep = facing > 0 ? 1 : 0;
  return `M${top}A${n(r)} ${n(r)} 0 1 ${outerSweep} ${bottom}A${n(r2)} ${n(r2)} 0 0 ${innerSweep} ${top}Z`;
}
