import { annotate } from './annotate';
import { recolourIcon } from './icon-recolour';
import { drawCreature } from './creature-bodies';
import type { CustomDrawing } from './custom-props';
import { drawCustomProp } from './custom-props';
import { drawFamousLandmark, isFamousLandmark } from './famous-landmarks';
import { CHILD } from './figure-build';
import { FIGURE_SCALE } from './figure-actors';
import { handPosition } from './hero';
import { CUSTOM_PREFIX } from './icon-word-entry';
import { getNotoIcon, placeIcon } from './noto-icons';
import { PLUSH_HEIGHT, drawPlush } from './plush-toys';
import { PLUSH_SPECIES } from './plush-species';
import type { PlushSpecies } from './plush-species';
import type { Action } from './moment-action';
import type { PlannedItem } from './scene-plan';
import type { Actor } from './stage';
import { ellipseSubpath, n, twinklePath } from './svg-shapes';
import type { Drawn } from './classify-element';

/** A child's height in pixels at full size: what every thing's size is measured against. */
const CHILD_PX = CHILD.height * FIGURE_SCALE;
// A big thing in the front row (the digger the story is about) stays the children's size.
const PRIMARY_MAX = CHILD_PX * 1.05;

// Sea creatures swim, rather than stand on the sea bed.
const SWIMMERS = new Set([
  'tropical-fish',
  'blowfish',
  'shark',
  'spouting-whale',
  'dolphin',
  'octopus',
  'squid',
  'jellyfish',
  'turtle',
  'seal',
  'mermaid',
  'merman',
  'otter',
]);

export interface ThingContext {
  underwater: boolean;
  /** Night or dusk outdoors: things in the sky get a soft glow so they read against the dark. */
  glow: string | null;
  /** The mood and light applied to everything that is not a figure. */
  tint(svg: string): string;
  /** The mood for a thing in a colour the parent named: dimmed, never greyed out of its colour. */
  tintNamed(svg: string): string;
  /** A unique prefix for a nested icon's ids. */
  nextId(): string;
}

/** What a companion beside the children does with them. */
export interface CompanionDoing {
  action: Action;
  /** Which companion this is (they take turns at what they do). */
  index: number;
  facing: 1 | -1;
}

/** A prop, creature, vehicle, landmark or sky thing as an actor, labelled with its words. */
export function thingActor(
  item: PlannedItem,
  context: ThingContext,
  doing?: CompanionDoing,
): Actor {
  const { drawn } = item;
  const drawing = drawThing(drawn, context.nextId());
  const sky = drawn.placement === 'sky' || (context.underwater && SWIMMERS.has(drawn.icon));
  // The element that matters stands with the children, however big; other big things stand back.
  // A famous landmark is far off however much it matters: Big Ben is never child-sized.
  const famous = drawn.kind === 'landmark' && isFamousLandmark(drawn.name);
  const row: Actor['row'] = sky
    ? 'sky'
    : famous || (!item.primary && (drawn.kind === 'landmark' || drawn.size >= 0.8))
      ? 'back'
      : 'front';
  const minimum = item.primary ? 100 : 70;
  const height = sky
    ? Math.min(240, Math.max(80, drawn.size * CHILD_PX))
    : Math.min(row === 'front' ? PRIMARY_MAX : Infinity, Math.max(minimum, drawn.size * CHILD_PX));
  const width = (height * drawing.width) / drawing.height;
  const drawnAs = `${drawn.kind}:${drawn.name}`;
  const role: Actor['role'] =
    row === 'front' && (item.primary || drawn.kind === 'creature' || drawn.kind === 'plush')
      ? 'companion'
      : 'prop';
  return {
    width,
    height,
    row,
    role,
    render: (x, baseY, scale) => {
      const s = (height * scale) / drawing.height;
      // In the sky, baseY is the middle of the thing.
      const y = sky ? baseY + (height * scale) / 2 : baseY;
      const alive = role === 'companion' && doing && drawn.kind !== 'object' && !sky;
      const motion = alive ? companionMotion(doing, width * scale, height * scale) : null;
      const lift = motion?.lift ?? 0;
      const turn = motion ? ` rotate(${motion.turn})` : '';
      let svg = `<g transform="translate(${n(x)} ${n(y - lift)})${turn} scale(${s.toFixed(4)})">${drawing.svg}</g>`;
      if (motion) svg += `<g transform="translate(${n(x)} ${n(y)})">${motion.svg}</g>`;
      if (!sky) svg = shadow(x, y, width * scale) + svg;
      if (sky && context.glow) svg = halo(x, baseY, height * scale, context.glow) + svg;
      if (item.primary) svg += sparkles(x, y - height * scale, width * scale);
      return annotate(item, drawnAs, tintFor(drawn, context)(svg));
    },
  };
}

