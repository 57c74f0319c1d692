import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { EncryptedPDFError, PDFDocument, PDFName, type PDFPage } from 'pdf-lib';

const run = promisify(execFile);

/** Images below this resolution at their printed size print soft (Lulu asks for 300). */
export const MIN_IMAGE_PPI = 240;
/** Sizes are compared to within a point, as the lab's answers are rounded to thousandths. */
const TOLERANCE_PT = 1;

export type PrintFileSpec =
  | {
      kind: 'interior';
      /** The page with its bleed, e.g. 630 × 630 pt for an 8.5 in square. */
      pageWidthPt: number;
      pageHeightPt: number;
      trimWidthPt: number;
      trimHeightPt: number;
      minPages: number;
      maxPages: number;
      evenPages: boolean;
    }
  | { kind: 'cover'; widthPt: number; heightPt: number; interiorPageCount: number };

export interface PrintFileReport {
  pageCount: number;
  errors: string[];
  /** False when the file is no PDF we can read: refused at validation, before normalization. */
  parsed: boolean;
}

/**
 * Checks a downloaded print file as a printer would (docs/decisions/024): it parses, every page
 * has the right size (and an interior page its TrimBox), the page count fits the binding, fonts
 * are embedded (poppler's pdffonts) and every image is at least 240 ppi where it is placed
 * (poppler's pdfimages -list, which measures each placement).
 */
export async function checkPrintFile(path: string, spec: PrintFileSpec): Promise<PrintFileReport> {
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(await readFile(path), {
      updateMetadata: false,
      throwOnInvalidObject: false,
    });
  } catch (error) {
    const message =
      error instanceof EncryptedPDFError
        ? 'The PDF is encrypted; print files must be unprotected'
        : 'The file is not a valid PDF';
    return { pageCount: 0, errors: [message], parsed: false };
  }
  const pages = doc.getPages();
  const errors =
    spec.kind === 'interior' ? interiorPageErrors(pages, spec) : coverPageErrors(pages, spec);
  errors.push(...(await fontErrors(path)), ...(await imageErrors(path)));
  return { pageCount: pages.length, errors, parsed: true };
}

const near = (a: number, b: number) => Math.abs(a - b) <= TOLERANCE_PT;
const size = (w: number, h: number) => `${round(w)} × ${round(h)} pt`;
const round = (n: number) => Math.round(n * 100) / 100;

/** "page 3", "pages 3, 5 and 7", "pages 3, 5, 7 and 9 more" */
function pageList(numbers: number[]): string {
  const shown = numbers.slice(0, 3);
  const more = numbers.length - shown.length;
  if (numbers.length === 1) return `page ${numbers[0]}`;
  if (more > 0) return `pages ${shown.join(', ')} and ${more} more`;
  return `pages ${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}`;
}

function interiorPageErrors(
  pages: PDFPage[],
  spec: Extract<PrintFileSpec, { kind: 'interior' }>,
): string[] {
  const errors: string[] = [];
  const count = pages.length;
  if (count < spec.minPages)
    errors.push(
      `The interior has ${count} pages; a book of this binding needs at least ${spec.minPages}`,
    );
  if (count > spec.maxPages)
    errors.push(
      `The interior has ${count} pages; a book of this binding takes at most ${spec.maxPages}`,
    );
  if (spec.evenPages && count % 2 === 1)
    errors.push(`The interior has ${count} pages; the page count must be even`);

  const wrongSize = new Map<string, number[]>();
  const noTrim: number[] = [];
  const wrongTrim: number[] = [];
  pages.forEach((page, index) => {
    const media = page.getMediaBox();
    if (!near(media.width, spec.pageWidthPt) || !near(media.height, spec.pageHeightPt)) {
      const key = size(media.width, media.height);
      wrongSize.set(key, [...(wrongSize.get(key) ?? []), index + 1]);
    }
    // pdf-lib's getTrimBox() falls back to the crop box; only a TrimBox of the page itself counts.
    if (!page.node.get(PDFName.of('TrimBox'))) noTrim.push(index + 1);
    else {
      const trim = page.getTrimBox();
      if (!near(trim.width, spec.trimWidthPt) || !near(trim.height, spec.trimHeightPt))
        wrongTrim.push(index + 1);
    }
  });
  const wanted = size(spec.pageWidthPt, spec.pageHeightPt);
  for (const [found, numbers] of wrongSize) {
    const subject = pageList(numbers);
    errors.push(
      `${subject[0]?.toUpperCase()}${subject.slice(1)} ${numbers.length === 1 ? 'is' : 'are'} ${found}; every page must be ${wanted} (the trim with 0.125 in bleed on every side)`,
    );
  }
  if (noTrim.length) errors.push(`No TrimBox is set on ${pageList(noTrim)}`);
  if (wrongTrim.length)
    errors.push(
      `The TrimBox on ${pageList(wrongTrim)} is not ${size(spec.trimWidthPt, spec.trimHeightPt)}`,
    );
  return errors;
}

