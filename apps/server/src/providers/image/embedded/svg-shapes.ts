/** Formats a coordinate compactly; long decimals only bloat the SVG that resvg has to parse. */
export function n(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}

/** The canvas is square; every layer is laid out in these units. */
export const CANVAS = 1024;

/**
 * A circle as a path segment. Several of them in one <path> fill as a single union, which lets
 * clouds and hair overlap without darker seams and without the cost of a group layer.
 */
export function circleSubpath(cx: number, cy: number, r: number): string {
  return `M${n(cx - r)} ${n(cy)}a${n(r)} ${n(r)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r)} 0 1 0 ${n(-2 * r)} 0Z`;
}

/** An ellipse as a path segment, for the same single-fill unions as circleSubpath. */
export function ellipseSubpath(cx: number, cy: number, rx: number, ry: number): string {
  return `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(2 * rx)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-2 * rx)} 0Z`;
}

/** A four-pointed twinkle, the storybook way of drawing a bright star. */
export function twinklePath(cx: number, cy: number, r: number): string {
  const w = r * 0.28;
  return `M${n(cx)} ${n(cy - r)}Q${n(cx + w)} ${n(cy - w)} ${n(cx + r)} ${n(cy)}Q${n(cx + w)} ${n(cy + w)} ${n(cx)} ${n(cy + r)}Q${n(cx - w)} ${n(cy + w)} ${n(cx - r)} ${n(cy)}Q${n(cx - w)} ${n(cy - w)} ${n(cx)} ${n(cy - r)}Z`;
}

/** A smooth closed silhouette through points along a ridge, closed down to `bottom`. */
export function ridgePath(points: readonly (readonly [number, number])[], bottom: number): string {
  const first = points[0];
  if (!first) return '';
  let d = `M${n(first[0])} ${n(bottom)}L${n(first[0])} ${n(first[1])}`;
  for (let i = 1; i < points.length; i++) {
    const prev = points[i - 1] as readonly [number, number];
    const point = points[i] as readonly [number, number];
    const mx = (prev[0] + point[0]) / 2;
    d += `C${n(mx)} ${n(prev[1])} ${n(mx)} ${n(point[1])} ${n(point[0])} ${n(point[1])}`;
  }
  const last = points[points.length - 1] as readonly [number, number];
  return `${d}L${n(last[0])} ${n(bottom)}Z`;
}

/** Mixes two #rrggbb colours; `t` = 0 gives `a`, 1 gives `b`. */
export function mixColor(a: string, b: string, t: number): string {
  const pa = parseHex(a);
  const pb = parseHex(b);
  const channel = (i: number): string =>
    Math.round((pa[i] ?? 0) + ((pb[i] ?? 0) - (pa[i] ?? 0)) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

function parseHex(color: string): number[] {
  const hex = color.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
}

/** Escapes text for use inside SVG markup. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A vertical gradient painted as thin solid bands. resvg shades a real gradient per pixel
 * (~9 ms for a full 1024² canvas) while solid bands cost almost nothing; at 8 px per band the
 * steps are one or two colour levels, which the eye can't see on a night sky.
 */
export function bandedGradient(
  stops: readonly (readonly [number, string])[],
  top: number,
  bottom: number,
  bandHeight = 8,
): string {
  const paths: string[] = [];
  for (let y = top; y < bottom; y += bandHeight) {
    const t = (y + bandHeight / 2 - top) / (bottom - top);
    // Overlap each band by a pixel so anti-aliased edges never let the layer below show through.
    paths.push(
      `<path d="M0 ${n(y)}H${CANVAS}V${n(Math.min(y + bandHeight + 1, bottom))}H0Z" fill="${colorAt(stops, t)}"/>`,
    );
  }
  return paths.join('');
}

function colorAt(stops: readonly (readonly [number, string])[], t: number): string {
  const first = stops[0];
  if (!first) return '#000000';
  let previous = first;
  for (const stop of stops) {
    if (t <= stop[0]) {
      const span = stop[0] - previous[0];
      return span <= 0 ? stop[1] : mixColor(previous[1], stop[1], (t - previous[0]) / span);
    }
    previous = stop;
  }
  return previous[1];
}
