import type { PlushSpecies } from './plush-species';
import { circleSubpath, ellipseSubpath, mixColor } from './svg-shapes';

/** The plush drawing's own height in its units (seated, bottom at 0). */
export const PLUSH_HEIGHT = 220;

interface SpeciesLook {
  fur: string;
  ears: 'round' | 'long' | 'pointy' | 'floppy' | 'big-round' | 'none' | 'side';
  extra?: (fur: string, light: string, dark: string) => string;
  /** No muzzle patch (birds and frogs have their own faces). */
  plainFace?: boolean;
}

const SPECIES: Readonly<Record<PlushSpecies, SpeciesLook>> = {
  bear: { fur: '#b57b4a', ears: 'round', extra: () => bow('#d9534f') },
  rabbit: { fur: '#ece0d6', ears: 'long' },
  cat: { fur: '#e3a25c', ears: 'pointy', extra: (_f, _l, dark) => whiskers(dark) },
  dog: { fur: '#c99a6b', ears: 'floppy', extra: (_f, _l, dark) => eyePatch(dark) },
  elephant: { fur: '#9fb0c4', ears: 'big-round', extra: (fur) => trunk(fur), plainFace: true },
  unicorn: { fur: '#f6eef7', ears: 'pointy', extra: () => mane(['#f4a6c8', '#a8c8f4']) + horn() },
  horse: { fur: '#c9a06b', ears: 'pointy', extra: () => mane(['#7a5236', '#7a5236']) },
  dinosaur: { fur: '#7cc48a', ears: 'none', extra: (_f, _l, dark) => spikes(dark) },
  monkey: { fur: '#a0704a', ears: 'side', extra: (_f, light) => monkeyFace(light) },
  pig: { fur: '#f2b0bd', ears: 'pointy', extra: (fur) => snout(fur), plainFace: true },
  sheep: { fur: '#f3efe6', ears: 'side', extra: (fur) => fleece(fur) },
  mouse: { fur: '#b8b0ac', ears: 'big-round' },
  owl: { fur: '#a07a5a', ears: 'pointy', extra: (_f, light) => owlFace(light), plainFace: true },
  penguin: { fur: '#3b3f4a', ears: 'none', extra: () => penguinFace(), plainFace: true },
  lion: { fur: '#e5b04f', ears: 'round', extra: () => '' },
  panda: { fur: '#f4f1ea', ears: 'round', extra: () => pandaPatches() },
  fox: { fur: '#e07b39', ears: 'pointy', extra: () => '' },
  frog: { fur: '#8acb6a', ears: 'none', extra: (fur) => frogEyes(fur), plainFace: true },
  giraffe: { fur: '#f0c56a', ears: 'side', extra: () => giraffeHorns() + giraffeSpots() },
  doll: { fur: '#f3d2b8', ears: 'none', extra: () => '' },
};

const BUTTON = '#2b2230';

/**
 * A stuffed toy, seated: round body, stubby limbs, button eyes and visible stitches — so "a stuffed
 * bunny" can never be mistaken for a live rabbit. `colour` overrides the species' usual fur.
 */
