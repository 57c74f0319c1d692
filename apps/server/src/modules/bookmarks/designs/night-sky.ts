import type { Pdf } from '../bookmark-design';

/**
 * Small seeded generator (mulberry32): star fields look scattered but every render — and all
 * three bookmarks on a sheet — come out identical.
 */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A soft round glow that fades to nothing, for moons, fireflies and flames. */
export function drawGlow(
  doc: Pdf,
  x: number,
  y: number,
  radius: number,
  color: string,
  opacity: number,
) {
  const glow = doc.radialGradient(x, y, 0, x, y, radius);
  glow.stop(0, color, opacity).stop(1, color, 0);
  doc.save().fillOpacity(1).circle(x, y, radius).fill(glow).restore();
}

/** A four-pointed twinkle with gently curved sides. */
export function drawSparkle(doc: Pdf, x: number, y: number, r: number, color: string, opacity = 1) {
  const k = r * 0.16;
  doc
    .save()
    .moveTo(x, y - r)
    .quadraticCurveTo(x + k, y - k, x + r, y)
    .quadraticCurveTo(x + k, y + k, x, y + r)
    .quadraticCurveTo(x - k, y + k, x - r, y)
    .quadraticCurveTo(x - k, y - k, x, y - r)
    .closePath()
    .fillColor(color, opacity)
    .fill()
    .restore();
}

/** A classic five-pointed star; the same-coloured round-joined stroke softens its tips. */
export function drawStar(doc: Pdf, x: number, y: number, r: number, color: string, rotation = 0) {
  const points: number[][] = [];
  for (let i = 0; i < 10; i++) {
    const radius = i % 2 === 0 ? r : r * 0.46;
    const angle = ((rotation - 90 + i * 36) * Math.PI) / 180;
    points.push([x + radius * Math.cos(angle), y + radius * Math.sin(angle)]);
  }
  doc
    .save()
    .lineJoin('round')
    .lineWidth(r * 0.18)
    .fillOpacity(1)
    .strokeOpacity(1);
  doc.polygon(...points).fillAndStroke(color, color);
  doc.restore();
}

/** Pin-prick stars of varied size and brightness, with a sparkle now and then. */
export function drawStarField(
  doc: Pdf,
  options: { seed: number; count: number; x: number; y: number; width: number; height: number },
) {
  const random = createRandom(options.seed);
  doc.save();
  for (let i = 0; i < options.count; i++) {
    const x = options.x + random() * options.width;
    const y = options.y + random() * options.height;
    const size = random();
    if (size > 0.9) drawSparkle(doc, x, y, 2.2 + size * 1.5, '#fff8dc', 0.95);
    else
      doc
        .circle(x, y, 0.35 + size * 0.75)
        .fillColor('#ffffff', 0.35 + random() * 0.6)
        .fill();
  }
  doc.restore();
}

/**
 * A crescent: the part of one circle not covered by a second, offset one. Built from sampled
 * points rather than SVG arcs because the arc flags flip with the offset and are easy to get wrong.
 */
export function traceCrescent(
  doc: Pdf,
  moon: { x: number; y: number; r: number },
  bite: { dx: number; dy: number; r: number },
) {
  const d = Math.hypot(bite.dx, bite.dy);
  const toward = Math.atan2(bite.dy, bite.dx);
  const a = (moon.r ** 2 - bite.r ** 2 + d ** 2) / (2 * d);
  const beta = Math.acos(Math.max(-1, Math.min(1, a / moon.r)));
  const p1 = {
    x: moon.x + moon.r * Math.cos(toward + beta),
    y: moon.y + moon.r * Math.sin(toward + beta),
  };
  const bx = moon.x + bite.dx;
  const by = moon.y + bite.dy;
  const gamma = Math.atan2(p1.y - by, p1.x - bx) - toward;
  const steps = 48;
  doc.moveTo(p1.x, p1.y);
  // Outer rim: the long way round, away from the bite.
  for (let i = 1; i <= steps; i++) {
    const t = toward + beta + ((2 * Math.PI - 2 * beta) * i) / steps;
    doc.lineTo(moon.x + moon.r * Math.cos(t), moon.y + moon.r * Math.sin(t));
  }
  // Inner edge: along the bite circle on the side facing the moon's centre.
  const start = toward - gamma;
  const sweep = 2 * Math.PI - 2 * normaliseAngle(gamma);
  for (let i = 1; i <= steps; i++) {
    const t = start - (sweep * i) / steps;
    doc.lineTo(bx + bite.r * Math.cos(t), by + bite.r * Math.sin(t));
  }
  return doc.closePath();
}

function normaliseAngle(angle: number) {
  const turn = 2 * Math.PI;
  return ((angle % turn) + turn) % turn;
}

/** A fluffy cloud: overlapping puffs filled as one shape so translucency doesn't double up. */
export function drawCloud(
  doc: Pdf,
  x: number,
  y: number,
  width: number,
  color: string,
  opacity: number,
) {
  const u = width / 100;
  doc
    .save()
    .circle(x + 22 * u, y - 8 * u, 16 * u)
    .circle(x + 45 * u, y - 20 * u, 22 * u)
    .circle(x + 70 * u, y - 12 * u, 17 * u)
    .circle(x + 86 * u, y - 2 * u, 12 * u)
    .roundedRect(x + 6 * u, y - 10 * u, 88 * u, 20 * u, 10 * u)
    .fillColor(color, opacity)
    .fill('nonzero')
    .restore();
}

/** Three rising z's, the universal sign of someone fast asleep. */
export function drawSnores(doc: Pdf, x: number, y: number, size: number, color: string) {
  doc.save().font('Helvetica-Bold').fillColor(color, 0.9);
  [0, 1, 2].forEach((i) => {
    const fontSize = size * (0.6 + i * 0.28);
    doc
      .fontSize(fontSize)
      .text('z', x + i * size * 0.55, y - i * size * 0.75, { lineBreak: false });
  });
  doc.restore();
}