function tintFor(drawn: Drawn, context: ThingContext): (svg: string) => string {
  return drawn.colour ? context.tintNamed : context.tint;
}

/** Whether the hero can carry this (the element that matters, small enough for a child's hand). */
export function isHoldable(item: PlannedItem): boolean {
  const { drawn } = item;
  if (!item.primary) return false;
  if (drawn.icon === 'balloon' || drawn.icon === 'kite') return true;
  const kinds: readonly Drawn['kind'][] = ['plush', 'toy', 'food', 'object'];
  return kinds.includes(drawn.kind) && drawn.placement === 'ground' && drawn.size <= 0.32;
}

/** The element the hero holds, in the hero's figure units, labelled with its words. */
export function heldThing(item: PlannedItem, context: ThingContext): string {
  const { drawn } = item;
  const drawing = drawThing(drawn, context.nextId());
  const [hx, hy] = handPosition(CHILD, 'hold');
  const drawnAs = `${drawn.kind}:${drawn.name}`;
  let svg: string;
  if (drawn.icon === 'balloon' || drawn.icon === 'kite') {
    // On a string, floating up beside the hero's head.
    const size = 130;
    const bx = hx + 80;
    const by = hy - 300;
    svg =
      `<path d="M${hx} ${hy}Q${hx + 70} ${hy - 120} ${bx} ${by + size * 0.45}" fill="none" stroke="#f4f1ea" stroke-width="3"/>` +
      `<g transform="translate(${bx} ${by + size / 2}) scale(${(size / drawing.height).toFixed(4)})">${drawing.svg}</g>`;
  } else {
    // Carried at the side: a toy hangs from the hand, a small thing sits in it.
    const size = Math.max(76, drawn.size * CHILD.height);
    const s = size / drawing.height;
    const carried = drawn.kind === 'plush';
    const x = carried ? hx + (drawing.width * s) / 2 - 10 : hx + size * 0.18;
    const bottom = carried ? Math.min(-6, hy + size * 0.6) : hy + size * 0.3;
    svg = `<g transform="translate(${n(x)} ${n(bottom)}) scale(${s.toFixed(4)})">${drawing.svg}</g>`;
  }
  return annotate(item, drawnAs, tintFor(drawn, context)(svg));
}

/** The drawing for a thing, bottom centre at (0, 0), in its own units. */
function drawThing(drawn: Drawn, id: string): CustomDrawing {
  if (drawn.kind === 'plush') {
    const species = (PLUSH_SPECIES as readonly string[]).includes(drawn.name)
      ? (drawn.name as PlushSpecies)
      : 'bear';
    return { svg: drawPlush(species, drawn.colour), width: 170, height: PLUSH_HEIGHT + 20 };
  }
  if (drawn.icon.startsWith(CUSTOM_PREFIX)) {
    const name = drawn.icon.slice(CUSTOM_PREFIX.length);
    const custom =
      drawCreature(name, id) ?? drawCustomProp(name, drawn.colour) ?? drawFamousLandmark(name);
    if (custom) return custom;
  }
  const icon = getNotoIcon(drawn.icon.startsWith(CUSTOM_PREFIX) ? '' : drawn.icon);
  const placed = placeIcon(icon, { x: -64, y: -128, size: 128 }, id);
  // "A purple balloon": the icon's own colour turns to the one the parent named.
  // "Rainbow pancakes" are every colour already: no one hue to paint them.
  const svg =
    drawn.colour && !/rainbow/i.test(drawn.text) ? recolourIcon(placed, drawn.colour) : placed;
  return { svg, width: 128, height: 128 };
}

