/**
 * The picture of a credit package: a night sky over golden star-coins, more stacks for bigger
 * packages. Drawn from the credit count alone, so a package added in the database gets a picture
 * too. No text: the card beside it names the package, and no font has to be installed.
 */
export const PRODUCT_ART_SIZE = { width: 640, height: 400 } as const;

interface Palette {
  top: string;
  bottom: string;
  glow: string;
}

const PALETTES: Palette[] = [
  { top: '#1b1f4b', bottom: '#4750c6', glow: '#939be6' },
  { top: '#24144a', bottom: '#7a4fc2', glow: '#c9a6ff' },
  { top: '#0f2a44', bottom: '#2f7fa8', glow: '#8fd3f0' },
];

/** Coins per stack, left to right; the tallest stack stays in the middle. */
export function coinStacks(credits: number): number[] {
  if (credits <= 10) return [4];
  if (credits <= 30) return [4, 7, 5];
  return [3, 6, 9, 7, 4];
}

export function productArtSvg(credits: number): string {
  const { width, height } = PRODUCT_ART_SIZE;
  const stacks = coinStacks(credits);
  const palette = PALETTES[Math.min(stacks.length >> 1, PALETTES.length - 1)] as Palette;
  const random = seeded(credits);
  const moon = { x: width - 96, y: 84 };
  const stars = Array.from({ length: 26 }, () => {
    const x = 20 + random() * (width - 40);
    const y = 16 + random() * (height * 0.5);
    const size = 3 + random() * 7;
    const opacity = 0.45 + random() * 0.55;
    // Keep the moon clear, so it reads as a moon and not as a cluster of stars.
    return Math.hypot(x - moon.x, y - moon.y) < 64 ? '' : sparkle(x, y, size, opacity);
  }).join('');
  const spacing = 118;
  const firstX = width / 2 - ((stacks.length - 1) * spacing) / 2;
  const coins = stacks.map((n, i) => coinStack(firstX + i * spacing, height - 92, n)).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.top}"/><stop offset="1" stop-color="${palette.bottom}"/>
    </linearGradient>
    <radialGradient id="glow" cx="0.5" cy="0.72" r="0.55">
      <stop offset="0" stop-color="${palette.glow}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${palette.glow}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="coinTop" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#fff0c2"/><stop offset="0.55" stop-color="#f9cc55"/><stop offset="1" stop-color="#e6ad2f"/>
    </linearGradient>
    <mask id="crescent">
      <rect width="${width}" height="${height}" fill="#fff"/>
      <circle cx="${moon.x + 22}" cy="${moon.y - 16}" r="40" fill="#000"/>
    </mask>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <rect width="${width}" height="${height}" fill="url(#glow)"/>
  ${stars}
  <circle cx="${moon.x}" cy="${moon.y}" r="44" fill="#ffe49a" mask="url(#crescent)"/>
  <path d="M0 ${height - 70} Q ${width * 0.25} ${height - 110} ${width * 0.5} ${height - 78} T ${width} ${height - 84} V ${height} H 0 Z" fill="#101433" opacity="0.55"/>
  ${coins}
</svg>`;
}

/** A stack of `count` coins standing on `baseY`, the top one stamped with a star. */
function coinStack(cx: number, baseY: number, count: number): string {
  const rx = 46;
  const ry = 15;
  const step = 13;
  const parts: string[] = [
    `<ellipse cx="${cx}" cy="${baseY + 14}" rx="${rx + 10}" ry="${ry}" fill="#0b0e2a" opacity="0.35"/>`,
  ];
  for (let i = 0; i < count; i += 1) {
    const y = baseY - i * step;
    parts.push(
      `<path d="M${cx - rx} ${y} v8 a${rx} ${ry} 0 0 0 ${2 * rx} 0 v-8 Z" fill="#b07e14"/>`,
      `<ellipse cx="${cx}" cy="${y}" rx="${rx}" ry="${ry}" fill="url(#coinTop)" stroke="#cc9520" stroke-width="1.5"/>`,
    );
  }
  const topY = baseY - (count - 1) * step;
  parts.push(
    `<ellipse cx="${cx}" cy="${topY}" rx="${rx - 9}" ry="${ry - 4}" fill="none" stroke="#e6ad2f" stroke-width="2"/>`,
    `<g transform="translate(${cx} ${topY}) scale(1 0.34)">${starPath(0, 0, 22, 9, '#fff9e6')}</g>`,
  );
  return parts.join('');
}

function starPath(cx: number, cy: number, outer: number, inner: number, fill: string): string {
  const points = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${round(cx + r * Math.cos(angle))},${round(cy + r * Math.sin(angle))}`;
  });
  return `<polygon points="${points.join(' ')}" fill="${fill}"/>`;
}

/** A four-pointed twinkle. */
function sparkle(x: number, y: number, size: number, opacity: number): string {
  const s = round(size);
  const w = round(size / 4);
  return `<path d="M${round(x)} ${round(y - s)} L${round(x + w)} ${round(y - w)} L${round(x + s)} ${round(y)} L${round(x + w)} ${round(y + w)} L${round(x)} ${round(y + s)} L${round(x - w)} ${round(y + w)} L${round(x - s)} ${round(y)} L${round(x - w)} ${round(y - w)} Z" fill="#fff9e6" opacity="${round(opacity)}"/>`;
}

/** A small deterministic generator: the same package always gets the same sky. */
function seeded(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
}

const round = (n: number) => Math.round(n * 10) / 10;