export function drawPlush(species: PlushSpecies, colour?: string): string {
  const look = SPECIES[species];
  const fur = colour ?? look.fur;
  const light = mixColor(fur, '#ffffff', 0.45);
  const dark = mixColor(fur, '#2b2230', 0.45);
  const outline = `stroke="${dark}" stroke-width="3"`;
  const parts: string[] = [];
  if (species === 'lion') parts.push(lionMane());
  if (species === 'doll') parts.push(dollHair('#d0693a'));
  parts.push(ears(look.ears, fur, light, outline));
  // Body, legs and arms in one path, outlined, so the toy reads as one soft sewn shape.
  const body = species === 'doll' ? mixColor(colour ?? '#7fa6e0', '#ffffff', 0) : fur;
  parts.push(
    `<path d="${ellipseSubpath(0, -66, 52, 54)}" fill="${body}" ${outline}/>`,
    `<path d="${ellipseSubpath(-32, -18, 25, 18)}${ellipseSubpath(32, -18, 25, 18)}" fill="${fur}" ${outline}/>`,
    `<path d="${ellipseSubpath(-32, -16, 12, 9)}${ellipseSubpath(32, -16, 12, 9)}" fill="${light}"/>`,
    `<path d="${ellipseSubpath(-56, -86, 15, 28)}" transform="rotate(28 -56 -86)" fill="${fur}" ${outline}/>`,
    `<path d="${ellipseSubpath(56, -86, 15, 28)}" transform="rotate(-28 56 -86)" fill="${fur}" ${outline}/>`,
  );
  if (species !== 'doll')
    parts.push(`<path d="${ellipseSubpath(0, -60, 31, 35)}" fill="${light}"/>`);
  // A patch sewn on with big stitches: the surest sign of a much-loved toy.
  parts.push(
    `<path d="M18 -46h22v22h-22Z" fill="${mixColor(fur, '#e0a0c0', 0.6)}" stroke="${dark}" stroke-width="2.5" stroke-dasharray="5 4"/>`,
    `<path d="M0 -104V-24" fill="none" stroke="${dark}" stroke-width="2.5" stroke-dasharray="6 5" stroke-linecap="round"/>`,
  );
  parts.push(`<circle cx="0" cy="-146" r="50" fill="${fur}" ${outline}/>`);
  if (!look.plainFace && species !== 'doll') {
    parts.push(
      `<path d="${ellipseSubpath(0, -128, 23, 16)}" fill="${light}"/>`,
      `<path d="${ellipseSubpath(0, -136, 8, 5.5)}" fill="${BUTTON}"/>`,
      `<path d="M0 -131v7M-8 -121q8 6 16 0" fill="none" stroke="${BUTTON}" stroke-width="2.5" stroke-linecap="round"/>`,
    );
  }
  if (species === 'doll')
    parts.push(
      `<path d="M-12 -126q12 9 24 0" fill="none" stroke="#b5475a" stroke-width="3" stroke-dasharray="4 3" stroke-linecap="round"/>`,
      `<path d="${ellipseSubpath(-26, -134, 8, 5)}${ellipseSubpath(26, -134, 8, 5)}" fill="#f0a0a0" fill-opacity="0.6"/>`,
    );
  parts.push(look.extra?.(fur, light, dark) ?? '');
  parts.push(buttonEyes());
  // The seam across the crown, where the head's two halves were sewn together.
  parts.push(
    `<path d="M-30 -186Q0 -200 30 -186" fill="none" stroke="${dark}" stroke-width="2.5" stroke-dasharray="5 4" stroke-linecap="round"/>`,
  );
  return parts.join('');
}

function buttonEyes(): string {
  // Two-hole buttons, sewn on: the first thing a child's eye reads as "toy".
  return (
    `<path d="${circleSubpath(-19, -152, 8.5)}${circleSubpath(19, -152, 8.5)}" fill="${BUTTON}"/>` +
    `<path d="${circleSubpath(-21.5, -152, 1.8)}${circleSubpath(-16.5, -152, 1.8)}${circleSubpath(16.5, -152, 1.8)}${circleSubpath(21.5, -152, 1.8)}" fill="#8a7a90"/>`
  );
}

