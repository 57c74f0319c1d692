import {
  BLEED,
  BOOKMARK_HEIGHT,
  BOOKMARK_WIDTH,
  type BookmarkDesign,
  type Pdf,
} from '../bookmark-design';
import {
  drawCloud,
  drawGlow,
  drawSnores,
  drawStar,
  drawStarField,
  traceCrescent,
} from './night-sky';

const GREEN = '#5fbf78';
const DEEP_GREEN = '#3a9358';
const OUTLINE = '#1f5a38';
const SPIKE = '#f5a35a';

function drawScene(doc: Pdf) {
  drawStarField(doc, { seed: 23, count: 70, x: 0, y: 46, width: BOOKMARK_WIDTH, height: 290 });
  drawGlow(doc, 106, 84, 40, '#fff1b8', 0.35);
  traceCrescent(doc, { x: 106, y: 84, r: 17 }, { dx: -9, dy: -6, r: 14 })
    .fillColor('#ffe9a3', 1)
    .fill();
  drawStar(doc, 28, 74, 5, '#ffd86b', 10);
  drawStar(doc, 46, 118, 3.5, '#ffe7a3', -6);
  drawStar(doc, 120, 150, 4.5, '#ffd86b', 4);
  drawHills(doc);

  doc.save().translate(68, 232);
  drawCloud(doc, -66, 52, 134, '#e9e6ff', 1);
  drawDragon(doc);
  // A front puff tucks the dragon into its cloud rather than perching it on top.
  doc.circle(-34, 46, 12).circle(-12, 50, 12).circle(30, 49, 11).fillColor('#e9e6ff', 1).fill();
  doc.restore();
  drawSnores(doc, 116, 198, 12, '#ffffff');
}

/** Dark rolling hills behind the lettering, so the tagline sits on a calm, even tone. */
function drawHills(doc: Pdf) {
  const right = BOOKMARK_WIDTH + BLEED;
  const bottom = BOOKMARK_HEIGHT + BLEED;
  doc.save();
  doc
    .moveTo(-BLEED, 338)
    .bezierCurveTo(30, 318, 70, 322, 96, 334)
    .bezierCurveTo(118, 344, 134, 330, right, 326);
  doc.lineTo(right, bottom).lineTo(-BLEED, bottom).closePath().fillColor('#1d4a5a', 1).fill();
  doc.moveTo(-BLEED, 356).bezierCurveTo(36, 344, 84, 348, right, 362);
  doc.lineTo(right, bottom).lineTo(-BLEED, bottom).closePath().fillColor('#163a48', 1).fill();
  doc.restore();
}

/** The dragon, curled up facing right, drawn around its body's centre. */
function drawDragon(doc: Pdf) {
  doc.save().lineJoin('round').lineCap('round');
  drawSpikes(doc);

  const body = doc.radialGradient(-6, -10, 2, 0, 0, 40);
  body.stop(0, '#8edc9c').stop(1, GREEN);
  doc.ellipse(0, 4, 36, 24).fill(body);
  doc.save().ellipse(0, 4, 36, 24).clip();
  doc.ellipse(6, 20, 26, 12).fillColor('#e4f7c4', 1).fill();
  for (const x of [-8, 2, 12, 22]) {
    doc
      .moveTo(x, 10)
      .quadraticCurveTo(x + 3, 18, x, 28)
      .lineWidth(0.8)
      .strokeColor('#b9dc98', 1)
      .stroke();
  }
  doc.restore();

  doc.ellipse(-20, 22, 11, 7).fillColor(DEEP_GREEN, 1).fill();
  drawWing(doc);
  drawTail(doc);
  drawHead(doc);
  doc.restore();
}

function drawSpikes(doc: Pdf) {
  for (let degrees = 196; degrees <= 316; degrees += 24) {
    const t = (degrees * Math.PI) / 180;
    const bx = 34 * Math.cos(t);
    const by = 4 + 22 * Math.sin(t);
    const nx = Math.cos(t);
    const ny = Math.sin(t);
    doc
      .polygon([bx - ny * 6, by + nx * 6], [bx + nx * 11, by + ny * 11], [bx + ny * 6, by - nx * 6])
      .fillColor(SPIKE, 1)
      .fill();
  }
}

/** A folded bat wing with scalloped lower edge and two ribs. */
function drawWing(doc: Pdf) {
  doc
    .moveTo(-16, -8)
    .bezierCurveTo(-14, -26, -4, -36, 6, -38)
    .bezierCurveTo(10, -26, 16, -16, 22, -8)
    .quadraticCurveTo(14, -12, 10, -4)
    .quadraticCurveTo(2, -10, -4, -2)
    .quadraticCurveTo(-10, -10, -16, -8)
    .fillColor(DEEP_GREEN, 1)
    .fill();
  doc.moveTo(6, -36).lineTo(10, -5).moveTo(6, -36).lineTo(-4, -3);
  doc.lineWidth(1).strokeColor(OUTLINE, 0.7).stroke();
}

/** The tail wraps round the front of the body and ends in a little spade. */
function drawTail(doc: Pdf) {
  doc.moveTo(-32, 12).bezierCurveTo(-60, 20, -52, 44, -20, 40).bezierCurveTo(0, 38, 12, 36, 24, 31);
  doc.lineWidth(9).strokeColor(GREEN, 1).stroke();
  doc.polygon([22, 26], [36, 28], [24, 37]).fillColor(SPIKE, 1).fill();
}

function drawHead(doc: Pdf) {
  doc.polygon([20, -14], [13, -34], [28, -18]).fillColor('#fff0c4', 1).fill();
  doc.polygon([28, -18], [26, -37], [36, -18]).fillColor('#fff0c4', 1).fill();
  doc.circle(34, 0, 17).fillColor(GREEN, 1).fill();
  doc.ellipse(50, 6, 14, 10).fillColor('#7fd392', 1).fill();
  doc.ellipse(58, 3, 1.4, 1.1).ellipse(58, 9, 1.4, 1.1).fillColor(OUTLINE, 1).fill();

  doc
    .moveTo(28, -2)
    .quadraticCurveTo(34, 4, 40, -2)
    .lineWidth(1.5)
    .strokeColor(OUTLINE, 1)
    .stroke();
  doc.lineWidth(0.9);
  doc
    .moveTo(30, 1)
    .lineTo(28.5, 3.5)
    .moveTo(34, 2.5)
    .lineTo(34, 5)
    .moveTo(38, 1)
    .lineTo(39.5, 3.5)
    .stroke();
  doc.ellipse(40, 8, 4.5, 2.8).fillColor('#f49a9a', 0.6).fill();
  doc.moveTo(48, 13).quadraticCurveTo(53, 16, 58, 13).lineWidth(1).strokeColor(OUTLINE, 1).stroke();

  doc.ellipse(46, 20, 8, 4.5).fillColor(DEEP_GREEN, 1).fill();
  doc
    .moveTo(48, 17)
    .lineTo(49, 23)
    .moveTo(52, 17)
    .lineTo(53, 22)
    .lineWidth(0.8)
    .strokeColor(OUTLINE, 0.8)
    .stroke();
}

export const sleepyDragon: BookmarkDesign = {
  id: 'sleepy-dragon',
  name: 'Sleepy Dragon',
  description: 'A little green dragon curled up fast asleep on a cloud, under a crescent moon.',
  tagline: 'Even dragons need a bedtime story',
  sky: [
    [0, '#0c1838'],
    [0.5, '#1b3a63'],
    [1, '#2d6079'],
  ],
  ink: { title: '#ffe9a8', tagline: '#fdf3d6', frame: '#ffe9a8' },
  drawScene,
};
