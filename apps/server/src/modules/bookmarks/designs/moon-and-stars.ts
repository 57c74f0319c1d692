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

const MOON = { x: 70, y: 172, r: 44 };
const BITE = { dx: 21, dy: -13, r: 37 };

function drawScene(doc: Pdf) {
  drawStarField(doc, { seed: 7, count: 80, x: 0, y: 46, width: BOOKMARK_WIDTH, height: 300 });
  drawGlow(doc, MOON.x - 8, MOON.y + 6, 78, '#fff1b8', 0.32);

  const moonFill = doc.radialGradient(MOON.x - 20, MOON.y + 10, 4, MOON.x - 10, MOON.y, MOON.r + 6);
  moonFill.stop(0, '#fffbe6').stop(0.6, '#fbe7a1').stop(1, '#f3cd63');
  traceCrescent(doc, MOON, BITE).fill(moonFill);
  drawMoonFace(doc);

  drawNightcap(doc);
  drawStar(doc, 114, 70, 7, '#ffd86b', -8);
  drawStar(doc, 110, 112, 4.5, '#ffe7a3', 12);
  drawStar(doc, 24, 82, 5.5, '#ffd86b', 8);
  drawStar(doc, 118, 232, 6.5, '#ffd86b', -12);
  drawStar(doc, 22, 262, 4, '#ffe7a3', 20);
  drawSnores(doc, 92, 226, 11, '#fff6dc');

  drawCloudBank(
    doc,
    318,
    [
      [-8, 22],
      [26, 17],
      [58, 24],
      [96, 18],
      [130, 25],
      [160, 20],
    ],
    '#3f3185',
  );
  drawCloudBank(
    doc,
    340,
    [
      [-14, 16],
      [18, 22],
      [54, 15],
      [84, 21],
      [118, 16],
      [150, 22],
    ],
    '#55449e',
  );
  drawCloud(doc, 78, 300, 62, '#9d8ddb', 1);
  drawCloud(doc, 4, 292, 44, '#8474c9', 1);
}

/** A sleeping face on the thick of the crescent: closed eye, lashes, rosy cheek, small smile. */
function drawMoonFace(doc: Pdf) {
  doc.save().lineCap('round').lineJoin('round').strokeColor('#8a5a2b', 1).lineWidth(1.6);
  doc.moveTo(33, 176).quadraticCurveTo(40, 183, 47, 176).stroke();
  doc.lineWidth(1);
  doc.moveTo(35, 179).lineTo(33, 182).stroke();
  doc.moveTo(40, 181).lineTo(40, 184.5).stroke();
  doc.moveTo(45, 179).lineTo(47, 182).stroke();
  doc.lineWidth(1.3).moveTo(42, 197).quadraticCurveTo(47, 201, 52, 196).stroke();
  doc.restore();
  doc.ellipse(33, 191, 5.5, 3.6).fillColor('#f29c9c', 0.55).fill();
}

/** Rolling cloud tops that run down past the bottom edge, a soft bed under the lettering. */
function drawCloudBank(
  doc: Pdf,
  y: number,
  puffs: readonly (readonly [number, number])[],
  color: string,
) {
  doc.save();
  for (const [x, r] of puffs) doc.circle(x, y, r);
  doc
    .rect(-BLEED, y, BOOKMARK_WIDTH + 2 * BLEED, BOOKMARK_HEIGHT - y + BLEED)
    .fillColor(color, 1)
    .fill('nonzero');
  doc.restore();
}

/** A floppy striped nightcap on the moon's upper tip, its pompom flopping to one side. */
function drawNightcap(doc: Pdf) {
  doc.save();
  doc
    .moveTo(50, 143)
    .bezierCurveTo(50, 118, 78, 100, 104, 108)
    .bezierCurveTo(100, 114, 98, 120, 100, 128)
    .bezierCurveTo(92, 120, 84, 124, 80, 132)
    .closePath()
    .fillColor('#4f7ad6', 1)
    .fill();
  doc
    .save()
    .moveTo(50, 143)
    .bezierCurveTo(50, 118, 78, 100, 104, 108)
    .lineTo(100, 128)
    .lineTo(80, 132)
    .clip();
  for (const [sx, sy] of [
    [62, 122],
    [80, 112],
    [94, 110],
    [72, 130],
  ] as const) {
    doc.circle(sx, sy, 2).fillColor('#dfe9ff', 1).fill();
  }
  doc.restore();
  doc
    .moveTo(47, 145)
    .bezierCurveTo(58, 136, 72, 130, 83, 131)
    .lineWidth(6)
    .lineCap('round')
    .strokeColor('#eef2ff', 1)
    .stroke();
  doc.circle(102, 131, 6).fillColor('#ffffff', 1).fill();
  doc.restore();
}

export const moonAndStars: BookmarkDesign = {
  id: 'moon-and-stars',
  name: 'Moon and Stars',
  description:
    'A sleepy crescent moon in a nightcap, drifting over lavender clouds among golden stars.',
  tagline: 'Sweet dreams are made of stories',
  sky: [
    [0, '#0b1240'],
    [0.55, '#27286f'],
    [1, '#4e3584'],
  ],
  ink: { title: '#ffe9a8', tagline: '#fff6dc', frame: '#ffe9a8' },
  drawScene,
};
