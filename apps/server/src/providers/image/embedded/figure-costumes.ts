import type { FigureLook } from './cast-look';
import type { Build } from './figure-build';
import type { FigureExtras } from './hero';
import type { Costume } from './person-roles';
import { circleSubpath, ellipseSubpath, twinklePath } from './svg-shapes';

export interface Dressed {
  look: FigureLook;
  extras: FigureExtras;
}

/**
 * A role's costume over a person's own look: the clothes' colours change and a hat, a cape or a
 * beard is added, so a wizard reads as a wizard at a glance. Hats are in head units (0,0, r 80).
 */
export function dressForCostume(costume: Costume, look: FigureLook, build: Build): Dressed {
  const with_ = (changes: Partial<FigureLook>, extras: FigureExtras): Dressed => ({
    look: { ...look, ...changes },
    extras,
  });
  switch (costume) {
    case 'crown':
      return with_(
        { top: look.outfit === 'dress' ? '#c8559a' : '#5d63c4' },
        {
          behind: cape(build, '#b23a48'),
          overHead: crown(),
        },
      );
    case 'wizard':
      return with_(
        { outfit: 'robe', top: '#4b5fb3', hair: '#d9d6d0' },
        {
          overHead: beard('#e8e4dc') + pointedHat('#4b5fb3', true),
        },
      );
    case 'witch':
      return with_({ outfit: 'robe', top: '#5b3f86' }, { overHead: pointedHat('#3b2f52', false) });
    case 'pirate':
      return with_(
        { top: '#f4efe6', stripes: true, bottom: '#3f4756' },
        {
          overHead: eyePatch() + tricorn(),
        },
      );
    case 'astronaut':
      return with_(
        { top: '#e8ecf2', bottom: '#d6dbe6', shoes: '#7d8796' },
        {
          overHead: spaceHelmet(),
        },
      );
    case 'detective':
      return with_({ outfit: 'robe', top: '#b8925a' }, { overHead: brimmedHat('#6b4e35') });
    case 'clown':
      return with_(
        { top: '#f2a03d', stripes: true, bottom: '#5d7fb3', hair: '#e0653a', hairStyle: 'curly' },
        {
          overHead: `<path d="${circleSubpath(0, 30, 13)}" fill="#e0443e"/>`,
        },
      );
    case 'santa':
      return with_(
        { top: '#d0393b', bottom: '#d0393b', shoes: '#2b2226', hair: '#f4f1ea' },
        {
          overBody: belt(build),
          overHead: beard('#f4f1ea') + santaHat(),
        },
      );
    case 'elf':
      return with_({ top: '#3f9a5a', bottom: '#c0393b' }, { overHead: santaHat('#3f9a5a') });
    case 'superhero':
      return with_(
        { top: '#3d6fd1', bottom: '#3d6fd1' },
        {
          behind: cape(build, '#d23b3b'),
          overHead: mask('#d23b3b'),
          overBody: `<path d="${twinklePath(0, build.shoulderY + 48, 22)}" fill="#f4c542"/>`,
        },
      );
    case 'ninja':
      return with_(
        {
          top: '#2f2f3a',
          bottom: '#2f2f3a',
          shoes: '#1d1d24',
          hairStyle: 'covered',
          accent: '#2f2f3a',
        },
        {},
      );
    case 'knight':
      return with_(
        { top: '#a9b1bd', bottom: '#7d8796', shoes: '#5b6470' },
        {
          overBody: `<path d="M-18 ${build.shoulderY + 30}h36v14h-11v34h-14v-34h-11Z" fill="#c0393b"/>`,
          overHead: knightHelmet(),
        },
      );
    case 'chef':
      return with_({ top: '#f4f1ea' }, { overBody: apron(build), overHead: chefHat() });
    case 'doctor':
    case 'scientist':
      return with_(
        {},
        { overBody: whiteCoat(build), overHead: costume === 'scientist' ? goggles() : '' },
      );
    case 'firefighter':
      return with_(
        { top: '#2f3e5c', bottom: '#2f3e5c' },
        {
          overBody: stripes(build, '#f2d04b'),
          overHead: hardHat('#d23b3b'),
        },
      );
    case 'police':
      return with_({ top: '#2d3f6b', bottom: '#2d3f6b' }, { overHead: peakedCap('#2d3f6b') });
    case 'post':
      return with_({ top: '#d23b3b' }, { overHead: peakedCap('#d23b3b') });
    case 'farmer':
      return with_(
        { top: '#5d7fb3', outfit: 'trousers', bottom: '#4a5f8c' },
        {
          overHead: brimmedHat('#e2c06b', true),
        },
      );
    case 'builder':
      return with_(
        { top: '#f08a24', outfit: 'trousers' },
        {
          overBody: stripes(build, '#f7f3c8'),
          overHead: hardHat('#f2c230'),
        },
      );
    case 'explorer':
      return with_(
        { top: '#c9a86a', outfit: 'trousers', bottom: '#7a5a3a' },
        {
          overHead: brimmedHat('#d4ad6a', true),
        },
      );
    case 'angel':
      return with_(
        { top: '#f4f1ea', outfit: 'robe' },
        {
          behind: wings(build),
          overHead: `<path d="${ellipseSubpath(0, -112, 48, 12)}" fill="none" stroke="#f4c542" stroke-width="8"/>`,
        },
      );
    case 'ballerina':
      return with_(
        { top: '#f2a7c3' },
        {
          overBody: `<path d="M-80 ${build.hipY}Q0 ${build.hipY - 30} 80 ${build.hipY}Q0 ${build.hipY + 24} -80 ${build.hipY}Z" fill="#f8c8da"/>`,
        },
      );
  }
}

