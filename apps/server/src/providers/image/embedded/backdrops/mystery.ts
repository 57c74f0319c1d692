import type { SceneLayout } from '../layout';
import type { Palette } from '../palette';
import type { Random } from '../random';
import { CANVAS, ellipseSubpath, mixColor, n } from '../svg-shapes';
import { GROUND_TOP, HORIZON_Y } from '../layout';
import type { LandmarkZone } from './landmark-zone';
import { drawGlow } from './ground';

/** How far the old house and its chimney can reach; sky icons keep out of it. */
export const MYSTERY_LANDMARK: LandmarkZone = { top: 460, halfWidth: 150 };

/** Mystery: a quiet old street at night, rooftops, a crooked old house and a glowing lamp. */
export function drawMysteryBackdrop(random: Random, palette: Palette, layout: SceneLayout): string {
  const lampX = layout.landmarkLeft ? random.range(760, 900) : random.range(124, 264);
  // Keep the lamp from standing inside the hero when the hero is off-centre on the same side.
  const safeLampX = Math.abs(lampX - layout.heroX) < 150 ? (layout.landmarkLeft ? 930 : 94) : lampX;
  return [
    drawSkyline(random, palette),
    drawOldHouse(random, palette, layout.landmarkX),
    drawStreet(random, palette),
    drawFence(random, palette, layout),
    drawLamp(palette, safeLampX),
    drawMist(random, palette),
  ].join('');
}

function drawSkyline(random: Random, palette: Palette): string {
  let roofs = '';
  let windows = '';
  let x = -20;
  while (x < CANVAS + 20) {
    const w = random.range(70, 130);
    const h = random.range(90, 190);
    const top = HORIZON_Y + 40 - h;
    // Alternate flat tops and pointed gables, with the odd chimney.
    roofs += random.chance(0.5)
      ? `M${n(x)} ${GROUND_TOP}V${n(top)}L${n(x + w / 2)} ${n(top - w * 0.35)}L${n(x + w)} ${n(top)}V${GROUND_TOP}Z`
      : `M${n(x)} ${GROUND_TOP}V${n(top)}H${n(x + w)}V${GROUND_TOP}Z`;
    if (random.chance(0.5)) roofs += `M${n(x + w * 0.7)} ${n(top + 4)}v-34h14v34Z`;
    for (let i = 0; i < 2; i++) {
      if (random.chance(0.45))
        windows += `M${n(x + random.range(12, w - 26))} ${n(top + random.range(20, h - 50))}h12v16h-12Z`;
    }
    x += w + random.range(-6, 10);
  }
  return `<path d="${roofs}" fill="${palette.far}"/><path d="${windows}" fill="${palette.light}" fill-opacity="0.7"/>`;
}

function drawOldHouse(random: Random, palette: Palette, cx: number): string {
  const wall = mixColor(palette.mid, palette.moon, 0.12);
  const roof = mixColor(palette.near, '#3a2440', 0.3);
  const w = random.range(200, 240);
  const base = GROUND_TOP + 8;
  const h = random.range(200, 240);
  const top = base - h;
  const lean = random.range(-10, 10);
  const peak = top - w * 0.5;
  const windowColor = palette.light;
  const win = (x: number, y: number): string => `M${n(x - 17)} ${n(y)}h34v40h-34Z`;
  return (
    drawGlow('house-glow', cx + lean * 0.5, top - w * 0.2, 70, palette.light, 0.35) +
    // A crooked chimney and a steep roof that overhangs the walls: the old-house look.
    `<path d="M${n(cx + w * 0.22)} ${n(peak + 60)}l4 -70h28l-2 96Z" fill="${roof}"/>` +
    `<path d="M${n(cx - w / 2)} ${n(base)}V${n(top)}H${n(cx + w / 2)}V${n(base)}Z" fill="${wall}"/>` +
    `<path d="M${n(cx - w / 2 - 22)} ${n(top + 8)}L${n(cx + lean)} ${n(peak)}L${n(cx + w / 2 + 22)} ${n(top + 8)}Z" fill="${roof}"/>` +
    `<path d="${ellipseSubpath(cx + lean * 0.5, top - w * 0.2, 22, 22)}${win(cx - w * 0.27, top + 40)}${win(cx + w * 0.27, top + 40)}${win(cx - w * 0.27, top + 120)}" fill="${windowColor}"/>` +
    `<path d="M${n(cx + lean * 0.5 - 22)} ${n(top - w * 0.2)}h44M${n(cx + lean * 0.5)} ${n(top - w * 0.2 - 22)}v44M${n(cx - w * 0.27)} ${n(top + 40)}v40M${n(cx + w * 0.27)} ${n(top + 40)}v40M${n(cx - w * 0.27)} ${n(top + 120)}v40" stroke="${roof}" stroke-width="4"/>` +
    `<path d="M${n(cx + w * 0.12)} ${n(base)}V${n(base - 74)}Q${n(cx + w * 0.27)} ${n(base - 98)} ${n(cx + w * 0.42)} ${n(base - 74)}V${n(base)}Z" fill="${mixColor(roof, '#000000', 0.2)}"/>`
  );
}

