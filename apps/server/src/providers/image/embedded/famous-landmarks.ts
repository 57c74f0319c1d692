import type { CustomDrawing } from './custom-props';
import { EXTRA_ICONS } from './extra-icons';
import { tokenize } from './match-element';
import { getNotoIcon, placeIcon } from './noto-icons';
import type { PlaceId } from './place-words';
import { circleSubpath } from './svg-shapes';

/**
 * Landmarks a parent may name ("the Eiffel Tower", "Big Ben"): each drawn as itself, large, in
 * the place around it — never as a castle because its name has "tower" in it (docs/decisions/079).
 */
export interface FamousLandmark {
  id: string;
  /** Phrases as the matcher reads them (lower case, singular). */
  words: readonly string[];
  /** The setting it stands in. */
  setting: PlaceId;
  draw(): CustomDrawing;
}

const IRON = '#8a6a4a';
const STONE = '#d9c79a';

export const FAMOUS_LANDMARKS: readonly FamousLandmark[] = [
  {
    id: 'eiffel-tower',
    words: ['eiffel tower', 'tour eiffel', 'eiffel'],
    setting: 'square',
    draw: () => ({ svg: eiffelTower(), width: 300, height: 620 }),
  },
  {
    id: 'big-ben',
    words: ['big ben', 'elizabeth tower', 'house of parliament', 'houses of parliament'],
    setting: 'square',
    draw: () => ({ svg: bigBen(), width: 200, height: 620 }),
  },
  {
    id: 'statue-of-liberty',
    words: ['statue of liberty', 'lady liberty'],
    setting: 'seaside',
    draw: () => ({
      svg: placeIcon(getNotoIcon(EXTRA_ICONS[0]), { x: -260, y: -520, size: 520 }, 'liberty-'),
      width: 400,
      height: 520,
    }),
  },
  {
    id: 'leaning-tower',
    words: ['leaning tower of pisa', 'leaning tower', 'tower of pisa'],
    setting: 'square',
    draw: () => ({ svg: leaningTower(), width: 260, height: 560 }),
  },
  {
    id: 'tower-bridge',
    words: ['tower bridge', 'london bridge'],
    setting: 'pond',
    draw: () => ({ svg: towerBridge(), width: 760, height: 440 }),
  },
  {
    id: 'opera-house',
    words: ['sydney opera house', 'opera house'],
    setting: 'seaside',
    draw: () => ({ svg: operaHouse(), width: 640, height: 300 }),
  },
  {
    id: 'great-pyramid',
    words: ['great pyramid', 'pyramids of giza', 'pyramid of giza', 'giza'],
    setting: 'desert',
    draw: () => ({ svg: pyramids(), width: 760, height: 420 }),
  },
];

/** The famous landmark some words name ("Grandpa's trip to the Eiffel Tower"), if any. */
export function famousLandmarkIn(text: string): FamousLandmark | undefined {
  const words = ` ${tokenize(text).join(' ')} `;
  return FAMOUS_LANDMARKS.find((landmark) =>
    landmark.words.some((phrase) => words.includes(` ${phrase} `)),
  );
}

/** Whether a drawn thing's name is a famous landmark's id. */
export function isFamousLandmark(id: string): boolean {
  return FAMOUS_LANDMARKS.some((landmark) => landmark.id === id);
}

/** The drawing of a famous landmark by id (a `custom:` icon), or null. */
export function drawFamousLandmark(id: string): CustomDrawing | null {
  return FAMOUS_LANDMARKS.find((landmark) => landmark.id === id)?.draw() ?? null;
}

