import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** The three faces a book uses; each is a TTF file path, or a PDF standard font name. */
export interface BookFonts {
  regular: string;
  bold: string;
  italic: string;
  /** True when the faces are TrueType files pdfkit embeds (subset) into the PDF. */
  embedded: boolean;
  /**
   * Font files for what the serif lacks (Hebrew, Arabic, Chinese, Japanese, emoji), in the order
   * they are tried, for regular (and italic) text and for bold: every character a parent may
   * type is drawn, never a box (issue 33).
   */
  fallbacks?: { regular: readonly string[]; bold: readonly string[] };
}

/**
 * Noto families shipped as npm packages, so `npm install` brings them on any machine (no system
 * package, no download at run time): Hebrew, Arabic (Naskh), Simplified Chinese (GB 2312),
 * Japanese (JIS: kana and kanji, traditional forms such as 漢) and emoji (monochrome outlines:
 * a PDF font cannot hold colour bitmaps). Only the glyphs a book uses are embedded (subset).
 */
const FALLBACK_FILES: readonly (readonly [pkg: string, regular: string, bold: string])[] = [
  ['@embedpdf/fonts-hebrew', 'fonts/NotoSansHebrew-Regular.ttf', 'fonts/NotoSansHebrew-Bold.ttf'],
  ['@embedpdf/fonts-arabic', 'fonts/NotoNaskhArabic-Regular.ttf', 'fonts/NotoNaskhArabic-Bold.ttf'],
  ['@embedpdf/fonts-sc', 'fonts/NotoSansHans-Regular.otf', 'fonts/NotoSansHans-Bold.otf'],
  ['@embedpdf/fonts-jp', 'fonts/NotoSansJP-Regular.otf', 'fonts/NotoSansJP-Bold.otf'],
  [
    '@expo-google-fonts/noto-emoji',
    '400Regular/NotoEmoji_400Regular.ttf',
    '700Bold/NotoEmoji_700Bold.ttf',
  ],
];

let fallbacks: BookFonts['fallbacks'];

/** The fallback font files that are installed (a package left out is skipped, never fatal). */
export function fallbackFonts(): NonNullable<BookFonts['fallbacks']> {
  if (fallbacks) return fallbacks;
  const require = createRequire(import.meta.url);
  const regular: string[] = [];
  const bold: string[] = [];
  for (const [pkg, r, b] of FALLBACK_FILES) {
    let root: string;
    try {
      root = packageRoot(require, pkg);
    } catch {
      continue;
    }
    if (existsSync(join(root, r))) regular.push(join(root, r));
    if (existsSync(join(root, b))) bold.push(join(root, b));
    else if (existsSync(join(root, r))) bold.push(join(root, r));
  }
  fallbacks = { regular, bold };
  return fallbacks;
}

/** A package's folder: its package.json where exports allow it, else above its entry file. */
function packageRoot(require: NodeJS.Require, pkg: string): string {
  try {
    return dirname(require.resolve(`${pkg}/package.json`));
  } catch {
    let dir = dirname(require.resolve(pkg));
    while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir);
    return dir;
  }
}

// A print shop needs every font inside the PDF: pdfkit's 14 standard fonts are only referenced,
// and they know nothing beyond Latin-1, so a hero called "Zoë" is fine but "Ольга" would not be.
// DejaVu Serif covers Latin, Greek and Cyrillic and ships with most Linux servers.
const FAMILIES: readonly (readonly [string, string, string])[] = [
  [
    '/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf',
    '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf',
    '/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf',
  ],
  [
    '/usr/share/fonts/dejavu/DejaVuSerif.ttf',
    '/usr/share/fonts/dejavu/DejaVuSerif-Bold.ttf',
    '/usr/share/fonts/dejavu/DejaVuSerif-Italic.ttf',
  ],
  [
    '/usr/share/fonts/TTF/DejaVuSerif.ttf',
    '/usr/share/fonts/TTF/DejaVuSerif-Bold.ttf',
    '/usr/share/fonts/TTF/DejaVuSerif-Italic.ttf',
  ],
  [
    '/usr/share/fonts/truetype/liberation/LiberationSerif-Regular.ttf',
    '/usr/share/fonts/truetype/liberation/LiberationSerif-Bold.ttf',
    '/usr/share/fonts/truetype/liberation/LiberationSerif-Italic.ttf',
  ],
];

/** The standard fonts: a readable book even on a server without any TrueType font. */
const STANDARD: BookFonts = {
  regular: 'Times-Roman',
  bold: 'Times-Bold',
  italic: 'Times-Italic',
  embedded: false,
};

let found: BookFonts | undefined;

/** The first serif family present on this machine (looked up once per process). */
export function findBookFonts(candidates = FAMILIES): BookFonts {
  if (candidates !== FAMILIES) return pick(candidates);
  found ??= pick(candidates);
  return found;
}

function pick(candidates: readonly (readonly [string, string, string])[]): BookFonts {
  const family = candidates.find((files) => files.every((file) => existsSync(file)));
  if (!family) return { ...STANDARD, fallbacks: fallbackFonts() };
  const [regular, bold, italic] = family;
  return { regular, bold, italic, embedded: true, fallbacks: fallbackFonts() };
}