function drawStreet(random: Random, palette: Palette): string {
  const road = mixColor(palette.near, palette.mid, 0.3);
  const stone = mixColor(palette.near, palette.moon, 0.12);
  let stones = '';
  for (let row = 0; row < 6; row++) {
    const y = GROUND_TOP + 26 + row * 30 + row * row * 2;
    const w = 30 + row * 8;
    for (let x = (row % 2) * (w / 2) - 10; x < CANVAS + 10; x += w + 6) {
      stones += ellipseSubpath(x + random.range(-3, 3), y, w / 2, 7 + row * 1.5);
    }
  }
  return (
    `<path d="M0 ${GROUND_TOP}H${CANVAS}V${CANVAS}H0Z" fill="${road}"/>` +
    `<path d="${stones}" fill="${stone}" fill-opacity="0.55"/>` +
    `<path d="M0 ${GROUND_TOP}H${CANVAS}v10H0Z" fill="${mixColor(palette.near, palette.moon, 0.2)}"/>`
  );
}

function drawFence(random: Random, palette: Palette, layout: SceneLayout): string {
  // A short picket fence on the side away from the old house.
  const start = layout.landmarkLeft ? random.range(560, 640) : random.range(30, 90);
  const end = start + random.range(260, 340);
  let d = `M${n(start)} ${GROUND_TOP - 40}H${n(end)}v8H${n(start)}Z`;
  for (let x = start; x < end; x += 26)
    d += `M${n(x)} ${GROUND_TOP + 2}V${GROUND_TOP - 60}l8 -10l8 10V${GROUND_TOP + 2}Z`;
  return `<path d="${d}" fill="${mixColor(palette.mid, palette.moon, 0.2)}"/>`;
}

function drawLamp(palette: Palette, x: number): string {
  const top = GROUND_TOP - 250;
  const post = mixColor(palette.near, '#000000', 0.3);
  return (
    drawGlow('lamp-glow', x, top + 20, 140, palette.light, 0.45) +
    `<path d="${ellipseSubpath(x, GROUND_TOP + 40, 110, 22)}" fill="${palette.light}" fill-opacity="0.12"/>` +
    `<path d="M${n(x - 7)} ${GROUND_TOP + 40}V${top + 40}h14V${GROUND_TOP + 40}Z M${n(x - 18)} ${GROUND_TOP + 40}h36l-6 -18h-24Z" fill="${post}"/>` +
    `<path d="M${n(x - 24)} ${top}h48l-10 -20h-28Z M${n(x - 18)} ${top + 46}h36v-6h-36Z" fill="${post}"/>` +
    `<path d="M${n(x - 20)} ${top}h40l-4 40h-32Z" fill="${palette.light}"/>`
  );
}

function drawMist(random: Random, palette: Palette): string {
  let d = '';
  for (let i = 0; i < 4; i++) {
    d += ellipseSubpath(
      random.range(80, CANVAS - 80),
      GROUND_TOP - random.range(0, 30),
      random.range(160, 260),
      random.range(14, 24),
    );
  }
  return `<path d="${d}" fill="${palette.skyHorizon}" fill-opacity="0.18"/>`;
}
