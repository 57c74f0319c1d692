import type { SceneLayout } from '../layout';
import type { Palette } from '../palette';
import type { Random } from '../random';
import { CANVAS, circleSubpath, mixColor, n } from '../svg-shapes';
import { GROUND_TOP, HORIZON_Y } from '../layout';
import { drawFireflies, drawForeground, drawGrass } from './ground';

/** Adventure: snowy peaks far away, jungle canopy, palms and big leaves. */
export function drawAdventureBackdrop(
  random: Random,
  palette: Palette,
  layout: SceneLayout,
): string {
  const jungle = mixColor(palette.mid, '#1d5a4a', 0.45);
  const deep = mixColor(palette.near, '#0f3b30', 0.4);
  return [
    drawMountains(random, palette),
    drawCanopy(random, mixColor(palette.far, '#2a6a5a', 0.35), HORIZON_Y - 30, 26),
    drawCanopy(random, jungle, HORIZON_Y + 40, 34),
    drawPalms(random, deep, layout),
    drawForeground(random, mixColor(palette.near, '#143a2e', 0.3)),
    drawGrass(random, palette, false),
    drawLeaves(random, deep),
    drawFireflies(random, palette, random.int(5, 9)),
  ].join('');
}

function drawMountains(random: Random, palette: Palette): string {
  const rock = mixColor(palette.far, palette.moon, 0.12);
  const snow = mixColor(palette.moon, palette.skyHorizon, 0.25);
  let peaks = '';
  let caps = '';
  const count = random.int(3, 5);
  for (let i = 0; i < count; i++) {
    const x = -60 + ((i + random.range(0.2, 0.8)) / count) * (CANVAS + 120);
    const h = random.range(200, 330);
    const w = random.range(200, 300);
    const top = HORIZON_Y - h;
    peaks += `M${n(x - w)} ${HORIZON_Y + 20}L${n(x)} ${n(top)}L${n(x + w)} ${HORIZON_Y + 20}Z`;
    // The snow cap follows the slopes for a fifth of the height, with a zig-zag lower edge.
    const capY = top + h * 0.22;
    const capW = (w * h * 0.22) / h;
    caps += `M${n(x - capW)} ${n(capY)}L${n(x)} ${n(top)}L${n(x + capW)} ${n(capY)}L${n(x + capW * 0.4)} ${n(capY - 12)}L${n(x)} ${n(capY + 4)}L${n(x - capW * 0.45)} ${n(capY - 10)}Z`;
  }
  return `<path d="${peaks}" fill="${rock}"/><path d="${caps}" fill="${snow}"/>`;
}

/** A rounded band of treetops: many overlapping circles in one fill. */
function drawCanopy(random: Random, color: string, top: number, radius: number): string {
  let d = `M-20 ${n(top + radius)}H${CANVAS + 20}V${n(top + 200)}H-20Z`;
  for (let x = -20; x < CANVAS + 40; x += radius * random.range(1.1, 1.6)) {
    d += circleSubpath(x, top + random.range(0, radius), radius * random.range(0.9, 1.4));
  }
  return `<path d="${d}" fill="${color}"/>`;
}

function drawPalms(random: Random, color: string, layout: SceneLayout): string {
  let trunks = '';
  let fronds = '';
  const count = random.int(2, 3);
  for (let i = 0; i < count; i++) {
    // Palms frame the picture at its edges, leaving the middle for the hero.
    const left = i % 2 === 0;
    const x = left ? random.range(40, 150) : random.range(874, 984);
    if (Math.abs(x - layout.heroX) < 140) continue;
    const base = GROUND_TOP + random.range(-10, 20);
    const h = random.range(220, 300);
    const lean = (left ? 1 : -1) * random.range(20, 50);
    const topX = x + lean;
    const topY = base - h;
    trunks += `M${n(x - 9)} ${n(base)}Q${n(x + lean * 0.2)} ${n(base - h * 0.5)} ${n(topX - 4)} ${n(topY)}L${n(topX + 4)} ${n(topY)}Q${n(x + lean * 0.2 + 16)} ${n(base - h * 0.5)} ${n(x + 9)} ${n(base)}Z`;
    for (let f = 0; f < 6; f++) {
      const angle = Math.PI * (1.05 + (f / 5) * 0.9) + random.range(-0.1, 0.1);
      const len = random.range(80, 110);
      const ex = topX + Math.cos(angle) * len;
      const ey = topY + Math.sin(angle) * len * 0.6 + 40;
      const mx = topX + Math.cos(angle) * len * 0.5;
      const my = topY + Math.sin(angle) * len * 0.5 - 10;
      fronds += `M${n(topX)} ${n(topY)}Q${n(mx)} ${n(my - 16)} ${n(ex)} ${n(ey)}Q${n(mx)} ${n(my + 8)} ${n(topX)} ${n(topY)}Z`;
    }
  }
  return `<path d="${trunks}" fill="${mixColor(color, '#3b2a1e', 0.4)}"/><path d="${fronds}" fill="${color}"/>`;
}

/** Big jungle leaves poking in from the bottom corners, like a frame. */
function drawLeaves(random: Random, color: string): string {
  let d = '';
  for (const side of [-1, 1]) {
    const baseX = side < 0 ? 0 : CANVAS;
    for (let i = 0; i < 3; i++) {
      const angle = (side < 0 ? -0.35 : Math.PI + 0.35) - side * i * random.range(0.25, 0.4);
      const len = random.range(140, 210);
      const tipX = baseX + Math.cos(angle) * len;
      const tipY = CANVAS + 10 + Math.sin(angle) * len;
      const midX = (baseX + tipX) / 2;
      const midY = (CANVAS + tipY) / 2;
      const nx = -Math.sin(angle) * len * 0.25;
      const ny = Math.cos(angle) * len * 0.25;
      d += `M${n(baseX)} ${CANVAS + 10}Q${n(midX + nx)} ${n(midY + ny)} ${n(tipX)} ${n(tipY)}Q${n(midX - nx)} ${n(midY - ny)} ${n(baseX)} ${CANVAS + 10}Z`;
    }
  }
  return `<path d="${d}" fill="${mixColor(color, '#000000', 0.15)}"/>`;
}
