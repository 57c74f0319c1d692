import type { PlaceId } from './place-words';
import { circleSubpath, ellipseSubpath } from './svg-shapes';

/**
 * What a sitting child sits on, as the place has it (decision 098): a parent frowned at children
 * perched on brown boxes in every place. The floor, a blanket and the ground are sat on
 * cross-legged; the rest are seats of their own shape.
 */
export type SeatKind = 'bench' | 'chair' | 'sofa' | 'rock' | 'log' | 'blanket' | 'floor' | 'ground';

export interface Seat {
  kind: SeatKind;
  /** The seat's main colour (the room's own sofa, the blanket's check), already shaded. */
  colour: string;
}

const SEAT_OF_PLACE: Readonly<Record<PlaceId, SeatKind>> = {
  seaside: 'blanket',
  greenhouse: 'bench',
  garden: 'blanket',
  bathroom: 'floor',
  bedroom: 'floor',
  kitchen: 'chair',
  'living-room': 'sofa',
  forest: 'log',
  park: 'bench',
  city: 'bench',
  castle: 'bench',
  space: 'floor',
  underwater: 'rock',
  mountain: 'rock',
  farm: 'log',
  school: 'chair',
  library: 'chair',
  snow: 'log',
  desert: 'rock',
  cave: 'rock',
  jungle: 'log',
  sky: 'ground',
  fairground: 'bench',
  station: 'bench',
  'building-site': 'ground',
  pond: 'rock',
  supermarket: 'floor',
  'science-fair': 'chair',
  attic: 'floor',
  zoo: 'bench',
  bakery: 'chair',
  'swimming-pool': 'bench',
  'football-pitch': 'bench',
  'ice-rink': 'bench',
  'toy-shop': 'floor',
  hospital: 'chair',
  museum: 'bench',
  train: 'chair',
  campsite: 'log',
  lighthouse: 'rock',
  playground: 'bench',
  square: 'bench',
};

/** The seat a place gives; `sofa` is the room's own sofa colour, when the place has one. */
export function seatOf(place: PlaceId, colours: { sofa?: string; accent: string }): Seat {
  const kind = SEAT_OF_PLACE[place];
  const colour =
    kind === 'sofa'
      ? (colours.sofa ?? '#5f86c4')
      : kind === 'blanket'
        ? colours.accent
        : SEAT_COLOURS[kind];
  return { kind, colour };
}

const SEAT_COLOURS: Readonly<Record<SeatKind, string>> = {
  bench: '#8a5a3a',
  chair: '#c08a56',
  sofa: '#5f86c4',
  rock: '#9a9590',
  log: '#8a6040',
  blanket: '#e0504a',
  floor: '#000000',
  ground: '#000000',
};

/** Sat on cross-legged, low down, rather than on a seat at the knees' height. */
export function sitsLow(kind: SeatKind): boolean {
  return kind === 'floor' || kind === 'blanket' || kind === 'ground';
}

/**
 * The seat in figure units, feet at 0: `half` its half width, `top` the height its top reaches
 * (negative, up). Split in two: what stands behind the body (a chair's or bench's back, a sofa's
 * back and arms) and what is under it (the seat itself).
 */
export function drawSeat(seat: Seat, half: number, top: number): { behind: string; under: string } {
  const drawn = seatParts(seat, half, top);
  return { behind: drawn.behind, under: `<g data-seat="${seat.kind}">${drawn.under}</g>` };
}

