// The little of fontkit (pdfkit's own font engine) the book uses to know which font has a glyph.
declare module 'fontkit' {
  export interface Font {
    unitsPerEm: number;
    ascent: number;
    descent: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
  }
  export function openSync(path: string): Font | { fonts: Font[] };
}
