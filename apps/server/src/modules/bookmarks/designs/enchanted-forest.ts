import {
  BLEED,
  BOOKMARK_HEIGHT,
  BOOKMARK_WIDTH,
  type BookmarkDesign,
  type Pdf,
} from '../bookmark-design';
import { createRandom, drawGlow, drawStar, drawStarField } from './night-sky';

const FAR_PINE = '#174656';
const NEAR_PINE = '#0c2b35';
const GROUND = '#10302c';

function drawScene(doc: Pdf) {
  drawStarField(doc, { seed: 5, count: 60, x: 0, y: 46, width: BOOKMARK_WIDTH, height: 200 });
  drawFullMoon(doc, 92, 100, 21);
  drawStar(doc, 26, 80, 4.5, '#ffe7a3', 6);
  drawStar(doc, 40, 140, 3, '#ffd86b', -4);

  for (const [x, h] of [
    [-6, 62],
    [16, 86],
    [36, 58],
    [58, 74],
    [80, 54],
    [100, 80],
    [122, 60],
    [146, 70],
  ] as const) {
    drawPine(doc, x, 330, h, FAR_PINE);
  }
  // The far wood's floor, so no sky shows between its trunks and the clearing.
  doc
    .rect(-BLEED, 318, BOOKMARK_WIDTH + 2 * BLEED, 30)
    .fillColor(FAR_PINE, 1)
    .fill();
  drawPine(doc, 6, 350, 168, NEAR_PINE);
  drawPine(doc, 140, 352, 150, NEAR_PINE);
  drawGround(doc);
  drawBranchWithOwl(doc);

  drawMushroom(doc, 64, 346, 15);
  drawMushroom(doc, 88, 349, 9);
  drawMushroom(doc, 46, 350, 6);
  drawFireflies(doc);
}

function drawFullMoon(doc: Pdf, x: number, y: number, r: number) {
  drawGlow(doc, x, y, r * 3, '#f9f1c7', 0.3);
  doc.circle(x, y, r).fillColor('#fbf3cf', 1).fill();
  doc
    .circle(x - 7, y - 5, 4.5)
    .circle(x + 6, y + 7, 3)
    .circle(x + 8, y - 8, 2)
    .fillColor('#eadfae', 1)
    .fill();
}

/** A pine in drooping tiers; darker and larger ones read as closer. */
function drawPine(doc: Pdf, x: number, base: number, height: number, color: string) {
  const top = base - height;
  doc.save().fillColor(color, 1);
  doc.rect(x - height * 0.03, base - height * 0.12, height * 0.06, height * 0.14).fill();
  for (let i = 0; i < 4; i++) {
    const tip = top + i * height * 0.17;
    const tierBase = top + height * 0.32 + i * height * 0.2;
    const half = height * (0.12 + i * 0.055);
    doc
      .moveTo(x, tip)
      .quadraticCurveTo(x + half * 0.45, tip + (tierBase - tip) * 0.6, x + half, tierBase)
      .quadraticCurveTo(x, tierBase - height * 0.05, x - half, tierBase)
      .quadraticCurveTo(x - half * 0.45, tip + (tierBase - tip) * 0.6, x, tip)
      .fill();
  }
  doc.restore();
}

function drawGround(doc: Pdf) {
  const right = BOOKMARK_WIDTH + BLEED;
  doc.moveTo(-BLEED, 330).bezierCurveTo(40, 326, 100, 328, right, 332);
  doc
    .lineTo(right, BOOKMARK_HEIGHT + BLEED)
    .lineTo(-BLEED, BOOKMARK_HEIGHT + BLEED)
    .closePath();
  doc.fillColor(GROUND, 1).fill();
}

/** A red toadstool with white spots; the cap is a flattened dome over a stubby stem. */
function drawMushroom(doc: Pdf, x: number, ground: number, r: number) {
  doc.save();
  doc
    .moveTo(x - r * 0.32, ground)
    .bezierCurveTo(
      x - r * 0.36,
      ground - r * 0.6,
      x - r * 0.2,
      ground - r * 0.9,
      x - r * 0.22,
      ground - r,
    );
  doc
    .lineTo(x + r * 0.22, ground - r)
    .bezierCurveTo(
      x + r * 0.2,
      ground - r * 0.9,
      x + r * 0.36,
      ground - r * 0.6,
      x + r * 0.32,
      ground,
    );
  doc.closePath().fillColor('#f3e6cf', 1).fill();
  const capBase = ground - r * 0.85;
  doc
    .moveTo(x - r, capBase)
    .bezierCurveTo(x - r, capBase - r * 1.05, x + r, capBase - r * 1.05, x + r, capBase)
    .quadraticCurveTo(x, capBase + r * 0.22, x - r, capBase)
    .fillColor('#e0484f', 1)
    .fill();
  for (const [dx, dy, s] of [
    [-0.5, -0.35, 0.16],
    [0.05, -0.62, 0.13],
    [0.52, -0.3, 0.14],
    [-0.1, -0.18, 0.1],
  ] as const) {
    doc
      .circle(x + dx * r, capBase + dy * r, s * r)
      .fillColor('#fff8ec', 1)
      .fill();
  }
  doc.restore();
}

