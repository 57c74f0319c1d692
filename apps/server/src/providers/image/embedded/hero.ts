import type { FigureLook } from './cast-look';
import type { Build } from './figure-build';
import type { Expression } from './hero-face';
import { drawExpression, drawFaceIdentity } from './hero-face';
import { HEAD_R, hairPaths, scarfFold } from './hero-hair';
import { circleSubpath, ellipseSubpath, escapeXml, mixColor, n } from './svg-shapes';

/** What the arms do in this picture; the rest of the figure never changes. */
export type Pose = 'rest' | 'wave' | 'cheer' | 'hold';

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
  return (
    (extras?.behind ?? '') +
    group +
    (extras?.overBody ?? '') +
    drawArms(look, build, pose) +
    headGroup(build, drawExpression(look, drawing.expression) + (extras?.overHead ?? '')) +
    (drawing.held ?? '') +
    (extras?.front ?? '')
  );
}

/** Where the right hand is in a pose, so a held thing can be drawn in it. */
export function handPosition(build: Build, pose: Pose): [number, number] {
  const [x, y] = build.rest;
  if (pose === 'cheer') return [build.bodyHalf + 70, build.shoulderY - 90];
  if (pose === 'hold') return [x + 8, y - 14];
  return [x, y];
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

function drawArms(look: FigureLook, build: Build, pose: Pose): string {
  const shoulderX = build.bodyHalf - 2;
  const shoulderY = build.shoulderY + 12;
  const [restX, restY] = build.rest;
  const right = handPosition(build, pose);
  const left: [number, number] =
    pose === 'wave' || pose === 'cheer'
      ? [
          -(build.bodyHalf + (pose === 'wave' ? 84 : 70)),
          build.shoulderY - (pose === 'wave' ? 80 : 90),
        ]
      : [-restX, restY];
  const bend = (sx: number, hand: readonly [number, number]): string => {
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