function ears(kind: SpeciesLook['ears'], fur: string, light: string, outline: string): string {
  const pair = (left: string, right: string, inner: string): string =>
    `<path d="${left}${right}" fill="${fur}" ${outline}/>` +
    (inner ? `<path d="${inner}" fill="${mixColor(light, '#f4a6b8', 0.5)}"/>` : '');
  switch (kind) {
    case 'round':
      return pair(
        circleSubpath(-38, -186, 18),
        circleSubpath(38, -186, 18),
        circleSubpath(-38, -186, 9) + circleSubpath(38, -186, 9),
      );
    case 'big-round':
      return pair(
        circleSubpath(-46, -170, 30),
        circleSubpath(46, -170, 30),
        circleSubpath(-46, -170, 18) + circleSubpath(46, -170, 18),
      );
    case 'long':
      return (
        `<path d="${ellipseSubpath(-20, -222, 13, 44)}" transform="rotate(-10 -20 -222)" fill="${fur}" ${outline}/>` +
        `<path d="${ellipseSubpath(20, -222, 13, 44)}" transform="rotate(10 20 -222)" fill="${fur}" ${outline}/>` +
        `<path d="${ellipseSubpath(-20, -220, 6, 32)}" transform="rotate(-10 -20 -220)" fill="#f4b6c4"/>` +
        `<path d="${ellipseSubpath(20, -220, 6, 32)}" transform="rotate(10 20 -220)" fill="#f4b6c4"/>`
      );
    case 'pointy':
      return pair(
        'M-46 -170L-40 -214L-14 -190Z',
        'M46 -170L40 -214L14 -190Z',
        'M-38 -180L-37 -202L-24 -190ZM38 -180L37 -202L24 -190Z',
      );
    case 'floppy':
      return `<path d="${ellipseSubpath(-48, -146, 15, 34)}" transform="rotate(14 -48 -146)" fill="${mixColor(fur, '#2b2230', 0.3)}" ${outline}/><path d="${ellipseSubpath(48, -146, 15, 34)}" transform="rotate(-14 48 -146)" fill="${mixColor(fur, '#2b2230', 0.3)}" ${outline}/>`;
    case 'side':
      return pair(ellipseSubpath(-54, -150, 16, 11), ellipseSubpath(54, -150, 16, 11), '');
    case 'none':
      return '';
  }
}

function bow(colour: string): string {
  return `<path d="M0 -100L-20 -110L-20 -88ZM0 -100L20 -110L20 -88Z" fill="${colour}"/><path d="${circleSubpath(0, -100, 6)}" fill="${mixColor(colour, '#000000', 0.2)}"/>`;
}

function whiskers(dark: string): string {
  return `<path d="M-22 -130h-24M-22 -124l-22 6M22 -130h24M22 -124l22 6" fill="none" stroke="${dark}" stroke-width="2" stroke-dasharray="4 3"/>`;
}

function eyePatch(dark: string): string {
  return `<path d="${ellipseSubpath(19, -154, 16, 14)}" fill="${dark}" fill-opacity="0.45"/>`;
}

function trunk(fur: string): string {
  return `<path d="M-10 -140Q-14 -100 0 -94Q14 -90 18 -104" fill="none" stroke="${mixColor(fur, '#2b2230', 0.15)}" stroke-width="20" stroke-linecap="round"/><path d="M-10 -126h16M-10 -114h16" stroke="${mixColor(fur, '#2b2230', 0.4)}" stroke-width="2" stroke-dasharray="4 3"/>`;
}

function mane(colours: readonly string[]): string {
  let a = '';
  let b = '';
  for (let i = 0; i < 5; i++) {
    const angle = Math.PI * (1.15 + i * 0.16);
    const c = circleSubpath(Math.cos(angle) * 50, -146 + Math.sin(angle) * 50, 13);
    if (i % 2 === 0) a += c;
    else b += c;
  }
  return `<path d="${a}" fill="${colours[0] ?? '#f4a6c8'}"/><path d="${b}" fill="${colours[1] ?? '#a8c8f4'}"/>`;
}

function horn(): string {
  return `<path d="M-9 -190L0 -238L9 -190Z" fill="#f2cf4a" stroke="#c9a02a" stroke-width="2.5"/><path d="M-6 -204l12 -4M-4 -218l8 -3" stroke="#c9a02a" stroke-width="2"/>`;
}

function spikes(dark: string): string {
  return `<path d="M-30 -186L-22 -212L-10 -192ZM-8 -194L2 -222L12 -194ZM14 -190L26 -212L32 -184Z" fill="${mixColor(dark, '#f2cf4a', 0.4)}"/>`;
}

