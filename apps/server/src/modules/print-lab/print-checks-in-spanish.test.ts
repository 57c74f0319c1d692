import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translateErrorMessage } from '../../i18n/translate-error';
import { addressProblems } from './address-rules';
import { checkPrintFile } from './pdf-checks';

/*
 * The printer's checks reach a parent: a merged book's problems and a refused order's problem
 * (decision 103). Every message the print lab's checks make, made here from files and an address
 * that break them, is said in Spanish; none comes back in English.
 */
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sns-print-checks-'));
});
afterAll(async () => rm(dir, { recursive: true, force: true }));

const ENGLISH = /\b(?:the|is|are|must|pages?|needs?|not|field|enter|valid)\b/i;

async function pdf(name: string, pages: [number, number][], text = false) {
  const doc = await PDFDocument.create();
  const font = text ? await doc.embedFont(StandardFonts.Helvetica) : undefined;
  for (const [w, h] of pages) {
    const page = doc.addPage([w, h]);
    if (font) page.drawText('Hola', { x: 20, y: 20, size: 12, font });
  }
  const path = join(dir, name);
  await writeFile(path, await doc.save());
  return path;
}

describe("the printer's checks in Spanish", () => {
  it('says every check of a wrong interior and cover in Spanish', async () => {
    const interior = await checkPrintFile(
      await pdf(
        'interior.pdf',
        [
          [600, 600],
          [600, 600],
          [600, 600],
          [610, 610],
          [610, 610],
        ],
        true,
      ),
      {
        kind: 'interior',
        pageWidthPt: 630,
        pageHeightPt: 630,
        trimWidthPt: 612,
        trimHeightPt: 612,
        minPages: 24,
        maxPages: 4,
        evenPages: true,
      },
    );
    const cover = await checkPrintFile(
      await pdf('cover.pdf', [
        [100, 100],
        [100, 100],
      ]),
      {
        kind: 'cover',
        widthPt: 1300,
        heightPt: 650,
        interiorPageCount: 24,
      },
    );
    const broken = join(dir, 'broken.pdf');
    await writeFile(broken, 'not a pdf');
    const unreadable = await checkPrintFile(broken, {
      kind: 'cover',
      widthPt: 1,
      heightPt: 1,
      interiorPageCount: 24,
    });
    const messages = [...interior.errors, ...cover.errors, ...unreadable.errors];
    expect(messages.length).toBeGreaterThanOrEqual(8);
    const untranslated = messages.filter((m) => ENGLISH.test(translateErrorMessage(m, 'es')));
    expect(untranslated).toEqual([]);
  });

  it("says the printer's refusals of an address in Spanish", () => {
    const problems = [
      ...addressProblems({ country_code: 'USA' }, ['street1', 'city']),
      ...addressProblems({ country_code: 'ZZ', email: 'no', phone_number: 'x' }, []),
      ...addressProblems({ country_code: 'US', postcode: '1', state_code: 'QQ' }, []),
      ...addressProblems({ country_code: 'US', city: 'Zürich 東京' }, []),
    ];
    expect(problems.length).toBeGreaterThanOrEqual(7);
    const untranslated = problems
      .map((p) => p.message)
      .filter((m) => ENGLISH.test(translateErrorMessage(m, 'es')));
    expect(untranslated).toEqual([]);
  });
});
