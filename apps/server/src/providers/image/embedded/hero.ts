import type { FigureLook } from './cast-look';
import type { Build } from './figure-build';
import type { Expression } from './hero-face';
import { drawExpression, drawFaceIdentity } from './hero-face';
import { HEAD_R, hairPaths, scarfFold } from './hero-hair';
import { crossedLegs, drawSeat, sitsLow, type Seat } from './seats';
import { circleSubpath, ellipseSubpath, escapeXml, mixColor, n } from './svg-shapes';

/** What the arms do in this picture; the identity group never changes. */
export type Pose = 'rest' | 'wave' | 'cheer' | 'hold' | 'walk' | 'reach' | 'point' | 'hug';

/**
 * How the whole body is placed: standing, leaning into a stride, sitting on a seat, lying asleep
 * under a blanket, standing in water to the shins, gliding on skates, or swimming in water to the
 * chest. Drawn around the identity group (moved,
 * turned or clipped as a whole), never by changing it.
 */
export type Posture = 'stand' | 'walk' | 'sit' | 'lie' | 'wade' | 'skate' | 'swim';

/** Layers a costume or a genre touch adds around a figure. */
export interface FigureExtras {
  /** Figure units, behind everything (capes, wings). */
  behind?: string;
  /** Figure units, over the clothes and under the arms (a doctor's coat). */
  overBody?: string;
  /** Head units, over the hair (hats, crowns, beards). */
  overHead?: string;
  /** Figure units, over everything (a lantern, a wand). */
  front?: string;
}

export interface FigureDrawing {
  look: FigureLook;
  build: Build;
  pose: Pose;
  expression: Expression;
  /** For a cast member: the identity group's id and the profile it was drawn from. */
  identity?: { id: string; describe: string };
  extras?: FigureExtras;
  /** Something in the right hand, drawn in figure units around handPosition(). */
  held?: string;
  /** Standing unless the moment says otherwise. */
  posture?: Posture;
  /** Which way a pointing, reaching or hugging arm goes (1: to the right). */
  facing?: 1 | -1;
  /** An id unique in the picture, for a sitting figure's clip. */
  uid?: string;
  /** The colour of a sitting figure's seat, or of a sleeping one's blanket. */
  furnish?: string;
  /** What a sitting figure sits on: the place's own seat (decision 098). */
  seat?: Seat;
  /** The place's water a wading or swimming figure is in, as the backdrop paints it (101). */
  water?: string;
  /** Footwear over the feet, in its colour: a sitting figure's shins show it. */
  shoes?: { colour: string; boots: boolean };
}

/**
 * A friendly, round-headed figure in its own units (feet at 0,0), to be scaled into place.
 * Everything that makes the figure *who they are* — hair, skin, eyes, glasses, freckles, clothes —
 * is one group that depends on the look and build alone, byte for byte the same in every picture;
 * the pose, the expression and whatever they hold are drawn around it.
 */
export function drawFigure(drawing: FigureDrawing): string {
  const { look, build, pose, extras } = drawing;
  const identity = drawIdentity(look, build);
  const group = drawing.identity
    ? `<g id="${drawing.identity.id}" data-look="${escapeXml(drawing.identity.describe)}">${identity}</g>`
    : identity;
  const posture = drawing.posture ?? 'stand';
  const facing = drawing.facing ?? 1;
  const body =
    (extras?.behind ?? '') +
    group +
    (posture === 'sit' ? '' : (extras?.overBody ?? '')) +
    drawArms(look, build, pose, facing) +
    headGroup(build, drawExpression(look, drawing.expression) + (extras?.overHead ?? '')) +
    (drawing.held ?? '') +
    (extras?.front ?? '');
  return placeBody(drawing, body, posture, facing);
}

