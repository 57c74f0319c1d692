import { COVER_TITLE_BAND } from '../types';
import { FEET_Y } from './layout';
import { CANVAS, n } from './svg-shapes';

/**
 * How near the picture stands to the moment (docs/decisions/058): the whole place, the children
 * and who is with them from nearer, or close on the children. A book's pages of one place take
 * turns, so no two facing pictures are the same view.
 */
export type Framing = 'wide' | 'medium' | 'close' | 'place' | 'near' | 'far' | 'closest' | 'cover';

const ZOOM: Readonly<Record<Framing, number>> = {
  wide: 1,
  medium: 1.28,
  close: 1.6,
  place: 1.22,
  near: 1.42,
  far: 1.1,
  closest: 1.78,
  cover: 1.75,
};
// Half the width the children take, which every framing keeps in view.
const CAST_HALF = 190;
const ORDER: readonly Framing[] = ['wide', 'close', 'place', 'medium', 'near', 'far', 'closest'];

/**
 * The framing and the children's side for a moment of a story: passages take the framings in
 * turn (from a start of the story's own), the children's spot goes left, right, centre, and every
 * other page the place is seen turned round, so any two passages up to forty-one apart differ. The story's own picture (no passage) is wide.
 */
export function framingOf(
  passage: number | undefined,
  storySeed: number,
  cover = false,
): { framing: Framing; side?: 'left' | 'right' | 'center'; turned?: boolean } {
  if (passage === undefined) return { framing: 'wide' };
  // A book's cover shows its main moment again: the children large in the middle, the place
  // turned the other way from that moment's page, so the cover is not one of the pages.
  if (cover) {
    const page = framingOf(passage, storySeed);
    return { framing: 'cover', side: 'center', turned: !page.turned };
  }
  const start = (storySeed >>> 3) % ORDER.length;
  const flip = (storySeed >>> 7) % SIDES.length;
  return {
    framing: ORDER[(passage + start) % ORDER.length] ?? 'wide',
    side: SIDES[(passage + flip) % SIDES.length],
    // The room seen the other way round every other page: with seven framings and three
    // sides, no two pages of a book up to forty-two apart share all three (decision 086).
    turned: (passage + (storySeed >>> 11)) % 2 === 1,
  };
}

const SIDES = ['left', 'right', 'center'] as const;

/**
 * The transform that frames the picture: scaled about the children (their middle at `focusX`),
 * with their feet kept near the bottom edge and the view never leaving the drawn canvas. A place
 * out of doors known by its landmark (the lighthouse, the goal, the castle) keeps the landmark's middle in
 * view too: the framing comes back as far as it must to hold both, so a close view never crops
 * the place out of its own picture — nor cuts a tall landmark's top off.
 */
