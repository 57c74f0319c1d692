import type { Genre } from '@sns/contract';
import type { FigureLook } from './cast-look';
import type { Random } from './random';
import { CHILD } from './figure-build';
import { HEAD_R } from './hero-hair';
import { circleSubpath, ellipseSubpath, mixColor, twinklePath } from './svg-shapes';

/** Layers drawn behind the hero (capes) and in front (hats, props). */
export interface Accessory {
  behind: string;
  front: string;
}

// Child units: the hero is always drawn with the child's build.
const HEAD = { y: CHILD.headY, r: HEAD_R } as const;
const TOP = HEAD.y - HEAD.r;
// The free hand holds props; it's the right one, as the left may be waving.
const HAND = { x: CHILD.rest[0], y: CHILD.rest[1] } as const;

/**
 * A genre touch for the hero in the genre's own world: a crown and cape, an explorer's hat, a
 * lantern, a space helmet… Never part of who the child is, so it stays outside the identity group;
 * `handFree` is false when the hero holds a story element, which the hand props would crowd.
 */
export function drawAccessory(
  random: Random,
  look: FigureLook,
  genre: Genre,
  handFree: boolean,
): Accessory {
  switch (genre) {
    case 'Fantasy':
      return {
        behind: random.chance(0.7)
          ? drawCape(random.pick(['#7d5ba6', '#c0504d', '#3d7cc9', '#2f8f7a']))
          : '',
        front: random.chance(0.6) || !handFree ? drawCrown() : drawWand(),
      };
    case 'Adventure':
      return { behind: '', front: drawExplorerHat() };
    case 'Mystery':
      return {
        behind: '',
        front: random.chance(0.6) && handFree ? drawLantern() : drawScarf(look),
      };
    case 'Sci-Fi':
      return { behind: '', front: drawBadge() + drawHelmet(look) };
    case 'Comedy':
      return {
        behind: '',
        front: drawPartyHat(random.pick(['#ef8fab', '#7fb3e0', '#e9c46a', '#78c47f'])),
      };
  }
}

function drawCape(color: string): string {
  return (
    // Flaring out past the arms from the shoulders, so it reads as a cape and not a skirt.
    `<path d="M-50 -212Q-112 -120 -124 -40Q-60 -22 0 -30Q60 -22 124 -40Q112 -120 50 -212Z" fill="${color}"/>` +
    `<path d="M-124 -40Q-60 -22 0 -30Q60 -22 124 -40L122 -30Q60 -12 0 -20Q-60 -12 -122 -30Z" fill="${mixColor(color, '#000000', 0.25)}"/>`
  );
}

function drawCrown(): string {
  const y = TOP + 4;
  return (
    `<path d="M-40 ${y + 14}L-44 ${y - 26}L-22 ${y - 6}L0 ${y - 34}L22 ${y - 6}L44 ${y - 26}L40 ${y + 14}Z" fill="#f4c542" stroke="#c98f1c" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${circleSubpath(0, y - 4, 6)}" fill="#e85a7a"/><path d="${circleSubpath(-24, y + 4, 4)}${circleSubpath(24, y + 4, 4)}" fill="#6fc2e8"/>`
  );
}

function drawWand(): string {
  return (
    `<path d="M${HAND.x} ${HAND.y}L${HAND.x + 34} ${HAND.y - 96}" stroke="#6b4a2e" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="${twinklePath(HAND.x + 36, HAND.y - 104, 26)}" fill="#ffe27a"/>`
  );
}

function drawExplorerHat(): string {
  const y = TOP + 22;
  return (
    `<path d="${ellipseSubpath(0, y, 118, 24)}" fill="#b98f55"/>` +
    `<path d="M-70 ${y}C-72 ${y - 86} 72 ${y - 86} 70 ${y}Z" fill="#d4ad6a"/>` +
    `<path d="M-70 ${y - 4}C-40 ${y + 2} 40 ${y + 2} 70 ${y - 4}L68 ${y - 20}C40 ${y - 14} -40 ${y - 14} -68 ${y - 20}Z" fill="#7a5230"/>`
  );
}

function drawLantern(): string {
  const x = HAND.x + 6;
  const y = HAND.y + 8;
  return (
    `<defs><radialGradient id="lantern-glow"><stop offset="0" stop-color="#ffd98a" stop-opacity="0.6"/>` +
    `<stop offset="1" stop-color="#ffd98a" stop-opacity="0"/></radialGradient></defs>` +
    `<circle cx="${x}" cy="${y + 40}" r="110" fill="url(#lantern-glow)"/>` +
    `<path d="M${x} ${y}v14" stroke="#3a3040" stroke-width="4"/>` +
    `<path d="M${x - 22} ${y + 18}h44l-6 10h-32Z M${x - 20} ${y + 72}h40l-4 -8h-32Z" fill="#3a3040"/>` +
    `<path d="M${x - 18} ${y + 28}h36v36h-36Z" fill="#ffe7a3"/>` +
    `<path d="M${x} ${y + 34}q9 12 0 24q-9 -12 0 -24Z" fill="#f59e42"/>`
  );
}

function drawScarf(look: FigureLook): string {
  const color = look.top === '#e05a4f' ? '#2fa595' : '#e05a4f';
  return (
    `<path d="M-42 -214Q0 -192 42 -214L44 -198Q0 -176 -44 -198Z" fill="${color}"/>` +
    `<path d="M16 -202l10 56l18 -4l-8 -54Z" fill="${color}"/>`
  );
}

// Big hair needs a bigger bubble: a coily crown or buns must not poke through the glass.
const BIG_HAIR: ReadonlySet<string> = new Set(['coily', 'curly', 'buns', 'ponytail']);

function drawHelmet(look: FigureLook): string {
  const r = HEAD.r + (BIG_HAIR.has(look.hairStyle) ? 46 : 24);
  return (
    `<circle cx="0" cy="${HEAD.y}" r="${r}" fill="#bfe3ff" fill-opacity="0.14" stroke="#dff1ff" stroke-opacity="0.75" stroke-width="6"/>` +
    `<path d="M${-r * 0.62} ${HEAD.y - r * 0.45}Q${-r * 0.3} ${HEAD.y - r * 0.85} ${r * 0.1} ${HEAD.y - r * 0.86}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="8" stroke-linecap="round"/>` +
    `<path d="${ellipseSubpath(0, -204, 62, 13)}" fill="#d6dbe6"/>`
  );
}

function drawBadge(): string {
  return `<path d="${circleSubpath(-22, -170, 13)}" fill="#f4c542"/><path d="${twinklePath(-22, -170, 9)}" fill="#ffffff"/>`;
}

function drawPartyHat(color: string): string {
  const y = TOP + 10;
  return (
    `<g transform="rotate(12 0 ${y})">` +
    `<path d="M-34 ${y}L0 ${y - 92}L34 ${y}Z" fill="${color}"/>` +
    `<path d="M-22 ${y - 30}L22 ${y - 30}L26 ${y - 18}L-26 ${y - 18}ZM-11 ${y - 62}L11 ${y - 62}L15 ${y - 50}L-15 ${y - 50}Z" fill="#ffffff" fill-opacity="0.6"/>` +
    `<path d="${circleSubpath(0, y - 94, 11)}" fill="#fff3b0"/></g>`
  );
}