function monkeyFace(light: string): string {
  return `<path d="${ellipseSubpath(-14, -150, 18, 20)}${ellipseSubpath(14, -150, 18, 20)}${ellipseSubpath(0, -128, 28, 20)}" fill="${light}"/><path d="${ellipseSubpath(0, -134, 7, 4.5)}" fill="${BUTTON}"/><path d="M-10 -122q10 8 20 0" fill="none" stroke="${BUTTON}" stroke-width="2.5" stroke-linecap="round"/>`;
}

function snout(fur: string): string {
  const d = mixColor(fur, '#b5475a', 0.35);
  return `<path d="${ellipseSubpath(0, -128, 20, 14)}" fill="${d}"/><path d="${ellipseSubpath(-7, -128, 3.5, 5)}${ellipseSubpath(7, -128, 3.5, 5)}" fill="${BUTTON}"/><path d="M-10 -108q10 6 20 0" fill="none" stroke="${BUTTON}" stroke-width="2.5" stroke-linecap="round"/>`;
}

function fleece(fur: string): string {
  let d = '';
  for (let i = 0; i < 9; i++) {
    const angle = Math.PI * (1.0 + i * 0.125);
    d += circleSubpath(Math.cos(angle) * 46, -150 + Math.sin(angle) * 46, 14);
  }
  return `<path d="${d}" fill="${mixColor(fur, '#ffffff', 0.5)}"/>`;
}

function owlFace(light: string): string {
  return `<path d="${circleSubpath(-19, -152, 17)}${circleSubpath(19, -152, 17)}" fill="${light}"/><path d="M-7 -138L7 -138L0 -124Z" fill="#f0954a"/>`;
}

function penguinFace(): string {
  return `<path d="${ellipseSubpath(0, -138, 36, 34)}" fill="#f4f1ea"/><path d="M-9 -136L9 -136L0 -124Z" fill="#f0954a"/><path d="${ellipseSubpath(-32, -6, 22, 10)}${ellipseSubpath(32, -6, 22, 10)}" fill="#f0954a"/>`;
}

function lionMane(): string {
  let d = '';
  for (let i = 0; i < 12; i++) {
    const angle = (Math.PI * 2 * i) / 12;
    d += circleSubpath(Math.cos(angle) * 52, -146 + Math.sin(angle) * 52, 20);
  }
  return `<path d="${d}" fill="#b86d2a"/>`;
}

function pandaPatches(): string {
  return `<path d="${ellipseSubpath(-20, -150, 15, 17)}${ellipseSubpath(20, -150, 15, 17)}" fill="#2f2f36"/>`;
}

function frogEyes(fur: string): string {
  return `<path d="${circleSubpath(-22, -188, 18)}${circleSubpath(22, -188, 18)}" fill="${fur}"/><path d="${circleSubpath(-22, -190, 8.5)}${circleSubpath(22, -190, 8.5)}" fill="${BUTTON}"/><path d="M-26 -128q26 18 52 0" fill="none" stroke="${BUTTON}" stroke-width="3" stroke-dasharray="5 3" stroke-linecap="round"/>`;
}

function giraffeHorns(): string {
  return `<path d="M-16 -192V-214M16 -192V-214" stroke="#a8754a" stroke-width="7" stroke-linecap="round"/><path d="${circleSubpath(-16, -216, 7)}${circleSubpath(16, -216, 7)}" fill="#a8754a"/>`;
}

function giraffeSpots(): string {
  return `<path d="${circleSubpath(-30, -80, 9)}${circleSubpath(-10, -40, 7)}${circleSubpath(30, -90, 8)}${circleSubpath(-34, -168, 7)}" fill="#c08a4a"/>`;
}

function dollHair(colour: string): string {
  let d = '';
  for (let i = 0; i < 11; i++) {
    const angle = Math.PI * (0.9 + i * 0.12);
    d += circleSubpath(Math.cos(angle) * 54, -150 + Math.sin(angle) * 54, 16);
  }
  return `<path d="${d}" fill="${colour}"/>`;
}