/** Warm dots with halos drifting over the clearing. */
function drawFireflies(doc: Pdf) {
  const random = createRandom(9);
  for (let i = 0; i < 11; i++) {
    const x = 14 + random() * (BOOKMARK_WIDTH - 28);
    const y = 196 + random() * 136;
    drawGlow(doc, x, y, 6 + random() * 3, '#fff27a', 0.6);
    doc.circle(x, y, 1.1).fillColor('#fffbd1', 1).fill();
  }
}

/** A round little owl, fast asleep on a branch that reaches in from the right-hand pine. */
function drawBranchWithOwl(doc: Pdf) {
  doc.save().lineCap('round');
  doc
    .moveTo(BOOKMARK_WIDTH + BLEED, 246)
    .quadraticCurveTo(110, 250, 76, 246)
    .lineWidth(4)
    .strokeColor('#3b2a22', 1)
    .stroke();
  doc.moveTo(88, 248).lineTo(80, 240).lineWidth(2).stroke();

  const x = 102;
  const y = 228;
  doc
    .polygon([x - 11, y - 12], [x - 8, y - 22], [x - 3, y - 14])
    .fillColor('#7a5a42', 1)
    .fill();
  doc.polygon([x + 11, y - 12], [x + 8, y - 22], [x + 3, y - 14]).fill();
  doc.ellipse(x, y, 13, 16).fillColor('#8d6a4f', 1).fill();
  doc
    .ellipse(x, y + 6, 8, 9)
    .fillColor('#e3cfae', 1)
    .fill();
  for (const dy of [2, 6, 10]) {
    doc
      .moveTo(x - 3, y + dy)
      .quadraticCurveTo(x - 1.5, y + dy + 1.5, x, y + dy)
      .quadraticCurveTo(x + 1.5, y + dy + 1.5, x + 3, y + dy);
  }
  doc.lineWidth(0.6).strokeColor('#b59a76', 1).stroke();
  doc
    .ellipse(x - 12, y + 3, 4, 9)
    .ellipse(x + 12, y + 3, 4, 9)
    .fillColor('#6d4f3a', 1)
    .fill();
  doc
    .circle(x - 5, y - 6, 5)
    .circle(x + 5, y - 6, 5)
    .fillColor('#f3e3c3', 1)
    .fill();
  doc.lineWidth(1.1).strokeColor('#4a3426', 1);
  doc
    .moveTo(x - 8, y - 6)
    .quadraticCurveTo(x - 5, y - 3.5, x - 2, y - 6)
    .stroke();
  doc
    .moveTo(x + 2, y - 6)
    .quadraticCurveTo(x + 5, y - 3.5, x + 8, y - 6)
    .stroke();
  doc
    .polygon([x - 1.8, y - 3], [x + 1.8, y - 3], [x, y + 0.5])
    .fillColor('#f2a03d', 1)
    .fill();
  doc
    .moveTo(x - 4, y + 15)
    .lineTo(x - 4, y + 17)
    .moveTo(x + 4, y + 15)
    .lineTo(x + 4, y + 17);
  doc.lineWidth(1.6).strokeColor('#f2a03d', 1).stroke();
  doc.restore();
}

export const enchantedForest: BookmarkDesign = {
  id: 'enchanted-forest',
  name: 'Enchanted Forest',
  description:
    'A moonlit pine wood with fireflies, red toadstools and an owl asleep on its branch.',
  tagline: 'Hush now, the whole forest is dreaming',
  sky: [
    [0, '#07172b'],
    [0.5, '#113650'],
    [1, '#1c5661'],
  ],
  ink: { title: '#ffe9a8', tagline: '#fbf1d2', frame: '#ffe9a8' },
  drawScene,
};