export function cameraTransform(
  framing: Framing,
  focusX: number,
  side: 'left' | 'right' | 'center' = 'center',
  row?: { left: number; right: number; top?: number },
  landmark?: { x: number; halfWidth: number; top?: number; famous?: boolean },
): string {
  // The whole front row (the children and who is with them) when it fits; the children always.
  const cast = row ?? { left: focusX - CAST_HALF, right: focusX + CAST_HALF };
  const keep = landmark
    ? {
        left: Math.min(cast.left, landmark.x - landmark.halfWidth * LANDMARK_KEPT) - 20,
        right: Math.max(cast.right, landmark.x + landmark.halfWidth * LANDMARK_KEPT) + 20,
      }
    : null;
  // A tall landmark (a lighthouse, a tower) is kept to its tip, and so is the tallest one in the
  // front row (a grown-up, a giraffe, a rocket): the view is at least as tall as from the highest
  // top to the children's feet (decision 093).
  // A landmark keeps some sky over its tip: a tower's top never touches the picture's edge.
  const highest = Math.min((landmark?.top ?? CANVAS) - LANDMARK_HEADROOM, row?.top ?? CANVAS);
  // On a cover, the highest head also stays below the title's band (decision 098).
  const tall = (FEET_Y + 84 - (highest - 24)) / (framing === 'cover' ? 1 - COVER_TITLE_BAND : 1);
  const wide = keep ? Math.min(ZOOM[framing], CANVAS / (keep.right - keep.left)) : ZOOM[framing];
  // A cover holds its whole front row: no brother cut in half at its edge (decision 101).
  const whole =
    framing === 'cover' && row ? CANVAS / Math.max(row.right - row.left + 60, 1) : Infinity;
  const zoom = Math.min(wide, whole, CANVAS / Math.max(tall, 1));
  const aside = landmark ? leaveOut(framing, zoom, cast, row?.top, landmark) : null;
  if (aside) return aside;
  if (zoom <= 1) return '';
  const view = CANVAS / zoom;
  // The children a third of the way in on their side ('place' looks past them at the place),
  // still all in view.
  const third = side === 'left' ? view * 0.18 : side === 'right' ? -view * 0.18 : 0;
  const centre = framing === 'place' ? CANVAS / 2 : focusX + third;
  const span =
    keep ??
    (row && row.right - row.left + 40 <= view
      ? { left: row.left - 20, right: row.right + 20 }
      : {
          left: focusX - Math.min(CAST_HALF, view / 2),
          right: focusX + Math.min(CAST_HALF, view / 2),
        });
  const inView = Math.min(span.left, Math.max(span.right - view, centre - view / 2));
  const left = Math.min(CANVAS - view, Math.max(0, inView));
  const top = Math.min(CANVAS - view, Math.max(0, FEET_Y + 84 - view));
  return ` transform="scale(${Math.round(zoom * 1000) / 1000}) translate(${n(-left)} ${n(-top)})"`;
}

// Sky kept over a landmark's tip (canvas pixels).
const LANDMARK_HEADROOM = 40;

// The close framings that may leave a tall landmark out of view rather than step back for it.
const CLOSE_UP: ReadonlySet<Framing> = new Set(['close', 'closest']);

/**
 * A close-up beside a tall landmark (a lighthouse, a tower): holding it whole would bring the
 * view back to nearly the wide one, so every page of a lighthouse story looked alike. Instead
 * the close framing keeps its zoom and looks away from the landmark — wholly out of view, never
 * cut (decision 098). Null where that cannot be done: the landmark is not tall, or it stands
 * too near the children.
 */
function leaveOut(
  framing: Framing,
  zoom: number,
  cast: { left: number; right: number },
  rowTop: number | undefined,
  landmark: { x: number; halfWidth: number; top?: number; famous?: boolean },
): string | null {
  // A famous landmark the parent named is the picture's point: always in view.
  if (landmark.famous) return null;
  if (!CLOSE_UP.has(framing) || landmark.top === undefined || landmark.top > TALL_TOP) return null;
  const rowTall = FEET_Y + 84 - ((rowTop ?? CANVAS) - 24);
  const close = Math.min(ZOOM[framing], CANVAS / Math.max(rowTall, 1));
  if (close < zoom / 0.8) return null;
  const view = CANVAS / close;
  const outLeft = landmark.x - landmark.halfWidth - 16;
  const outRight = landmark.x + landmark.halfWidth + 16;
  // The children's whole span in view, the landmark wholly to one side of it.
  const min = Math.max(0, cast.right + 20 - view);
  const max = Math.min(CANVAS - view, cast.left - 20);
  const left =
    landmark.x > (cast.left + cast.right) / 2
      ? Math.min(max, outLeft - view)
      : Math.max(min, outRight);
  const clear = left + view <= outLeft || left >= outRight;
  if (left < min || left > max || !clear) return null;
  const top = Math.min(CANVAS - view, Math.max(0, FEET_Y + 84 - view));
  return ` transform="scale(${Math.round(close * 1000) / 1000}) translate(${n(-left)} ${n(-top)})"`;
}

// A landmark whose tip is above this (canvas pixels) is tall: a lighthouse, a tower.
const TALL_TOP = 300;

// How much of a landmark's width a framing keeps: its middle, enough to know the place by.
const LANDMARK_KEPT = 0.6;