/** How wide and tall a figure in a posture is, in its units (a sleeping child lies long). */
export function postureSize(build: Build, posture: Posture): { width: number; height: number } {
  if (posture === 'lie') return { width: build.height + 60, height: 170 };
  if (posture === 'sit')
    return { width: build.bodyHalf * 2 + 110, height: build.height - SIT_DROP };
  if (posture === 'swim') return { width: build.bodyHalf * 2 + 280, height: build.height - 150 };
  if (posture === 'skate') return { width: build.bodyHalf * 2 + 200, height: build.height + 14 };
  return { width: build.bodyHalf * 2 + 104, height: build.height };
}

/** Where the water crosses a wading figure: about the knees, whatever their build. */
export function waterlineOf(build: Build): number {
  return Math.round(build.hipY * 0.72);
}

// How far a sitting figure sinks: its hips come down onto a seat lower than a standing hip.
const SIT_DROP = 34;

function placeBody(drawing: FigureDrawing, body: string, posture: Posture, facing: 1 | -1) {
  const { build, look } = drawing;
  const furnish = drawing.furnish ?? '#8a6a4e';
  if (posture === 'walk') {
    // Leaning into the stride, with the air moving behind.
    const back = -facing * (build.bodyHalf + 56);
    const lines = [-250, -200, -150]
      .map((y, i) => `M${back} ${y}h${-facing * (46 - i * 8)}`)
      .join('');
    return (
      `<path d="${lines}" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="7" stroke-linecap="round"/>` +
      `<path d="${circleSubpath(back * 0.7, -10, 12)}${circleSubpath(back * 0.95, -18, 9)}" fill="#ffffff" fill-opacity="0.35"/>` +
      `<g transform="rotate(${5 * facing})">${body}</g>`
    );
  }
  if (posture === 'wade') {
    // In the water to the knees: the surface crosses the body — the legs below the waterline are
    // hidden, the water runs on beyond the child on both sides and fades out, and ripples spread
    // from where the body meets it. Never a ring around the child (decision 098).
    const id = `wade-${drawing.uid ?? 'figure'}`;
    const line = waterlineOf(build);
    const w = build.bodyHalf + 260;
    const water = drawing.water ?? '#4f9cc4';
    const r = build.bodyHalf + 22;
    const fade =
      `<linearGradient id="${id}-fade" x1="0" x2="1" y1="0" y2="0">` +
      `<stop offset="0" stop-color="${water}" stop-opacity="0"/><stop offset="0.22" stop-color="${water}" stop-opacity="0.92"/>` +
      `<stop offset="0.78" stop-color="${water}" stop-opacity="0.92"/><stop offset="1" stop-color="${water}" stop-opacity="0"/></linearGradient>`;
    return (
      fade +
      // The far side of the surface, behind the body.
      `<path d="M${-w} ${line + 4}Q0 ${line - 22} ${w} ${line + 4}V${line + 12}H${-w}Z" fill="url(#${id}-fade)"/>` +
      `<clipPath id="${id}"><path d="M-700 -900H700V${line}H-700Z"/></clipPath>` +
      `<g clip-path="url(#${id})">${body}</g>` +
      // The near water, from the waterline down past the feet.
      `<path d="M${-w} ${line}q${w / 4} -10 ${w / 2} 0t${w / 2} 0t${w / 2} 0t${w / 2} 0V18H${-w}Z" fill="url(#${id}-fade)" data-waterline="${line}"/>` +
      // Ripples in front of the body where it meets the water, and one further out.
      `<path d="M${-r} ${line + 2}q${r} 16 ${r * 2} 0M${-r - 46} ${line + 14}q${r + 46} 22 ${(r + 46) * 2} 0" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M${-w + 90} ${line + 34}h44M${w - 150} ${line + 44}h50" stroke="#ffffff" stroke-opacity="0.45" stroke-width="5" stroke-linecap="round"/>`
    );
  }
  if (posture === 'skate') {
    // Gliding on the ice: leaning into the glide on skates, curls cut in the ice behind.
    const { legGap: g, legWidth: w } = build;
    const boot = drawing.shoes?.colour ?? '#f4f1ea';
    const skate = (x: number): string =>
      `<path d="M${x - w / 2 - 6} -46h${w + 10}q6 0 6 8V-4H${x - w / 2 - 6}Z" fill="${boot}"/>` +
      `<path d="M${x - w / 2 - 6} -18h${w + 16}" stroke="#ffffff" stroke-opacity="0.6" stroke-width="4"/>` +
      `<path d="M${x - 14} -4v10M${x + 12} -4v10" stroke="#9aa3ad" stroke-width="5"/>` +
      `<path d="M${x - w / 2 - 14} 8H${x + w / 2 + 14}q10 0 12 -10" fill="none" stroke="#c9ced6" stroke-width="6" stroke-linecap="round"/>`;
    const back = -facing * (build.bodyHalf + 40);
    return (
      `<path d="M${back} 10q${-facing * 60} -10 ${-facing * 140} 4M${back - facing * 30} 22q${-facing * 50} -6 ${-facing * 110} 2" fill="none" stroke="#ffffff" stroke-opacity="0.7" stroke-width="5" stroke-linecap="round"/>` +
      `<g transform="rotate(${6 * facing})"><g transform="translate(0 -14)">${body}${skate(-g - 5)}${skate(g + 5)}</g></g>`
    );
  }
  if (posture === 'swim') {
    // Swimming: in the water to the chest, arms free, ripples round the shoulders. The water is
    // the pool's own, which runs on beyond the child and fades into it: no ring, no puddle (101).
    const id = `swim-${drawing.uid ?? 'figure'}`;
    const water = drawing.water ?? '#4fb0d8';
    const sink = 150;
    // The water line, just under the arms, once the body has sunk.
    const line = build.hipY - 70 + sink;
    const w = build.bodyHalf + 220;
    const r = build.bodyHalf + 26;
    return (
      `<linearGradient id="${id}-fade" x1="0" x2="1" y1="0" y2="0">` +
      `<stop offset="0" stop-color="${water}" stop-opacity="0"/><stop offset="0.22" stop-color="${water}" stop-opacity="0.92"/>` +
      `<stop offset="0.78" stop-color="${water}" stop-opacity="0.92"/><stop offset="1" stop-color="${water}" stop-opacity="0"/></linearGradient>` +
      `<clipPath id="${id}"><path d="M-600 -900H600V${line}H-600Z"/></clipPath>` +
      `<g clip-path="url(#${id})"><g transform="translate(0 ${sink})">${body}</g></g>` +
      `<path d="M${-w} ${line}q${w / 4} -12 ${w / 2} 0t${w / 2} 0t${w / 2} 0t${w / 2} 0V${line + 60}H${-w}Z" fill="url(#${id}-fade)" data-waterline="${line}"/>` +
      `<path d="M${-r} ${line + 2}q${r} 16 ${r * 2} 0" fill="none" stroke="#ffffff" stroke-opacity="0.8" stroke-width="5" stroke-linecap="round"/>` +
      `<path d="M${-w + 20} ${line + 26}h50M${w - 90} ${line + 34}h56" stroke="#ffffff" stroke-opacity="0.55" stroke-width="5" stroke-linecap="round"/>`
    );
  }
  if (posture === 'sit') {
    const id = `sit-${drawing.uid ?? 'figure'}`;
    const { legGap: g, legWidth: w } = build;
    const seat: Seat = drawing.seat ?? { kind: 'ground', colour: furnish };
    const shin = drawing.shoes?.boots
      ? drawing.shoes.colour
      : look.outfit === 'robe'
        ? look.top
        : look.bottom;
    const shoe = drawing.shoes?.colour ?? look.shoes;
    const thigh = look.outfit === 'trousers' ? look.bottom : look.top;
    if (sitsLow(seat.kind)) {
      // Cross-legged on the floor, a blanket or the ground: the hips come right down.
      const drop = -build.hipY - 30;
      const drawn = drawSeat(seat, build.bodyHalf, 0);
      return (
        drawn.behind +
        drawn.under +
        `<clipPath id="${id}"><path d="M-400 -900H400V${build.hipY + 8}H-400Z"/></clipPath>` +
        `<g transform="translate(0 ${drop})"><g clip-path="url(#${id})">${body}</g></g>` +
        crossedLegs(build.hipY + drop, build.bodyHalf, { legs: thigh, shoes: shoe })
      );
    }
    const hip = build.hipY + SIT_DROP;
    const drawn = drawSeat(seat, build.bodyHalf + 50, hip - 10);
    const knees = `${ellipseSubpath(-g - 2, hip + 6, w / 2 + 6, 16)}${ellipseSubpath(g + 2, hip + 6, w / 2 + 6, 16)}`;
    const shins = `M${-g - 2 - w / 2} ${hip + 6}h${w}V-12h${-w}ZM${g + 2 - w / 2} ${hip + 6}h${w}V-12h${-w}Z`;
    return (
      drawn.behind +
      drawn.under +
      `<clipPath id="${id}"><path d="M-400 -900H400V${build.hipY + 8}H-400Z"/></clipPath>` +
      `<g transform="translate(0 ${SIT_DROP})"><g clip-path="url(#${id})">${body}</g></g>` +
      `<path d="${shins}" fill="${shin}"/>` +
      `<path d="${knees}" fill="${thigh}"/>` +
      `<path d="${ellipseSubpath(-g - 5, -12, w + 1, 13)}${ellipseSubpath(g + 5, -12, w + 1, 13)}" fill="${shoe}"/>`
    );
  }
  if (posture === 'lie') {
    // Asleep on a mattress, head on a pillow, under a blanket to the shoulders.
    const half = (build.height + 60) / 2;
    const feetX = half - 40;
    const y = -92;
    const shoulderX = feetX + build.shoulderY + 20;
    const wood = '#a0754f';
    const headX = feetX + build.headY;
    return (
      // A bed: headboard, mattress, footboard and legs.
      `<path d="M${-half - 10} 0V-190q0 -30 30 -30h20q30 0 30 30V-60H${-half - 10}Z" fill="${wood}"/>` +
      `<path d="M${half - 20} 0V-120q0 -20 20 -20h0q20 0 20 20V0Z" fill="${wood}"/>` +
      `<path d="M${-half} -70q0 -14 14 -14h${half * 2 - 28}q14 0 14 14V-12H${-half}Z" fill="#f2eadf"/>` +
      `<path d="M${-half} -30h${half * 2}V-12H${-half}Z" fill="#000000" fill-opacity="0.1"/>` +
      `<path d="M${-half} -12v12h20v-12ZM${half - 20} -12v12h20v-12Z" fill="${wood}"/>` +
      `<path d="${ellipseSubpath(headX - 10, -84, 82, 30)}" fill="#ffffff"/>` +
      // Glasses taken off for the night, folded on the headboard.
      (look.glasses
        ? `<path d="${circleSubpath(-half + 2, -232, 11)}${circleSubpath(-half + 28, -232, 11)}M${-half + 13} -234h4" fill="#ffffff" fill-opacity="0.3" stroke="#3a2e3a" stroke-width="4"/>`
        : '') +
      `<g transform="translate(${feetX} ${y}) rotate(-90)">${body}</g>` +
      `<path d="M${shoulderX} ${y - 62}q${(half - shoulderX) / 2} -26 ${half - shoulderX} -8V-14H${shoulderX}Z" fill="${furnish}"/>` +
      `<path d="M${shoulderX} ${y - 62}q${(half - shoulderX) / 2} -26 ${half - shoulderX} -8" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="8"/>` +
      `<path d="M${headX + 40} -200h18l-18 18h18M${headX + 78} -236h13l-13 13h13" fill="none" stroke="#ffffff" stroke-opacity="0.85" stroke-width="5" stroke-linecap="round" stroke-linejoin="round"/>`
    );
  }
  return body;
}

