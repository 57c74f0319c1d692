import type { Random } from './random';
import type { MoonPlacement } from './sky';
import { CANVAS } from './svg-shapes';

/** Something to stand in the picture: a child, a grown-up, a pet, a prop. */
export interface Actor {
  /** Size at full scale, in pixels. */
  width: number;
  height: number;
  row: 'front' | 'back' | 'sky';
  /** Children stand together, grown-ups beside them, pets and the key element close by. */
  role: 'cast' | 'person' | 'companion' | 'prop';
  /** A hug: the neighbour on that side (1: right) stands this many pixels closer. */
  overlap?: { side: 1 | -1; px: number };
  /** Draws the actor with its feet (or its middle, in the sky) at x, baseY. */
  render(x: number, baseY: number, scale: number): string;
}

export interface StageOptions {
  /** Which side the backdrop's landmark is on: the group stands on the other. */
  landmarkLeft: boolean;
  /** Feet of the front row, and of the back row further away. */
  frontY: number;
  backY: number;
  /** Where sky things may float, and what they keep clear of. */
  skyTop: number;
  skyBottom: number;
  bodies: readonly MoonPlacement[];
  landmark: { x: number; top: number; halfWidth: number } | null;
}

export interface Staged {
  back: string[];
  sky: string[];
  front: string[];
  /** The middle of the children, where the light falls. */
  castX: number;
  /** The front row from its left edge to its right: who a near view keeps in the picture. */
  rowLeft: number;
  rowRight: number;
  /** The top of the tallest one in the front row (a grown-up, a giraffe, a rocket). */
  rowTop: number;
}

const MARGIN = 28;
const ROW = CANVAS - MARGIN * 2;
const BACK_SCALE = 0.78;

interface Span {
  left: number;
  right: number;
  figure: boolean;
}

/**
 * Arranges the actors as a picture-book moment: the children together, grown-ups beside them,
 * pets and the element that matters right next to them, other things around; big things stand
 * further back, smaller; flying things float clear of the sun, the moon and the landmark. When a
 * row is crowded everything shrinks a little, and then props step back — nothing is left out.
 */
export function stageActors(
  random: Random,
  actors: readonly Actor[],
  options: StageOptions,
): Staged {
  const front = orderFrontRow(actors.filter((actor) => actor.row === 'front'));
  const back = actors.filter((actor) => actor.row === 'back');
  const widthOf = (list: readonly Actor[], scale: number): number =>
    list.reduce((sum, actor, i) => sum + actor.width * scale + gapAfter(list, i, scale), 0);

  let scale = Math.max(0.62, Math.min(1, ROW / Math.max(1, widthOf(front, 1))));
  while (widthOf(front, scale) > ROW) {
    // Too many for one row even when smaller: the outermost prop steps back.
    const index = outermostProp(front);
    if (index === -1) {
      scale = ROW / widthOf(front, 1);
      break;
    }
    const [moved] = front.splice(index, 1);
    if (moved) back.push(moved);
  }

  const width = widthOf(front, scale);
  const free = ROW - width;
  // Stand away from the landmark, by a different amount in each picture.
  const shift = (options.landmarkLeft ? 1 : -1) * (free / 2) * random.range(0.35, 1);
  let cursor = MARGIN + free / 2 + shift;
  const spans: Span[] = [];
  const frontSvg: string[] = [];
  let castLeft = Infinity;
  let castRight = -Infinity;
  let rowTop = options.frontY;
  for (const actor of front) {
    const w = actor.width * scale;
    rowTop = Math.min(rowTop, options.frontY - actor.height * scale);
    const x = cursor + w / 2;
    frontSvg.push(actor.render(x, options.frontY, scale));
    spans.push({ left: cursor, right: cursor + w, figure: actor.role !== 'prop' });
    if (actor.role === 'cast') {
      castLeft = Math.min(castLeft, cursor);
      castRight = Math.max(castRight, cursor + w);
    }
    cursor += w + gapAfter(front, front.indexOf(actor), scale);
  }

  const backSvg = placeBackRow(random, back, spans, options, scale);
  const skySvg = placeSky(
    random,
    actors.filter((actor) => actor.row === 'sky'),
    options,
  );
  const castX = Number.isFinite(castLeft) ? (castLeft + castRight) / 2 : CANVAS / 2;
  return {
    back: backSvg,
    sky: skySvg,
    front: frontSvg,
    castX,
    rowLeft: spans[0]?.left ?? castX,
    rowRight: spans[spans.length - 1]?.right ?? castX,
    rowTop,
  };
}

