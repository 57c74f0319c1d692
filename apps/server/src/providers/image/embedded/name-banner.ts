import { existsSync } from 'node:fs';
import { escapeXml, n } from './svg-shapes';

/** A font resvg can load from disk, and the family name it registers under. */
export interface BannerFont {
  file: string;
  family: string;
}

// resvg draws text only with fonts it is given, and scanning every system font costs ~10 ms per
// image, so we look for one known bold font once. Servers without any of these simply get no
// banner: a picture without a name beats a name drawn in empty boxes.
const FONT_CANDIDATES: readonly BannerFont[] = [
  { file: '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf', family: 'DejaVu Serif' },
  { file: '/usr/share/fonts/dejavu/DejaVuSerif-Bold.ttf', family: 'DejaVu Serif' },
  { file: '/usr/share/fonts/TTF/DejaVuSerif-Bold.ttf', family: 'DejaVu Serif' },
  {
    file: '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
    family: 'Liberation Serif',
  },
  { file: '/usr/share/fonts/liberation/LiberationSerif-Bold.ttf', family: 'Liberation Serif' },
  { file: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf', family: 'DejaVu Sans' },
  { file: '/usr/share/fonts/dejavu/DejaVuSans-Bold.ttf', family: 'DejaVu Sans' },
  {
    file: '/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf',
    family: 'Liberation Sans',
  },
];

let detected: BannerFont | null | undefined;

/** The first candidate font present on this machine, or null; looked up once per process. */
export function findBannerFont(): BannerFont | null {
  if (detected === undefined)
    detected = FONT_CANDIDATES.find((font) => existsSync(font.file)) ?? null;
  return detected;
}

// The candidates cover Latin, Greek and Cyrillic; names in other scripts would render as gaps.
const DRAWABLE_NAME = /^[\p{Script=Latin}\p{Script=Greek}\p{Script=Cyrillic}0-9 .'’-]{1,22}$/u;

/** The name as it would appear on the banner, or null when it can't be drawn reliably. */
export function bannerText(hero: string): string | null {
  const name = hero.trim().replace(/\s+/g, ' ');
  return DRAWABLE_NAME.test(name) ? name : null;
}

/**
 * A storybook ribbon across the bottom of the picture with the hero's name on it.
 * Returns '' when there is no font or the name can't be drawn.
 */
export function drawNameBanner(hero: string, font: BannerFont | null): string {
  const name = bannerText(hero);
  if (!font || !name) return '';
  const fontSize = name.length > 14 ? 34 : 42;
  // Serif bold averages ~0.66 em per character; a little spare width reads as generous.
  const textWidth = name.length * fontSize * 0.66;
  const half = Math.max(110, textWidth / 2 + 44);
  const cy = 968;
  const h = 30;
  const ribbon = '#fbeed6';
  const fold = '#d9b98f';
  const tail = '#eed7b0';
  const left = 512 - half;
  const right = 512 + half;
  return (
    // Tails first, tucked behind the band, with the little folds that make it read as ribbon.
    `<path d="M${n(left + 18)} ${cy - h + 16}h-70l22 ${h}l-22 ${h}h70Z M${n(right - 18)} ${cy - h + 16}h70l-22 ${h}l22 ${h}h-70Z" fill="${tail}"/>` +
    `<path d="M${n(left)} ${cy + h}l18 16v-16Z M${n(right)} ${cy + h}l-18 16v-16Z" fill="${fold}"/>` +
    `<path d="M${n(left)} ${cy - h}Q512 ${cy - h - 14} ${n(right)} ${cy - h}V${cy + h}Q512 ${cy + h - 14} ${n(left)} ${cy + h}Z" fill="${ribbon}"/>` +
    `<text x="512" y="${cy + fontSize * 0.33}" font-family="${font.family}" font-weight="bold" font-size="${fontSize}" fill="#5a3b63" text-anchor="middle">${escapeXml(name)}</text>`
  );
}