/** Where the right hand is in a pose, so a held thing can be drawn in it. */
export function handPosition(build: Build, pose: Pose): [number, number] {
  return hands(build, pose).right;
}

/** Both hands in a pose facing right; a figure facing left mirrors them. */
function hands(build: Build, pose: Pose): { left: [number, number]; right: [number, number] } {
  const [x, y] = build.rest;
  const { bodyHalf: b, shoulderY: s } = build;
  const rest: [number, number] = [-x, y];
  switch (pose) {
    case 'wave':
      return { left: [-(b + 84), s - 80], right: [x, y] };
    case 'cheer':
      return { left: [-(b + 70), s - 90], right: [b + 70, s - 90] };
    case 'hold':
      return { left: rest, right: [x + 8, y - 14] };
    case 'walk':
      // One arm swung forward, the other back.
      return { left: [-x + 10, y + 12], right: [x + 18, y - 40] };
    case 'reach':
      return { left: [-(b + 44), s - 54], right: [b + 20, s - 160] };
    case 'point':
      return { left: rest, right: [b + 112, s + 4] };
    case 'hug':
      return { left: [b + 44, s + 70], right: [b + 88, s + 38] };
    default:
      return { left: rest, right: [x, y] };
  }
}

/** The soft shadow a figure stands on, in figure units. */
export function figureShadow(build: Build): string {
  return `<path d="${ellipseSubpath(0, 0, build.bodyHalf * 1.8, 14)}" fill="#000000" fill-opacity="0.25"/>`;
}