// The space after an actor in the row: 12 px, less where one hugs the other.
function gapAfter(row: readonly Actor[], i: number, scale: number): number {
  const here = row[i];
  const next = row[i + 1];
  if (!here || !next) return 0;
  const hug =
    (here.overlap?.side === 1 ? here.overlap.px : 0) +
    (next.overlap?.side === -1 ? next.overlap.px : 0);
  return 12 - hug * scale;
}

// Children in the middle, grown-ups either side, companions beside the children, props outside.
function orderFrontRow(actors: readonly Actor[]): Actor[] {
  const cast = actors.filter((actor) => actor.role === 'cast');
  const people = actors.filter((actor) => actor.role === 'person');
  const companions = actors.filter((actor) => actor.role === 'companion');
  const props = actors.filter((actor) => actor.role === 'prop');
  const row: Actor[] = [...cast];
  people.forEach((person, i) => (i % 2 === 0 ? row.push(person) : row.unshift(person)));
  companions.forEach((companion, i) =>
    i % 2 === 0 ? row.push(companion) : row.unshift(companion),
  );
  props.forEach((prop, i) => (i % 2 === 0 ? row.unshift(prop) : row.push(prop)));
  return row;
}

function outermostProp(row: readonly Actor[]): number {
  for (let step = 0; step < row.length; step++) {
    const index = step % 2 === 0 ? step / 2 : row.length - 1 - (step - 1) / 2;
    if (row[index]?.role === 'prop') return index;
  }
  return -1;
}

function placeBackRow(
  random: Random,
  back: readonly Actor[],
  spans: Span[],
  options: StageOptions,
  frontScale: number,
): string[] {
  const svg: string[] = [];
  // Biggest first, so the elephant gets the open space and the bucket the gaps.
  const ordered = [...back].sort((a, b) => b.width - a.width);
  const taken: Span[] = [];
  for (const actor of ordered) {
    const scale = BACK_SCALE * frontScale;
    const w = Math.min(actor.width * scale, ROW);
    let best = MARGIN + w / 2;
    let bestScore = Infinity;
    for (let x = MARGIN + w / 2; x <= CANVAS - MARGIN - w / 2; x += 12) {
      const left = x - w / 2;
      const right = x + w / 2;
      let score = random.range(0, 2);
      // Hidden behind a child is worse than behind a prop; behind another back-row thing worst.
      for (const span of spans) score += overlap(left, right, span) * (span.figure ? 3 : 1);
      for (const span of taken) score += overlap(left, right, span) * 5;
      if (score < bestScore) {
        bestScore = score;
        best = x;
      }
    }
    taken.push({ left: best - w / 2, right: best + w / 2, figure: false });
    svg.push(actor.render(best, options.backY, w / actor.width));
  }
  return svg;
}

function overlap(left: number, right: number, span: Span): number {
  return Math.max(0, Math.min(right, span.right) - Math.max(left, span.left));
}

interface Box {
  x: number;
  y: number;
  size: number;
}

function placeSky(random: Random, actors: readonly Actor[], options: StageOptions): string[] {
  const taken: Box[] = [];
  const svg: string[] = [];
  for (const actor of actors) {
    let box: Box | null = null;
    // Try at full size, then smaller: a crowded sky still fits everything.
    for (const shrink of [1, 0.8, 0.62]) {
      box = findSkyBox(random, actor.height * shrink, taken, options);
      if (box) break;
    }
    box ??= { x: MARGIN + (taken.length % 4) * 240, y: options.skyTop, size: 100 };
    taken.push(box);
    svg.push(actor.render(box.x + box.size / 2, box.y + box.size / 2, box.size / actor.height));
  }
  return svg;
}

function findSkyBox(
  random: Random,
  size: number,
  taken: readonly Box[],
  options: StageOptions,
): Box | null {
  const room = options.skyBottom - options.skyTop - size;
  if (room < 0) return null;
  for (let i = 0; i < 80; i++) {
    const x = random.range(MARGIN + 10, CANVAS - MARGIN - 10 - size);
    const y = options.skyTop + random.range(0, room);
    const cx = x + size / 2;
    const cy = y + size / 2;
    const clearOfBodies = options.bodies.every(
      (body) => Math.hypot(cx - body.x, cy - body.y) > body.r * 1.4 + size * 0.55,
    );
    const { landmark } = options;
    const clearOfLandmark =
      !landmark ||
      y + size < landmark.top ||
      x > landmark.x + landmark.halfWidth ||
      x + size < landmark.x - landmark.halfWidth;
    const clearOfOthers = taken.every(
      (other) =>
        x > other.x + other.size + 20 ||
        other.x > x + size + 20 ||
        y > other.y + other.size + 20 ||
        other.y > y + size + 20,
    );
    if (clearOfBodies && clearOfLandmark && clearOfOthers) return { x, y, size };
  }
  return null;
}