function seatParts(seat: Seat, half: number, top: number): { behind: string; under: string } {
  const c = seat.colour;
  const shadow = '#000000';
  switch (seat.kind) {
    case 'bench': {
      const back = `M${-half - 10} ${top - 120}h${(half + 10) * 2}v26h${-(half + 10) * 2}ZM${-half - 10} ${top - 80}h${(half + 10) * 2}v26h${-(half + 10) * 2}Z`;
      return {
        behind:
          `<path d="M${-half + 14} ${top - 124}v${124}M${half - 14} ${top - 124}v124" stroke="#4a4a52" stroke-width="12"/>` +
          `<path d="${back}" fill="${c}"/>`,
        under:
          `<path d="M${-half - 10} ${top}h${(half + 10) * 2}v22h${-(half + 10) * 2}Z" fill="${c}"/>` +
          `<path d="M${-half - 10} ${top + 12}h${(half + 10) * 2}v10h${-(half + 10) * 2}Z" fill="${shadow}" fill-opacity="0.18"/>` +
          `<path d="M${-half + 14} ${top + 22}V0M${half - 14} ${top + 22}V0" stroke="#4a4a52" stroke-width="12"/>`,
      };
    }
    case 'chair': {
      const h = half - 10;
      return {
        behind: `<path d="M${-h} ${top}V${top - 150}q0 -16 16 -16h${h * 2 - 32}q16 0 16 16V${top}Z" fill="${c}"/><path d="M${-h + 22} ${top - 130}h${h * 2 - 44}v70h${-(h * 2 - 44)}Z" fill="${shadow}" fill-opacity="0.12"/>`,
        under:
          `<path d="M${-h - 6} ${top}h${(h + 6) * 2}v18h${-(h + 6) * 2}Z" fill="${c}"/>` +
          `<path d="M${-h} ${top + 18}V0M${h} ${top + 18}V0" stroke="${c}" stroke-width="12"/>` +
          `<path d="M${-h - 6} ${top + 12}h${(h + 6) * 2}v6h${-(h + 6) * 2}Z" fill="${shadow}" fill-opacity="0.2"/>`,
      };
    }
    case 'sofa': {
      const w = half + 60;
      return {
        behind:
          `<path d="M${-w + 30} ${top}V${top - 130}q0 -20 20 -20h${(w - 50) * 2}q20 0 20 20V${top}Z" fill="${c}"/>` +
          `<path d="M${-w} ${top - 50}q0 -16 16 -16h30q16 0 16 16V-10H${-w}ZM${w - 62} ${top - 50}q0 -16 16 -16h30q16 0 16 16V-10H${w - 62}Z" fill="${c}"/>`,
        under:
          `<path d="M${-w + 62} ${top - 6}h${(w - 62) * 2}V-10H${-w + 62}Z" fill="${c}"/>` +
          `<path d="M${-w + 62} ${top + 10}h${(w - 62) * 2}V-10H${-w + 62}Z" fill="${shadow}" fill-opacity="0.15"/>` +
          `<path d="M${-w + 6} -10v10h18v-10ZM${w - 24} -10v10h18v-10Z" fill="#5a3b2e"/>`,
      };
    }
    case 'rock':
      return {
        behind: '',
        under:
          `<path d="M${-half - 20} 0q-10 ${top * 0.6} 40 ${top - 6}q${half} -18 ${half * 2 - 30} 6q30 ${-top * 0.4} 10 ${-top - 0}Z" fill="${c}"/>` +
          `<path d="M${-half} -8q${half} 14 ${half * 2 + 10} -6" fill="none" stroke="${shadow}" stroke-opacity="0.15" stroke-width="10"/>` +
          `<path d="${ellipseSubpath(-half * 0.3, top + 14, 22, 7)}" fill="#ffffff" fill-opacity="0.25"/>`,
      };
    case 'log': {
      const r = -top / 2;
      return {
        behind: '',
        under:
          `<path d="M${-half - 40} ${top}h${(half + 40) * 2}v${-top}h${-(half + 40) * 2}Z" fill="${c}"/>` +
          `<path d="M${-half - 20} ${top + r * 0.6}h${half}M${-10} ${top + r * 1.3}h${half}" stroke="#5e3e26" stroke-width="5" stroke-linecap="round"/>` +
          `<path d="${ellipseSubpath(half + 40, top + r, r * 0.55, r)}" fill="#d9b27c"/>` +
          `<path d="${ellipseSubpath(half + 40, top + r, r * 0.3, r * 0.55)}" fill="none" stroke="#a57a48" stroke-width="4"/>`,
      };
    }
    case 'blanket': {
      // A picnic blanket or beach towel spread on the ground, checked.
      let checks = '';
      for (let x = -half - 80; x < half + 80; x += 44) checks += `M${x} -30h22v34h-22Z`;
      return {
        behind: `<path d="M${-half - 90} -34h${(half + 90) * 2}l20 42h${-(half + 110) * 2}Z" fill="${c}"/>`,
        under: `<path d="${checks}" fill="#ffffff" fill-opacity="0.45"/>`,
      };
    }
    case 'floor':
    case 'ground':
      return {
        behind: `<path d="${ellipseSubpath(0, -4, half + 70, 16)}" fill="${shadow}" fill-opacity="0.14"/>`,
        under: '',
      };
  }
}

/** Crossed legs of a child sat on the floor, in figure units (feet at 0, hips at `hip`). */
export function crossedLegs(
  hip: number,
  half: number,
  colours: { legs: string; shoes: string },
): string {
  const knees = `${ellipseSubpath(-half + 6, hip + 10, half + 12, 18)}${ellipseSubpath(half - 6, hip + 10, half + 12, 18)}`;
  const feet = `${circleSubpath(-18, hip + 20, 14)}${circleSubpath(18, hip + 20, 14)}`;
  return `<path d="${knees}" fill="${colours.legs}"/><path d="${feet}" fill="${colours.shoes}"/>`;
}