// Each drawing has its bottom centre at (0, 0).
function eiffelTower(): string {
  const lattice = 'M-150 0L-60 -300L-30 -470L-8 -600h16L30 -470L60 -300L150 0h-50Q0 -120 -100 0Z';
  let cross = '';
  for (let y = -40; y > -560; y -= 40) {
    const w = y > -300 ? 150 + (y * 90) / 300 : 60 + ((y + 300) * 52) / 170;
    const half = Math.max(10, w);
    cross += `M${-half} ${y}L${half} ${y - 40}M${half} ${y}L${-half} ${y - 40}`;
  }
  return (
    `<path d="${lattice}" fill="${IRON}"/>` +
    `<path d="${cross}" stroke="#6b4e34" stroke-width="4" opacity="0.7"/>` +
    `<path d="M-110 -150h220v18h-220ZM-66 -300h132v16h-132ZM-34 -470h68v14h-68Z" fill="#6b4e34"/>` +
    `<path d="M-3 -600v-24h6v24Z" fill="#6b4e34"/>`
  );
}

function bigBen(): string {
  let windows = '';
  for (let y = -60; y > -300; y -= 60) windows += `M-40 ${y}h20v-36h-20ZM20 ${y}h20v-36h-20Z`;
  return (
    `<path d="M-70 0V-380h140V0Z" fill="${STONE}"/>` +
    `<path d="${windows}" fill="#8a7a5a"/>` +
    `<path d="M-84 -380h168v-140h-168Z" fill="#e6d6a8"/>` +
    `<path d="${circleSubpath(0, -450, 58)}" fill="#f6f1e0" stroke="#3a3040" stroke-width="8"/>` +
    `<path d="M0 -450v-40M0 -450l26 14" stroke="#3a3040" stroke-width="7" stroke-linecap="round"/>` +
    `<path d="M-84 -520L0 -620L84 -520Z" fill="#5a6a5a"/>` +
    `<path d="M-3 -620v-30h6v30Z" fill="#5a6a5a"/>`
  );
}

function leaningTower(): string {
  let tiers = '';
  for (let i = 0; i < 7; i++) {
    const y = -i * 70;
    tiers += `M-90 ${y - 6}h180v8h-180Z`;
    for (let x = -80; x <= 80; x += 32) tiers += `M${x} ${y - 58}h14v44h-14Z`;
  }
  return (
    `<g transform="rotate(5)"><path d="M-90 0V-500h180V0Z" fill="#f4efe2"/>` +
    `<path d="${tiers}" fill="#c9bfa6"/>` +
    `<path d="M-70 -500v-40h140v40Z" fill="#e6ddc8"/></g>`
  );
}

function towerBridge(): string {
  const tower = (x: number): string =>
    `<path d="M${x - 60} 0V-320h120V0Z" fill="${STONE}"/>` +
    `<path d="M${x - 70} -320L${x} -420L${x + 70} -320Z" fill="#5a6a7a"/>` +
    `<path d="M${x - 20} -120h40v-80q-20 -30 -40 0Z" fill="#8a7a5a"/>`;
  return (
    `<path d="M-380 -120h760v20h-760Z" fill="#6fa8c8"/>` +
    `<path d="M-200 -300h400v18h-400Z" fill="#6fa8c8"/>` +
    `<path d="M-380 -100Q-300 -260 -200 -300M380 -100Q300 -260 200 -300" fill="none" stroke="#6fa8c8" stroke-width="14"/>` +
    tower(-200) +
    tower(200)
  );
}

function operaHouse(): string {
  const shell = (x: number, h: number): string =>
    `<path d="M${x - h * 0.4} 0Q${x - h * 0.3} ${-h} ${x + h * 0.5} ${-h}Q${x + h * 0.1} ${-h * 0.5} ${x + h * 0.3} 0Z" fill="#f6f4ee" stroke="#c9ced6" stroke-width="4"/>`;
  return (
    `<path d="M-320 0v-40h640v40Z" fill="#d9c7a0"/>` +
    shell(-200, 180) +
    shell(-80, 260) +
    shell(60, 220) +
    shell(180, 160)
  );
}

function pyramids(): string {
  const pyramid = (x: number, h: number): string =>
    `<path d="M${x - h} 0L${x} ${-h}L${x + h} 0Z" fill="#e0b86a"/>` +
    `<path d="M${x} ${-h}L${x + h} 0H${x + h * 0.2}Z" fill="#c99a4a"/>`;
  return pyramid(-180, 200) + pyramid(100, 320) + pyramid(330, 150);
}
