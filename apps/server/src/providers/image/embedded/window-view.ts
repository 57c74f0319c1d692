import type { Palette } from './palette';
import type { Random } from './random';
import { circleSubpath, ellipseSubpath, mixColor, n } from './svg-shapes';

/** The sun or the moon, for the one view of the sky that shows it. */
export interface ViewBody {
  kind: 'sun' | 'moon';
  /** Wraps the body in the labels of the story elements it stands for. */
  label(svg: string): string;
}

/**
 * A piece of sky seen through a window, a cave's mouth or the sea's surface, with the sun or the
 * moon when the moment has one. Everything stays inside the rectangle: no clip path needed.
 */
export function drawSkyView(
  random: Random,
  palette: Palette,
  box: { x: number; y: number; w: number; h: number },
  body: ViewBody | null,
  surface = false,
): string {
  const { x, y, w, h } = box;
  if (surface) return body ? drawSurfaceBody(palette, box, body) : '';
  const bands = 6;
  let svg = '';
  for (let i = 0; i < bands; i++) {
    const t = i / (bands - 1);
    const colour =
      t < 0.6
        ? mixColor(palette.skyTop, palette.skyMid, t / 0.6)
        : mixColor(palette.skyMid, palette.skyHorizon, (t - 0.6) / 0.4);
    svg += `<path d="M${n(x)} ${n(y + (i * h) / bands)}h${n(w)}v${n(h / bands + 1)}h${n(-w)}Z" fill="${colour}"/>`;
  }
  if (palette.time === 'night' || palette.time === 'evening') {
    let stars = '';
    const count = palette.time === 'night' ? 9 : 3;
    for (let i = 0; i < count; i++)
      stars += circleSubpath(
        random.range(x + 6, x + w - 6),
        random.range(y + 6, y + h * 0.6),
        random.range(1, 2),
      );
    svg += `<path d="${stars}" fill="#fffbe8" fill-opacity="0.85"/>`;
  } else {
    const cx = random.range(x + w * 0.3, x + w * 0.7);
    const cy = y + h * 0.7;
    svg += `<path d="${ellipseSubpath(cx, cy, w * 0.22, h * 0.06)}${circleSubpath(cx - w * 0.06, cy - h * 0.05, h * 0.07)}${circleSubpath(cx + w * 0.07, cy - h * 0.04, h * 0.055)}" fill="#ffffff" fill-opacity="0.9"/>`;
  }
  if (body) {
    const r = Math.min(w, h) * 0.16;
    const bx = x + w * (random.chance(0.5) ? 0.3 : 0.7);
    const by = y + h * 0.3;
    const colour =
      body.kind === 'moon' ? (palette.time === 'night' ? palette.moon : '#ffffff') : palette.moon;
    svg += body.label(
      `<g data-sky-body="${body.kind}">` +
        `<path d="${circleSubpath(bx, by, r * 1.8)}" fill="${colour}" fill-opacity="0.18"/>` +
        `<path d="${circleSubpath(bx, by, r)}" fill="${colour}"/></g>`,
    );
  }
  return svg;
}

// Seen from under the sea: the sun or the moon is a soft, wide glow in the surface.
function drawSurfaceBody(
  palette: Palette,
  box: { x: number; y: number; w: number; h: number },
  body: ViewBody,
): string {
  const cx = box.x + box.w / 2;
  const cy = box.y + box.h / 2;
  const colour = body.kind === 'sun' ? '#fff3c0' : '#f4f6ff';
  return body.label(
    `<g data-sky-body="${body.kind}">` +
      `<path d="${ellipseSubpath(cx, cy, box.w * 0.5, box.h * 0.5)}" fill="${colour}" fill-opacity="0.25"/>` +
      `<path d="${ellipseSubpath(cx, cy, box.w * 0.22, box.h * 0.3)}" fill="${colour}" fill-opacity="${palette.time === 'night' ? 0.7 : 0.9}"/></g>`,
  );
}
