import { BODIES } from './creature-faces';
import { getNotoIcon, placeIcon } from './noto-icons';
import type { CustomDrawing } from './custom-props';
import { circleSubpath, ellipseSubpath, mixColor } from './svg-shapes';

/**
 * A creature noto only has a face for, or none at all, drawn whole: a seated body under the noto
 * face, a unicorn as a pale horse with a golden horn, a robot and an alien with bodies of their
 * own. Null for names we don't draw. `id` prefixes the nested icon's ids.
 */
export function drawCreature(name: string, id: string): CustomDrawing | null {
  if (name === 'unicorn') return unicorn(id);
  if (name === 'robot') return robot(id);
  if (name === 'alien') return alien(id);
  const colours = BODIES[name];
  if (!colours) return null;
  const { fur, belly } = colours;
  const legs = name === 'panda' ? '#2f2f36' : mixColor(fur, '#2b2230', 0.12);
  let tail = '';
  if (colours.tail === 'bushy')
    tail =
      `<path d="M40 -20Q110 -20 104 -90Q90 -60 56 -56Z" fill="${fur}"/>` +
      `<path d="M98 -74Q108 -84 104 -90Q96 -80 88 -76Z" fill="#f4f1ea"/>`;
  if (colours.tail === 'tuft')
    tail = `<path d="M44 -20Q100 -10 96 -60" fill="none" stroke="${fur}" stroke-width="8"/><path d="${circleSubpath(96, -66, 12)}" fill="#b86d2a"/>`;
  const body =
    tail +
    `<path d="${ellipseSubpath(0, -64, 58, 64)}" fill="${fur}"/>` +
    `<path d="${ellipseSubpath(0, -56, 34, 44)}" fill="${belly}"/>` +
    `<path d="${ellipseSubpath(-28, -10, 20, 12)}${ellipseSubpath(28, -10, 20, 12)}" fill="${legs}"/>` +
    `<path d="M-40 -96q-6 40 2 80h16q-2 -40 2 -76ZM40 -96q6 40 -2 80h-16q2 -40 -2 -76Z" fill="${legs}"/>`;
  const face = placeIcon(getNotoIcon(colours.face), { x: -62, y: -226, size: 124 }, id);
  return { svg: body + face, width: 150, height: 226 };
}

function unicorn(id: string): CustomDrawing {
  // The noto horse, turned pale and pastel, with a golden horn on its forehead (icon units).
  const horse = placeIcon(getNotoIcon('horse'), { x: -110, y: -220, size: 220 }, id).replace(
    /#([0-9a-fA-F]{6})\b/g,
    (hex) => mixColor(hex, '#fbeaf4', 0.72),
  );
  const s = 220 / 128;
  const x = (u: number): number => -110 + u * s;
  const y = (u: number): number => -220 + u * s;
  const horn = `<path d="M${x(13)} ${y(27)}L${x(5)} ${y(1)}L${x(21)} ${y(22)}Z" fill="#f2cf4a" stroke="#c9a02a" stroke-width="2"/>`;
  return { svg: horse + horn, width: 220, height: 220 };
}

function robot(id: string): CustomDrawing {
  const metal = '#9aa6b2';
  const body =
    `<path d="M-46 -120H46V-40H-46Z" fill="${metal}"/><path d="M-26 -104H26V-66H-26Z" fill="#c9d3dc"/>` +
    `<path d="${circleSubpath(-10, -86, 6)}" fill="#e0443e"/><path d="${circleSubpath(10, -86, 6)}" fill="#6fc2e8"/>` +
    `<path d="M-30 -40h20V0h-20ZM10 -40h20V0h-20Z" fill="#7d8894"/>` +
    `<path d="M-46 -110L-76 -60M46 -110L76 -60" stroke="#7d8894" stroke-width="14" stroke-linecap="round"/>`;
  const head = placeIcon(getNotoIcon('robot'), { x: -58, y: -226, size: 116 }, id);
  return { svg: body + head, width: 160, height: 226 };
}

function alien(id: string): CustomDrawing {
  const skin = '#aebcc4';
  const body =
    `<path d="${ellipseSubpath(0, -62, 34, 50)}" fill="${skin}"/>` +
    `<path d="M-16 -20v20M16 -20v20" stroke="${skin}" stroke-width="14" stroke-linecap="round"/>` +
    `<path d="M-30 -90L-62 -56M30 -90L62 -56" stroke="${skin}" stroke-width="11" stroke-linecap="round"/>`;
  const head = placeIcon(getNotoIcon('alien'), { x: -56, y: -216, size: 112 }, id);
  return { svg: body + head, width: 140, height: 216 };
}