function cape(build: Build, colour: string): string {
  const s = build.shoulderY + 4;
  const b = build.bodyHalf;
  return `<path d="M${-b + 4} ${s}Q${-b - 56} ${s + 120} ${-b - 66} -24Q0 -10 ${b + 66} -24Q${b + 56} ${s + 120} ${b - 4} ${s}Z" fill="${colour}"/>`;
}

function wings(build: Build): string {
  const y = build.shoulderY + 30;
  return `<path d="${ellipseSubpath(-78, y - 20, 56, 30)}${ellipseSubpath(78, y - 20, 56, 30)}" fill="#ffffff" fill-opacity="0.85"/>`;
}

function belt(build: Build): string {
  const y = build.hipY - 26;
  return `<path d="M${-build.hemHalf} ${y}h${build.hemHalf * 2}v14h${-build.hemHalf * 2}Z" fill="#2b2226"/><path d="M-11 ${y - 2}h22v18h-22Z" fill="none" stroke="#f4c542" stroke-width="4"/>`;
}

function apron(build: Build): string {
  const top = build.shoulderY + 36;
  return `<path d="M-30 ${top}h60v${build.hipY - top + 30}q-30 8 -60 0Z" fill="#ffffff"/>`;
}

function whiteCoat(build: Build): string {
  const s = build.shoulderY + 2;
  const b = build.bodyHalf;
  const hem = build.hipY + 40;
  return (
    `<path d="M${-b} ${s}Q${-b - 12} ${(s + hem) / 2} ${-b - 10} ${hem}H-10L-14 ${s + 14}Z` +
    `M${b} ${s}Q${b + 12} ${(s + hem) / 2} ${b + 10} ${hem}H10L14 ${s + 14}Z" fill="#f6f7f9"/>`
  );
}

function stripes(build: Build, colour: string): string {
  const y = build.hipY - 40;
  return `<path d="M${-build.bodyHalf - 4} ${y}h${build.bodyHalf * 2 + 8}v12h${-build.bodyHalf * 2 - 8}Z" fill="${colour}"/>`;
}

function crown(): string {
  return (
    `<path d="M-40 -60L-44 -104L-22 -82L0 -112L22 -82L44 -104L40 -60Z" fill="#f4c542" stroke="#c98f1c" stroke-width="3" stroke-linejoin="round"/>` +
    `<path d="${circleSubpath(0, -74, 7)}" fill="#e85a7a"/>`
  );
}

function pointedHat(colour: string, stars: boolean): string {
  return (
    `<path d="${ellipseSubpath(0, -62, 108, 20)}" fill="${colour}"/>` +
    `<path d="M-62 -64L14 -236L64 -64Z" fill="${colour}"/>` +
    (stars
      ? `<path d="${twinklePath(-6, -120, 12)}${twinklePath(18, -170, 9)}" fill="#f4d97a"/>`
      : `<path d="M-58 -76L60 -76L62 -64L-60 -64Z" fill="#8f6bc4"/>`)
  );
}

