import type { LandmarkZone } from './backdrops/index';
import type { ElementIcon } from './match-element';
import type { SceneLayout } from './layout';
import type { Palette } from './palette';
import type { Random } from './random';
import type { MoonPlacement } from './sky';
import { FEET_Y, GROUND_TOP, SKY_BOTTOM } from './layout';
import { getNotoIcon, placeIcon } from './noto-icons';
import { CANVAS, ellipseSubpath, n } from './svg-shapes';

interface Box {
  x: number;
  y: number;
  size: number;
}

/** The hero's horizontal footprint, which no ground icon may cover. */
export interface HeroBounds {
  left: number;
  right: number;
}

export interface PlacedElements {
  /** Icons behind the hero (the sky and the back row). */
  behind: string;
  /** Icons in front: the front row on the ground. */
  front: string;
}

// Icons must stay whole and on the canvas: resvg-js 2.6.2 aborts the process when a clipped
// group falls entirely outside it, and a half-cut icon looks like a mistake anyway.
const MARGIN = 24;
const TRIES = 80;

/**
 * Arranges the three element icons: flying things in the sky, clear of the moon and the landmark;
 * standing things on the ground beside the hero, in a front row or a smaller row further back.
 */
export function placeElements(
  random: Random,
  icons: readonly ElementIcon[],
  palette: Palette,
  layout: SceneLayout,
  hero: HeroBounds,
  moon: MoonPlacement,
  landmark: LandmarkZone | null,
): PlacedElements {
  const taken: Box[] = [];
  const behind: string[] = [];
  const front: string[] = [];
  icons.forEach((element, index) => {
    // Distinct prefixes for the icon's own ids and its halo, so neither can clash with the other.
    const id = `el${index}i-`;
    const icon = getNotoIcon(element.icon);
    if (element.placement === 'ground') {
      // After the first, some ground things stand further back, smaller: a row of three in a
      // line with the hero looks like a shop shelf, not a picture.
      const preferBack = taken.some((box) => box.y + box.size > FEET_Y - 40) && random.chance(0.5);
      const box = preferBack
        ? (findGroundBox(random, taken, hero, 0.72) ?? findGroundBox(random, taken, hero, 1))
        : (findGroundBox(random, taken, hero, 1) ?? findGroundBox(random, taken, hero, 0.72));
      if (box) {
        taken.push(box);
        const shadow = `<path d="${ellipseSubpath(box.x + box.size / 2, box.y + box.size * 0.95, box.size * 0.4, box.size * 0.07)}" fill="#000000" fill-opacity="0.22"/>`;
        const target = box.y + box.size > FEET_Y - 30 ? front : behind;
        target.push(shadow + placeIcon(icon, box, id));
        return;
      }
    }
    // Flying things, and anything the ground has no room for, float in the sky with a soft glow.
    const box = findSkyBox(random, taken, moon, layout, landmark) ?? fallbackSkyBox(taken);
    taken.push(box);
    behind.push(drawHalo(`el${index}-halo`, box, palette) + placeIcon(icon, box, id));
  });
  return { behind: behind.join(''), front: front.join('') };
}

function findGroundBox(
  random: Random,
  taken: readonly Box[],
  hero: HeroBounds,
  scale: number,
): Box | null {
  const backRow = scale < 1;
  for (let i = 0; i < TRIES; i++) {
    const size = random.range(145, 205) * scale;
    const x = random.range(MARGIN, CANVAS - MARGIN - size);
    const bottom = backRow ? GROUND_TOP + random.range(0, 24) : FEET_Y + random.range(-26, 8);
    const box = { x, y: bottom - size, size };
    const clearOfHero = x + size < hero.left + 8 || x > hero.right - 8;
    if (clearOfHero && !taken.some((other) => overlaps(box, other, 6))) return box;
  }
  return null;
}

function findSkyBox(
  random: Random,
  taken: readonly Box[],
  moon: MoonPlacement,
  layout: SceneLayout,
  landmark: LandmarkZone | null,
): Box | null {
  for (let i = 0; i < TRIES; i++) {
    const size = random.range(135, 185);
    const x = random.range(MARGIN + 10, CANVAS - MARGIN - 10 - size);
    const y = random.range(70, SKY_BOTTOM - size);
    const box = { x, y, size };
    const cx = x + size / 2;
    const cy = y + size / 2;
    const clearOfMoon = Math.hypot(cx - moon.x, cy - moon.y) > moon.r * 1.4 + size * 0.55;
    // Keep the air straight above the hero's head a little open, so the hero has room to breathe.
    const clearOfHead = Math.abs(cx - layout.heroX) > size * 0.5 || cy < 260;
    const clearOfLandmark =
      !landmark ||
      y + size < landmark.top ||
      x > layout.landmarkX + landmark.halfWidth ||
      x + size < layout.landmarkX - landmark.halfWidth;
    if (
      clearOfMoon &&
      clearOfHead &&
      clearOfLandmark &&
      !taken.some((other) => overlaps(box, other, 24))
    )
      return box;
  }
  return null;
}

/** Last resort when the sky is crowded: a fixed spot per slot, small, still on the canvas. */
function fallbackSkyBox(taken: readonly Box[]): Box {
  const size = 120;
  return { x: 120 + (taken.length % 3) * 320, y: 80, size };
}

function overlaps(a: Box, b: Box, gap: number): boolean {
  return (
    a.x < b.x + b.size + gap &&
    b.x < a.x + a.size + gap &&
    a.y < b.y + b.size + gap &&
    b.y < a.y + a.size + gap
  );
}

function drawHalo(id: string, box: Box, palette: Palette): string {
  const cx = box.x + box.size / 2;
  const cy = box.y + box.size / 2;
  return (
    `<defs><radialGradient id="${id}"><stop offset="0.35" stop-color="${palette.light}" stop-opacity="0.3"/>` +
    `<stop offset="1" stop-color="${palette.light}" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(box.size * 0.72)}" fill="url(#${id})"/>`
  );
}