function coverPageErrors(
  pages: PDFPage[],
  spec: Extract<PrintFileSpec, { kind: 'cover' }>,
): string[] {
  const errors: string[] = [];
  if (pages.length !== 1)
    errors.push(
      `The cover has ${pages.length} pages; it must be one sheet (back, spine and front together)`,
    );
  const first = pages[0];
  if (first) {
    const media = first.getMediaBox();
    if (!near(media.width, spec.widthPt) || !near(media.height, spec.heightPt))
      errors.push(
        `The cover is ${size(media.width, media.height)}; for ${spec.interiorPageCount} interior pages it must be ${size(spec.widthPt, spec.heightPt)}`,
      );
  }
  return errors;
}

/** Runs a poppler tool; undefined when it is not installed (the check is then skipped). */
async function poppler(tool: 'pdffonts' | 'pdfimages', args: string[]) {
  try {
    const { stdout } = await run(tool, args, { timeout: 120_000, maxBuffer: 32 * 1024 * 1024 });
    return stdout;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * pdffonts prints fixed-width columns sized by the dashes under the header; the name may hold
 * spaces, so the rows are cut at the dashes' positions.
 */
export function parseFixedColumns(output: string): string[][] {
  const lines = output.split('\n');
  const ruleIndex = lines.findIndex((line) => /^-+( -+)+\s*$/.test(line));
  if (ruleIndex < 0) return [];
  const spans: [number, number][] = [];
  for (const match of (lines[ruleIndex] as string).matchAll(/-+/g))
    spans.push([match.index, match.index + match[0].length]);
  return lines
    .slice(ruleIndex + 1)
    .filter((line) => line.trim() !== '')
    .map((line) =>
      spans.map(([start, end], i) =>
        line.slice(start, i === spans.length - 1 ? undefined : end + 1).trim(),
      ),
    );
}

async function fontErrors(path: string): Promise<string[]> {
  const output = await poppler('pdffonts', [path]).catch(() => null);
  if (output === undefined) return [];
  if (output === null) return ['The fonts could not be checked: pdffonts could not read the PDF'];
  const missing = new Set<string>();
  for (const [name = '', type = '', , embedded = ''] of parseFixedColumns(output)) {
    // Type 3 glyphs are drawn by the PDF itself: there is nothing to embed.
    if (embedded === 'no' && !type.startsWith('Type 3'))
      missing.add(name.replace(/^[A-Z]{6}\+/, ''));
  }
  return [...missing].map((name) => `The font ${name} is not embedded`);
}

async function imageErrors(path: string): Promise<string[]> {
  const output = await poppler('pdfimages', ['-list', path]).catch(() => null);
  if (output === undefined) return [];
  if (output === null) return ['The images could not be checked: pdfimages could not read the PDF'];
  const low: { page: number; ppi: number }[] = [];
  for (const line of output.split('\n').slice(2)) {
    const columns = line.trim().split(/\s+/);
    // page num type width height color comp bpc enc interp object ID x-ppi y-ppi size ratio
    if (columns.length < 14 || columns[2] !== 'image') continue;
    const ppi = Math.min(Number(columns[12]), Number(columns[13]));
    if (Number.isFinite(ppi) && ppi < MIN_IMAGE_PPI) low.push({ page: Number(columns[0]), ppi });
  }
  const shown = low
    .slice(0, 5)
    .map(
      ({ page, ppi }) =>
        `An image on page ${page} is ${ppi} ppi at its printed size; at least ${MIN_IMAGE_PPI} ppi is needed`,
    );
  if (low.length > shown.length)
    shown.push(`… and ${low.length - shown.length} more images below ${MIN_IMAGE_PPI} ppi`);
  return shown;
}