function tricorn(): string {
  return (
    `<path d="M-104 -58Q-66 -150 0 -118Q66 -150 104 -58Q0 -84 -104 -58Z" fill="#2b2630"/>` +
    `<path d="${circleSubpath(0, -96, 10)}" fill="#f4f1ea"/>`
  );
}

function eyePatch(): string {
  return (
    `<path d="M-74 -24L40 -40" stroke="#2b2630" stroke-width="5"/>` +
    `<path d="${ellipseSubpath(-28, 8, 17, 19)}" fill="#2b2630"/>`
  );
}

function spaceHelmet(): string {
  return (
    `<circle cx="0" cy="0" r="108" fill="#bfe3ff" fill-opacity="0.16" stroke="#dff1ff" stroke-opacity="0.8" stroke-width="7"/>` +
    `<path d="M-66 -50Q-32 -92 12 -92" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="9" stroke-linecap="round"/>`
  );
}

function brimmedHat(colour: string, wide = false): string {
  const rx = wide ? 124 : 100;
  return (
    `<path d="${ellipseSubpath(0, -58, rx, 22)}" fill="${colour}"/>` +
    `<path d="M-64 -60C-66 -140 66 -140 64 -60Z" fill="${colour}"/>` +
    `<path d="M-64 -64C-30 -58 30 -58 64 -64L62 -80C30 -74 -30 -74 -62 -80Z" fill="#5a3b2a"/>`
  );
}

function santaHat(colour = '#d0393b'): string {
  return (
    `<path d="M-78 -50Q-40 -170 70 -130Q96 -110 104 -70L84 -64Q70 -104 40 -104Q0 -104 74 -56Z" fill="${colour}"/>` +
    `<path d="M-84 -66Q0 -92 84 -66L84 -42Q0 -66 -84 -42Z" fill="#f4f1ea"/>` +
    `<path d="${circleSubpath(100, -64, 16)}" fill="#f4f1ea"/>`
  );
}

function beard(colour: string): string {
  return (
    `<path d="M-66 18Q-72 120 0 156Q72 120 66 18Q40 52 0 50Q-40 52 -66 18Z" fill="${colour}"/>` +
    `<path d="M-34 40Q0 24 34 40Q20 54 0 46Q-20 54 -34 40Z" fill="${colour}"/>`
  );
}

function mask(colour: string): string {
  return `<path d="M-62 -4Q0 -18 62 -4L58 22Q0 12 -58 22Z${ellipseSubpath(-28, 8, 12, 14)}${ellipseSubpath(28, 8, 12, 14)}" fill="${colour}" fill-rule="evenodd"/>`;
}

function knightHelmet(): string {
  return (
    `<path d="M-88 10A88 92 0 0 1 88 10L80 -6H-80Z" fill="#a9b1bd"/>` +
    `<path d="M-4 -92Q30 -140 60 -120Q30 -110 8 -86Z" fill="#c0393b"/>`
  );
}

function chefHat(): string {
  return (
    `<path d="${circleSubpath(-36, -118, 34)}${circleSubpath(0, -134, 38)}${circleSubpath(36, -118, 34)}" fill="#ffffff"/>` +
    `<path d="M-56 -112H56V-60H-56Z" fill="#ffffff"/><path d="M-56 -74H56V-60H-56Z" fill="#e6e6e6"/>`
  );
}

function hardHat(colour: string): string {
  return (
    `<path d="M-82 -44A82 70 0 0 1 82 -44Z" fill="${colour}"/>` +
    `<path d="M-98 -46H98V-32H-98Z" fill="${colour}"/><path d="M-8 -112H8V-44H-8Z" fill="#ffffff" fill-opacity="0.35"/>`
  );
}

function peakedCap(colour: string): string {
  return (
    `<path d="M-80 -48Q-84 -120 0 -122Q84 -120 80 -48Z" fill="${colour}"/>` +
    `<path d="M-84 -50H84V-36H-84Z" fill="#1d2233"/><path d="M-40 -40Q0 -18 60 -36Z" fill="#1d2233"/>` +
    `<path d="${circleSubpath(0, -80, 12)}" fill="#f4c542"/>`
  );
}

function goggles(): string {
  return `<path d="${circleSubpath(-28, -52, 18)}${circleSubpath(28, -52, 18)}" fill="#9fd3f0" stroke="#4a4f5a" stroke-width="6"/>`;
}