function drawIdentity(look: FigureLook, build: Build): string {
  const hair = hairPaths(look.hairStyle);
  // A scarf is the covering's colour; everything else of the hair is the hair's.
  const hairFill = look.hairStyle === 'covered' ? look.accent : look.hair;
  const skinShade = mixColor(look.skin, '#7a3b2a', 0.18);
  const legTop = build.hipY - 4;
  const { legGap: g, legWidth: w } = build;
  const legs =
    look.outfit === 'robe'
      ? ''
      : `<path d="M${-g - w / 2} ${legTop}h${w}v${n(-14 - legTop)}h${-w}ZM${g - w / 2} ${legTop}h${w}v${n(-14 - legTop)}h${-w}Z" fill="${look.bottom}"/>`;
  const shoes = `<path d="${ellipseSubpath(-g - 3, -12, w + 1, 14)}${ellipseSubpath(g + 3, -12, w + 1, 14)}" fill="${look.shoes}"/>`;
  const neckTop = build.headY + HEAD_R * build.headScale - 12;
  const neck = `<path d="M${-w * 0.6} ${n(neckTop)}H${w * 0.6}V${build.shoulderY + 12}H${-w * 0.6}Z" fill="${skinShade}"/>`;

  let head = '';
  if (hair.middle) head += `<path d="${hair.middle}" fill="${hairFill}"/>`;
  if (!hair.hidesEars)
    head += `<path d="${circleSubpath(-HEAD_R + 2, 8, 15)}${circleSubpath(HEAD_R - 2, 8, 15)}" fill="${skinShade}"/>`;
  head += `<circle cx="0" cy="0" r="${HEAD_R}" fill="${look.skin}"/>`;
  head += drawFaceIdentity(look);
  if (hair.front)
    head += `<path d="${hair.front}" fill="${hairFill}"${hair.evenOdd ? ' fill-rule="evenodd"' : ''}/>`;
  if (look.hairStyle === 'covered')
    head += `<path d="${scarfFold()}" fill="none" stroke="${mixColor(hairFill, '#000000', 0.18)}" stroke-width="5" stroke-linecap="round"/>`;
  if (hair.ties) head += `<path d="${hair.ties}" fill="${look.top}"/>`;
  if (hair.sheen)
    // A soft highlight on the hair, as if the light catches it.
    head += `<path d="M${-HEAD_R * 0.5} ${-HEAD_R + 14}q${HEAD_R * 0.4} -16 ${HEAD_R * 0.9} -4" fill="none" stroke="#ffffff" stroke-opacity="0.22" stroke-width="7" stroke-linecap="round"/>`;

  return (
    (hair.back ? headGroup(build, `<path d="${hair.back}" fill="${hairFill}"/>`) : '') +
    legs +
    shoes +
    drawBody(look, build) +
    neck +
    headGroup(build, head)
  );
}

