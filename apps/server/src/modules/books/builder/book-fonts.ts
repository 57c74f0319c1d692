import { existsSync } from 'node:fs';

/** The three faces a book uses; each is a TTF file path, or a PDF standard font name. */
export interface BookFonts {
  regular: string;
  bold: string;
  italic: string;
  /** True when the faces are TrueType files pdfkit embeds (subset) into the PDF. */
  embedded: boolean;
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
  if (!family) return STANDARD;
  const [regular, bold, italic] = family;
  return { regular, bold, italic, embedded: true };
}
