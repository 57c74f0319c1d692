import {
  BLEED,
  BOOKMARK_HEIGHT,
  BOOKMARK_WIDTH,
  type BookmarkDesign,
  type Pdf,
} from '../bookmark-design';
import { drawGlow, drawSparkle, drawStar, drawStarField } from './night-sky';

const HULL = '#f6f1e7';
const RED = '#e8505b';
const DARK_RED = '#b93a48';

function drawScene(doc: Pdf) {
  drawStarField(doc, { seed: 41, count: 85, x: 0, y: 46, width: BOOKMARK_WIDTH, height: 300 });
  drawRingedPlanet(doc, 34, 86, 13);
  doc.circle(118, 300, 9).fillColor('#7fc8f8', 1).fill();
  doc.circle(115, 297, 3).fillColor('#b8e3ff', 0.7).fill();
  drawStar(doc, 116, 72, 6, '#ffd86b', 8);
  drawStar(doc, 24, 206, 4.5, '#ffe7a3', -10);
  drawStar(doc, 120, 176, 3.5, '#ffd86b', 0);
  drawTrail(doc);

  doc.save().translate(78, 188).rotate(28);
  drawRocket(doc);
  doc.restore();
  drawMoonlitCloudline(doc);
}

/** A dotted wake of tiny stars curving away behind the rocket. */
function drawTrail(doc: Pdf) {
  const points = [
    [50, 262],
    [40, 280],
    [32, 300],
    [27, 320],
    [24, 338],
  ] as const;
  points.forEach(([x, y], i) => drawSparkle(doc, x, y, 4.5 - i * 0.6, '#ffe9a8', 0.95 - i * 0.12));
}

/** The rocket points up its own y axis; the caller rotates it into flight. */
function drawRocket(doc: Pdf) {
  doc.save().lineJoin('round');
  drawGlow(doc, 0, 62, 30, '#ffb347', 0.55);
  doc
    .moveTo(-9, 46)
    .bezierCurveTo(-10, 66, -4, 80, 0, 92)
    .bezierCurveTo(4, 80, 10, 66, 9, 46)
    .fillColor('#ff8a3d', 1)
    .fill();
  doc
    .moveTo(-5, 46)
    .bezierCurveTo(-6, 60, -2, 70, 0, 78)
    .bezierCurveTo(2, 70, 6, 60, 5, 46)
    .fillColor('#ffd65a', 1)
    .fill();

  for (const side of [-1, 1]) {
    doc
      .moveTo(side * 15, 14)
      .bezierCurveTo(side * 30, 24, side * 34, 40, side * 32, 56)
      .lineTo(side * 14, 42)
      .closePath()
      .fillColor(RED, 1)
      .fill();
  }
  doc.rect(-11, 40, 22, 8).fillColor('#8d97a8', 1).fill();

  const hull = doc.linearGradient(-20, 0, 20, 0);
  hull.stop(0, '#cfc8bd').stop(0.4, HULL).stop(1, '#d8d0c3');
  traceHull(doc).fill(hull);
  doc.save();
  traceHull(doc).clip();
  doc.rect(-30, -80, 60, 36).fillColor(RED, 1).fill();
  doc.rect(-30, 32, 60, 12).fillColor(RED, 1).fill();
  doc.rect(-30, -44, 60, 3).fillColor(DARK_RED, 1).fill();
  doc.restore();
  doc.moveTo(0, 26).lineTo(0, 52).lineWidth(5).lineCap('round').strokeColor(DARK_RED, 1).stroke();

  doc.circle(0, -16, 12).fillColor('#9aa5b8', 1).fill();
  const glass = doc.linearGradient(0, -28, 0, -4);
  glass.stop(0, '#9fe2ff').stop(1, '#2f6fb5');
  doc.circle(0, -16, 9).fill(glass);
  drawStar(doc, 0, -15, 4.5, '#fff3c0', 0);
  doc.ellipse(-4, -20, 3, 1.8).fillColor('#ffffff', 0.75).fill();
  for (const y of [8, 18]) doc.circle(-12, y, 0.9).circle(12, y, 0.9);
  doc.fillColor('#b7ad9e', 1).fill();
  doc.restore();
}

function traceHull(doc: Pdf) {
  return doc
    .moveTo(0, -70)
    .bezierCurveTo(16, -56, 22, -30, 20, 0)
    .bezierCurveTo(19, 18, 16, 34, 13, 44)
    .lineTo(-13, 44)
    .bezierCurveTo(-16, 34, -19, 18, -20, 0)
    .bezierCurveTo(-22, -30, -16, -56, 0, -70)
    .closePath();
}

/** Saturn-like: the back of the ring, the planet, then the front of the ring over it. */
function drawRingedPlanet(doc: Pdf, x: number, y: number, r: number) {
  doc.save().translate(x, y).rotate(-18);
  doc
    .ellipse(0, 0, r * 1.9, r * 0.55)
    .lineWidth(2.4)
    .strokeColor('#ffcf8a', 1)
    .stroke();
  const planet = doc.linearGradient(0, -r, 0, r);
  planet.stop(0, '#ffb4a2').stop(1, '#e5738a');
  doc.circle(0, 0, r).fill(planet);
  doc
    .save()
    .rect(-r * 2, 0, r * 4, r)
    .clip();
  doc
    .ellipse(0, 0, r * 1.9, r * 0.55)
    .lineWidth(2.4)
    .strokeColor('#ffcf8a', 1)
    .stroke();
  doc.restore();
  doc.restore();
}

/** Moonlit cloud tops along the foot, under the lettering. */
function drawMoonlitCloudline(doc: Pdf) {
  const right = BOOKMARK_WIDTH + BLEED;
  doc.save();
  for (const [cx, r] of [
    [-6, 18],
    [26, 24],
    [62, 16],
    [92, 22],
    [128, 18],
    [152, 14],
  ] as const)
    doc.circle(cx, 352, r);
  doc
    .rect(-BLEED, 352, right + BLEED, BOOKMARK_HEIGHT - 352 + BLEED)
    .fillColor('#4a2f78', 1)
    .fill('nonzero');
  doc.restore();
}

export const rocketDreams: BookmarkDesign = {
  id: 'rocket-dreams',
  name: 'Rocket Dreams',
  description: 'A little rocket zooming past a ringed planet, leaving a trail of twinkling stars.',
  tagline: 'Close your eyes and fly to the stars',
  sky: [
    [0, '#120c36'],
    [0.55, '#2e1d66'],
    [1, '#5a3688'],
  ],
  ink: { title: '#ffe9a8', tagline: '#fff1d6', frame: '#ffe9a8' },
  drawScene,
};