/** Head-unit drawing moved onto this build's neck. */
function headGroup(build: Build, content: string): string {
  const scale = build.headScale === 1 ? '' : ` scale(${build.headScale})`;
  return `<g transform="translate(0 ${build.headY})${scale}">${content}</g>`;
}

function drawBody(look: FigureLook, build: Build): string {
  const { shoulderY: s, hipY: h, bodyHalf: b, hemHalf: m } = build;
  const mid = (s + h) / 2;
  let body: string;
  if (look.outfit === 'trousers') {
    body =
      `<path d="M${-b} ${s + 2}Q${-b - 10} ${mid} ${-m} ${h}Q0 ${h + 8} ${m} ${h}Q${b + 10} ${mid} ${b} ${s + 2}Q0 ${s - 8} ${-b} ${s + 2}Z" fill="${look.top}"/>` +
      `<path d="M${-m} ${h - 16}Q0 ${h - 8} ${m} ${h - 16}L${m} ${h}Q0 ${h + 8} ${-m} ${h}Z" fill="${look.bottom}"/>`;
  } else {
    // A dress flares from the shoulders to just above the knee; a robe falls to the ankles.
    const hem = look.outfit === 'robe' ? -22 : h + 6;
    const flare = look.outfit === 'robe' ? m + 22 : m + 26;
    body = `<path d="M${-b + 4} ${s}Q${-b - 6} ${mid} ${-flare} ${hem}Q0 ${hem + 12} ${flare} ${hem}Q${b + 6} ${mid} ${b - 4} ${s}Q0 ${s - 10} ${-b + 4} ${s}Z" fill="${look.top}"/>`;
  }
  if (look.stripes) {
    let stripes = '';
    for (let y = s + 26; y < h - 20; y += 26) stripes += `M${-b + 4} ${y}H${b - 4}v9H${-b + 4}Z`;
    body += `<path d="${stripes}" fill="#ffffff" fill-opacity="0.45"/>`;
  }
  body += `<path d="M-16 ${s - 1}Q0 ${s + 12} 16 ${s - 1}" fill="none" stroke="${mixColor(look.top, '#ffffff', 0.4)}" stroke-width="6" stroke-linecap="round"/>`;
  return body;
}