/**
 * A creature or toy beside the children joins the moment: it hops when they cheer, trots with
 * dust behind when they walk, leans in with a heart for a hug, dozes with them, and otherwise
 * turns to look where they look. Drawn around its feet (0, 0), in pixels.
 */
function companionMotion(
  doing: CompanionDoing,
  width: number,
  height: number,
): { lift: number; turn: number; svg: string } {
  const { action, facing } = doing;
  const top = -height;
  const white =
    'fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="5" stroke-linecap="round"';
  if (action === 'cheer' || (action === 'stand' && doing.index % 2 === 1)) {
    const lift = Math.min(40, height * 0.22);
    return {
      lift,
      turn: 0,
      svg: `<path d="M${n(-width * 0.3)} -6q${n(width * 0.1)} ${n(-lift * 0.6)} ${n(width * 0.2)} 0M${n(width * 0.1)} -6q${n(width * 0.1)} ${n(-lift * 0.6)} ${n(width * 0.2)} 0" ${white}/>`,
    };
  }
  if (action === 'walk' || action === 'wade') {
    const back = -facing * width * 0.55;
    return {
      lift: 0,
      turn: 6 * facing,
      svg: `<path d="${ellipseSubpath(back, -8, 11, 8)}${ellipseSubpath(back * 1.3, -16, 8, 6)}" fill="#ffffff" fill-opacity="0.4"/><path d="M${n(back)} ${n(top * 0.5)}h${n(-facing * 30)}M${n(back)} ${n(top * 0.35)}h${n(-facing * 22)}" ${white}/>`,
    };
  }
  if (action === 'sleep')
    return {
      lift: 0,
      turn: 0,
      svg: `<path d="M${n(width * 0.2)} ${n(top - 8)}h16l-16 16h16M${n(width * 0.4)} ${n(top - 34)}h11l-11 11h11" ${white}/>`,
    };
  if (action === 'hug' || action === 'sit')
    return {
      lift: 0,
      // Leaning towards the children, who stand to its left when it is on their right.
      turn: doing.index % 2 === 0 ? -8 : 8,
      svg: `<path d="${heartPath(doing.index % 2 === 0 ? -width * 0.45 : width * 0.45, top - 4, 13)}" fill="#ff7a93"/>`,
    };
  // Looking the way the children look.
  return { lift: 0, turn: 5 * facing, svg: '' };
}

function heartPath(x: number, y: number, r: number): string {
  return `M${n(x)} ${n(y + r)}C${n(x - r * 1.6)} ${n(y - r * 0.2)} ${n(x - r * 0.7)} ${n(y - r * 1.3)} ${n(x)} ${n(y - r * 0.4)}C${n(x + r * 0.7)} ${n(y - r * 1.3)} ${n(x + r * 1.6)} ${n(y - r * 0.2)} ${n(x)} ${n(y + r)}Z`;
}

function shadow(x: number, y: number, width: number): string {
  return `<path d="${ellipseSubpath(x, y - 2, width * 0.42, Math.max(6, width * 0.07))}" fill="#000000" fill-opacity="0.22"/>`;
}

function halo(x: number, y: number, size: number, colour: string): string {
  return `<path d="${ellipseSubpath(x, y, size * 0.7, size * 0.7)}" fill="${colour}" fill-opacity="0.12"/><path d="${ellipseSubpath(x, y, size * 0.52, size * 0.52)}" fill="${colour}" fill-opacity="0.12"/>`;
}

// Two small twinkles by the element that matters most in this moment.
function sparkles(x: number, top: number, width: number): string {
  return `<path d="${twinklePath(x - width * 0.55, top + 10, 11)}${twinklePath(x + width * 0.5, top - 6, 8)}" fill="#ffe9a0"/>`;
}
