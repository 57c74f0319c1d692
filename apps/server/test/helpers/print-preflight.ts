import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Reads print files with poppler as a print shop's preflight would (docs/decisions/025): each
 * page's boxes, the fonts and whether they are embedded, every image's resolution where it is
 * placed, and every word's box. The tests and the bench use it; poppler-utils must be installed.
 */
export const POPPLER_MISSING = ['pdfinfo', 'pdffonts', 'pdfimages', 'pdftotext', 'pdftoppm'].filter(
  (tool) => spawnSync(tool, ['-v']).error !== undefined,
);

export interface PageBoxes {
  page: number;
  size: [number, number];
  MediaBox: number[];
  BleedBox: number[];
  TrimBox: number[];
}

export interface PlacedImage {
  page: number;
  width: number;
  height: number;
  colour: string;
  encoding: string;
  xPpi: number;
  yPpi: number;
}

export interface Word {
  text: string;
  xMin: number;
  yMin: number;
  xMax: number;
  yMax: number;
}

export interface Preflight {
  pages: PageBoxes[];
  /** pdffonts' rows: name and whether it is embedded. */
  fonts: { name: string; embedded: boolean }[];
  images: PlacedImage[];
  /** Every word of every page with its box (points, top-left origin). */
  words: Word[][];
  /** The RGB colours of each page's four corners, rendered at 18 dpi. */
  corners(page: number): Promise<[number, number, number][]>;
  close(): void;
}

/** `pdftotext -bbox` alone: every word of every page with its box (points, top-left origin). */
export function pdfWords(pdf: Buffer): Word[][] {
  const dir = mkdtempSync(join(tmpdir(), 'sns-words-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, pdf);
    return readWords(
      execFileSync('pdftotext', ['-bbox', file, '-'], {
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
      }),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export function preflight(pdf: Buffer): Preflight {
  const dir = mkdtempSync(join(tmpdir(), 'sns-preflight-'));
  const file = join(dir, 'file.pdf');
  writeFileSync(file, pdf);
  const run = (tool: string, ...args: string[]) =>
    execFileSync(tool, args, {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      // pdftotext says "no word list" for a page of pictures only.
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  const pageCount = Number(/Pages:\s+(\d+)/.exec(run('pdfinfo', file))?.[1] ?? 0);
  return {
    pages: readBoxes(run('pdfinfo', '-box', '-f', '1', '-l', String(pageCount), file)),
    fonts: run('pdffonts', file)
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => ({
        name: line.split(/\s+/)[0] ?? '',
        // Columns after the name: type (one or two words), encoding, emb, sub, uni, object id.
        embedded: /\s(yes|no)\s+(yes|no)\s+(yes|no)\s+\d+\s+\d+\s*$/.exec(line)?.[1] === 'yes',
      })),
    images: run('pdfimages', '-list', file)
      .split('\n')
      .slice(2)
      .filter(Boolean)
      .map((line) => {
        const [page, , , width, height, colour, , , encoding, , , , xPpi, yPpi] = line
          .trim()
          .split(/\s+/);
        return {
          page: Number(page),
          width: Number(width),
          height: Number(height),
          colour: colour ?? '',
          encoding: encoding ?? '',
          xPpi: Number(xPpi),
          yPpi: Number(yPpi),
        };
      }),
    words: readWords(run('pdftotext', '-bbox', file, '-')),
    async corners(page: number) {
      const { default: sharp } = await import('sharp');
      const png = execFileSync('pdftoppm', [
        '-f',
        String(page),
        '-l',
        String(page),
        '-r',
        '18',
        '-png',
        file,
      ]);
      const { data, info } = await sharp(png)
        .removeAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const at = (x: number, y: number): [number, number, number] => {
        const i = (y * info.width + x) * 3;
        return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0];
      };
      const [w, h] = [info.width - 1, info.height - 1];
      return [at(0, 0), at(w, 0), at(0, h), at(w, h)];
    },
    close: () => rmSync(dir, { recursive: true, force: true }),
  };
}

function readBoxes(info: string): PageBoxes[] {
  const pages = new Map<number, PageBoxes>();
  const pageOf = (n: number) => {
    let page = pages.get(n);
    if (!page) {
      page = { page: n, size: [0, 0], MediaBox: [], BleedBox: [], TrimBox: [] };
      pages.set(n, page);
    }
    return page;
  };
  for (const line of info.split('\n')) {
    const size = /^Page\s+(\d+) size:\s+([\d.]+) x ([\d.]+) pts/.exec(line);
    if (size) pageOf(Number(size[1])).size = [Number(size[2]), Number(size[3])];
    const box = /^Page\s+(\d+) (MediaBox|BleedBox|TrimBox):\s+(.*)$/.exec(line);
    if (box) {
      const name = box[2] as 'MediaBox' | 'BleedBox' | 'TrimBox';
      pageOf(Number(box[1]))[name] = (box[3] ?? '').trim().split(/\s+/).map(Number);
    }
  }
  return [...pages.values()].sort((a, b) => a.page - b.page);
}

function readWords(html: string): Word[][] {
  return html
    .split('<page ')
    .slice(1)
    .map((page) =>
      [
        ...page.matchAll(
          /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g,
        ),
      ].map(([, xMin, yMin, xMax, yMax, text]) => ({
        text: (text ?? '')
          .replace(/&quot;/g, '"')
          .replace(/&apos;/g, "'")
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&amp;/g, '&'),
        xMin: Number(xMin),
        yMin: Number(yMin),
        xMax: Number(xMax),
        yMax: Number(yMax),
      })),
    );
}