function drawArms(look: FigureLook, build: Build, pose: Pose, facing: 1 | -1): string {
  const shoulderX = build.bodyHalf - 2;
  const shoulderY = build.shoulderY + 12;
  const both = hands(build, pose);
  // A figure facing left: the same arms, mirrored (the held thing stays in the right hand).
  const flip = facing === -1 && pose !== 'hold';
  const mirror = (hand: [number, number]): [number, number] => [-hand[0], hand[1]];
  const left = flip ? mirror(both.right) : both.left;
  const right = flip ? mirror(both.left) : both.right;
  const bend = (sx: number, hand: readonly [number, number]): string => {
    // An arm across the body (a hug) curves over the chest.
    if (Math.sign(hand[0]) !== Math.sign(sx))
      return `M${sx} ${shoulderY}Q0 ${n(hand[1] + 10)} ${n(hand[0])} ${n(hand[1])}`;
    const raised = hand[1] < shoulderY;
    const cx = raised ? hand[0] + Math.sign(sx) * 6 : sx + Math.sign(sx) * 20;
    const cy = raised ? shoulderY + 4 : (shoulderY + hand[1]) / 2;
    return `M${sx} ${shoulderY}Q${n(cx)} ${n(cy)} ${n(hand[0])} ${n(hand[1])}`;
  };
  const sleeve = build.legWidth + 2;
  return (
    `<path d="${bend(-shoulderX, left)}${bend(shoulderX, right)}" fill="none" stroke="${look.top}" stroke-width="${sleeve}" stroke-linecap="round"/>` +
    `<path d="${circleSubpath(left[0], left[1], sleeve * 0.58)}${circleSubpath(right[0], right[1], sleeve * 0.58)}" fill="${look.skin}"/>`
  );
}
