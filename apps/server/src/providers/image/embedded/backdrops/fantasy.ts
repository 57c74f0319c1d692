import type { SceneLayout } from '../layout';
import type { Palette } from '../palette';
import type { Random } from '../random';
import { CANVAS, ellipseSubpath, mixColor, n } from '../svg-shapes';
import { HORIZON_Y } from '../layout';
import type { LandmarkZone } from './landmark-zone';
import { drawFireflies, drawForeground, drawGlow, drawGrass, drawHills, pinePath } from './ground';

/** How far the castle, flags included, can reach; sky icons keep out of it. */
export const FANTASY_LANDMARK: LandmarkZone = { top: 235, halfWidth: 150 };

/** Fantasy: a fairy-tale castle with glowing windows on a hill, rolling hills and fireflies. */
export function drawFantasyBackdrop(random: Random, palette: Palette, layout: SceneLayout): string {
  const castleBase = HORIZON_Y - random.range(10, 40);
  const parts = [
    drawHills(random, palette.far, HORIZON_Y - 110, 60, 5),
    `<path d="${ellipseSubpath(layout.landmarkX, castleBase + 30, 230, 70)}" fill="${palette.far}"/>`,
    drawCastle(random, palette, layout.landmarkX, castleBase),
    drawHills(random, palette.mid, HORIZON_Y + 10, 50, 4),
    drawPines(random, palette, layout),
    drawForeground(random, palette.near),
    drawPath(random, palette, layout.landmarkX, castleBase),
    drawGrass(random, palette, true),
    drawFireflies(random, palette, random.int(6, 12)),
  ];
  return parts.join('');
}

function drawCastle(random: Random, palette: Palette, cx: number, base: number): string {
  const stone = mixColor(palette.far, palette.moon, 0.28);
  const shade = mixColor(palette.far, palette.moon, 0.12);
  const roof = mixColor(
    random.pick(['#b0607e', '#6f7fd0', '#c07a5a', '#8f6bc4']),
    palette.mid,
    0.25,
  );
  const keepW = random.range(120, 160);
  const keepH = random.range(130, 170);
  const walls: string[] = [];
  const roofs: string[] = [];
  const windows: string[] = [];
  const flags: string[] = [];

  // Keep, with battlements along its top.
  walls.push(
    `M${n(cx - keepW / 2)} ${n(base)}V${n(base - keepH)}H${n(cx + keepW / 2)}V${n(base)}Z`,
  );
  const merlons = Math.round(keepW / 24);
  for (let i = 0; i < merlons; i++) {
    const x = cx - keepW / 2 + (i + 0.15) * (keepW / merlons);
    walls.push(`M${n(x)} ${n(base - keepH)}v-14h${n((keepW / merlons) * 0.6)}v14Z`);
  }

  const towers = [
    { x: cx - keepW / 2 - 6, w: random.range(42, 54), h: keepH + random.range(50, 90) },
    { x: cx + keepW / 2 + 6, w: random.range(42, 54), h: keepH + random.range(30, 80) },
  ];
  if (random.chance(0.7))
    towers.push({
      x: cx + random.range(-20, 20),
      w: random.range(46, 58),
      h: keepH + random.range(100, 140),
    });
  for (const tower of towers) {
    const top = base - tower.h;
    walls.push(
      `M${n(tower.x - tower.w / 2)} ${n(base)}V${n(top)}H${n(tower.x + tower.w / 2)}V${n(base)}Z`,
    );
    const roofH = tower.w * random.range(1.1, 1.5);
    roofs.push(
      `M${n(tower.x - tower.w / 2 - 7)} ${n(top)}L${n(tower.x)} ${n(top - roofH)}L${n(tower.x + tower.w / 2 + 7)} ${n(top)}Z`,
    );
    windows.push(archPath(tower.x, top + 34, 9, 20));
    if (random.chance(0.75)) {
      const tip = top - roofH;
      flags.push(`M${n(tower.x)} ${n(tip)}v-26`);
      flags.push(`M${n(tower.x)} ${n(tip - 26)}l22 6l-22 7Z`);
    }
  }

  for (let row = 0; row < 2; row++) {
    for (let col = -1; col <= 1; col++) {
      if (col === 0 && row === 1) continue;
      if (!random.chance(0.75)) continue;
      windows.push(archPath(cx + col * keepW * 0.3, base - keepH + 40 + row * 48, 8, 18));
    }
  }
  const door = archPath(cx, base, 20, 44);
  const glowY = base - keepH * 0.6;

  return (
    drawGlow('castle-glow', cx, glowY, keepW * 0.95, palette.light, 0.22) +
    `<path d="${walls.join('')}" fill="${stone}"/>` +
    `<path d="M${n(cx + keepW * 0.1)} ${n(base)}V${n(base - keepH)}H${n(cx + keepW / 2)}V${n(base)}Z" fill="${shade}" fill-opacity="0.5"/>` +
    `<path d="${roofs.join('')}" fill="${roof}"/>` +
    `<path d="${windows.join('')}" fill="${palette.light}"/>` +
    `<path d="${door}" fill="${mixColor(palette.near, '#000000', 0.2)}"/>` +
    `<path d="${flags.join('')}" fill="${mixColor('#f4d58d', palette.mid, 0.2)}" stroke="${stone}" stroke-width="2"/>`
  );
}

/** A winding path from the castle gate down to the front, tying the hero's world to the castle. */
function drawPath(random: Random, palette: Palette, gateX: number, gateY: number): string {
  const endX = 512 + random.range(-120, 120);
  const bend = (gateX < 512 ? 1 : -1) * random.range(60, 140);
  const mid = (gateY + CANVAS) / 2;
  const d =
    `M${n(gateX - 12)} ${n(gateY)}C${n(gateX - 20 + bend)} ${n(mid - 60)} ${n(endX - 120 - bend)} ${n(mid + 40)} ${n(endX - 150)} ${CANVAS}` +
    `H${n(endX + 150)}C${n(endX + 120 - bend)} ${n(mid + 40)} ${n(gateX + 20 + bend)} ${n(mid - 60)} ${n(gateX + 12)} ${n(gateY)}Z`;
  return `<path d="${d}" fill="${mixColor(palette.mid, palette.moon, 0.22)}" fill-opacity="0.8"/>`;
}

/** A window or door: a rectangle with a round top, standing on (x, bottom). */
function archPath(x: number, bottom: number, halfWidth: number, height: number): string {
  return `M${n(x - halfWidth)} ${n(bottom)}V${n(bottom - height + halfWidth)}A${n(halfWidth)} ${n(halfWidth)} 0 0 1 ${n(x + halfWidth)} ${n(bottom - height + halfWidth)}V${n(bottom)}Z`;
}

function drawPines(random: Random, palette: Palette, layout: SceneLayout): string {
  let d = '';
  // A small grove on the hero's side of the picture balances the castle on the other.
  const side = layout.landmarkLeft ? 1 : -1;
  const count = random.int(2, 4);
  for (let i = 0; i < count; i++) {
    const x = 512 + side * random.range(280, 480);
    d += pinePath(x, HORIZON_Y + random.range(40, 70), random.range(90, 150));
  }
  return `<path d="${d}" fill="${mixColor(palette.mid, '#0b2a2a', 0.35)}"/>`;
}
