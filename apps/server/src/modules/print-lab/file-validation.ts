import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createConcurrencyLimit } from '../../lib/concurrency-limit';
import { BLEED_IN, CASEWRAP_PAGES, casewrapCoverInches } from './cover-dimensions';
import { downloadTo, DownloadError } from './download';
import type { PrintFileSpec } from './pdf-checks';
import type { PodPackage } from './pod-package';

export type FileToValidate =
  | { kind: 'interior'; sourceUrl: string; pkg: PodPackage }
  | { kind: 'cover'; sourceUrl: string; pkg: PodPackage; interiorPageCount: number };

export interface FileValidationResult {
  ok: boolean;
  pageCount: number | null;
  errors: string[];
  /**
   * The file was fetched and is a PDF (Lulu's VALIDATED); its fit to the product — page size,
   * fonts, pictures — is what normalization then checks (NORMALIZED or ERROR).
   */
  validated: boolean;
}

/** Parsing and measuring a book is heavy work: one file at a time per process. */
const oneAtATime = createConcurrencyLimit(1);

/** What an interior or cover of this package must measure (casewrap only, as the lab prints). */
export function specFor(file: FileToValidate): PrintFileSpec | string {
  const { pkg } = file;
  if (pkg.binding !== 'CW') return 'The print lab prints casewrap (CW) books only';
  if (file.kind === 'interior') {
    return {
      kind: 'interior',
      pageWidthPt: (pkg.trimWidthIn + 2 * BLEED_IN) * 72,
      pageHeightPt: (pkg.trimHeightIn + 2 * BLEED_IN) * 72,
      trimWidthPt: pkg.trimWidthIn * 72,
      trimHeightPt: pkg.trimHeightIn * 72,
      minPages: CASEWRAP_PAGES.min,
      maxPages: CASEWRAP_PAGES.max,
      evenPages: true,
    };
  }
  const cover = casewrapCoverInches(pkg, file.interiorPageCount);
  if (!cover)
    return `A casewrap cover needs ${CASEWRAP_PAGES.min}–${CASEWRAP_PAGES.max} interior pages, not ${file.interiorPageCount}`;
  return {
    kind: 'cover',
    widthPt: cover.width * 72,
    heightPt: cover.height * 72,
    interiorPageCount: file.interiorPageCount,
  };
}

/** Downloads the file from its URL, as Lulu would, checks it, and forgets it. */
export async function validatePrintFile(file: FileToValidate): Promise<FileValidationResult> {
  const spec = specFor(file);
  if (typeof spec === 'string')
    return { ok: false, pageCount: null, errors: [spec], validated: false };
  return oneAtATime.run(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sns-print-lab-'));
    try {
      const path = join(dir, `${file.kind}.pdf`);
      await downloadTo(file.sourceUrl, path);
      // Loaded when first used: pdf-lib takes a second of a start (docs/decisions/063).
      const { checkPrintFile } = await import('./pdf-checks');
      const report = await checkPrintFile(path, spec);
      return {
        ok: report.errors.length === 0,
        pageCount: report.pageCount,
        errors: report.errors,
        validated: report.parsed,
      };
    } catch (error) {
      if (error instanceof DownloadError)
        return { ok: false, pageCount: null, errors: [error.message], validated: false };
      throw error;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
}
