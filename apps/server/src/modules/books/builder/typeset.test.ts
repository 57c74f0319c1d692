import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { DEDICATION_MAX_CHARS } from '@sns/contract';
import { findBookFonts } from './book-fonts';
import { COVER_TITLE_BAND } from '../../../providers/image/types';
import { BOOK_COVER_AREA, COVER, coverTitleSize, coverWords, DEDICATION } from './draw-covers';
import { HEADING_WIDTH } from './page-decor';
import { fitSize, layoutText, undrawableCharacters } from './typeset';

const fonts = findBookFonts();
const doc = new PDFDocument({ size: [600, 600], margin: 0 });
const lay = (text: string, width = 400, size = 20) =>
  layoutText(doc, fonts, text, { face: 'regular', size, width });
const runsOf = (text: string, width = 2000) => lay(text, width).lines.flatMap((l) => l.runs);
const fileOf = (path: string) => path.split('/').at(-1) ?? '';

describe('the book typesetter (issue 33: names in any script)', () => {
  it('ships a fallback for Hebrew, Arabic, Chinese, Japanese and emoji', () => {
    const files = (fonts.fallbacks?.regular ?? []).map(fileOf);
    expect(files).toEqual([
      'NotoSansHebrew-Regular.ttf',
      'NotoNaskhArabic-Regular.ttf',
      'NotoSansHans-Regular.otf',
      'NotoSansJP-Regular.otf',
      'NotoEmoji_400Regular.ttf',
    ]);
    expect(fonts.fallbacks?.bold).toHaveLength(5);
  });

  it('sets each character in a font that has it: nothing of "Zoë 😴 שלום 漢字" is a box', () => {
    const hero = 'Zoë 😴 שלום 漢字 张伟 مرحبا 👨‍👩‍👧 1️⃣';
    expect(undrawableCharacters(fonts, hero)).toEqual([]);
    const byText = new Map(runsOf(hero).map((r) => [r.text.trim(), fileOf(r.font)]));
    expect(byText.get('Zoë')).toMatch(/^DejaVu|^Liberation/);
    expect(byText.get('😴')).toMatch(/NotoEmoji/);
    expect(byText.get('שלום')).toMatch(/NotoSansHebrew/);
    expect(byText.get('漢字')).toMatch(/NotoSans(Hans|JP)/);
    expect(byText.get('مرحبا')).toMatch(/NotoNaskhArabic/);
  });

  it('names what no font can draw, so the book refuses it before any charge', () => {
    expect(undrawableCharacters(fonts, 'For 지우 and ไทย, with love')).toEqual([
      '지',
      '우',
      'ไ',
      'ท',
      'ย',
    ]);
    expect(undrawableCharacters(fonts, 'For Maya, with love')).toEqual([]);
  });

  it('lays right-to-left words out right to left, inside an English line and on their own', () => {
    // English paragraph: the Hebrew word sits where it was typed, its letters set right to left
    // by the font's shaper (the run is handed over in logical order).
    const english = runsOf('Hello שלום world')
      .map((r) => r.text.trim())
      .filter(Boolean);
    expect(english).toEqual(['Hello', 'שלום', 'world']);
    // Two Hebrew words then English: in a right-to-left paragraph the first word is rightmost.
    const line = lay('שלום עולם and Maya', 2000).lines[0];
    expect(line?.rtl).toBe(true);
    expect(line?.runs.map((r) => r.text.trim()).filter(Boolean)).toEqual([
      'and Maya',
      'עולם',
      'שלום',
    ]);
    // Arabic is shaped as one run per word (its letters join), never split letter by letter.
    expect(
      runsOf('مرحبا بكم')
        .map((r) => r.text.trim())
        .filter(Boolean),
    ).toEqual(['بكم', 'مرحبا']);
  });

  it('wraps every line inside its width: words, CJK text and a word longer than the line', () => {
    for (const text of [
      'Maya tiptoed past the sleepy owl and waved at the silver moon, who waved back.',
      '汉字和漢字の物語：ゾエちゃんは夜空の星を数えました。とても長い文です、改行されるべきです。',
      'Supercalifragilisticexpialidociousandevenlongerwordthatmustbreak ok',
      'For Zoë 😴 שלום 漢字, with love from Mum, Dad and Grandma — sweet dreams!',
    ]) {
      const layout = lay(text, 240);
      expect(layout.lines.length, text).toBeGreaterThan(1);
      for (const line of layout.lines) expect(line.width, text).toBeLessThanOrEqual(240.5);
      // Nothing is lost: every character is on some line.
      const set = layout.lines.flatMap((l) => l.runs.map((r) => r.text)).join('');
      expect([...set.replace(/\s/g, '')].sort()).toEqual([...text.replace(/\s/g, '')].sort());
    }
  });

  it('fits a dedication of the longest allowed length in its two lines', () => {
    const dedication =
      'For Maya, who counts the stars with me every night: love always, Mum, Dad, Grandma Rose and your big brother Leo.';
    expect(dedication.length).toBeLessThanOrEqual(DEDICATION_MAX_CHARS);
    const padded = dedication.padEnd(DEDICATION_MAX_CHARS, '!');
    const options = { face: 'italic', width: DEDICATION.width } as const;
    const size = fitSize(doc, fonts, padded, options, DEDICATION.sizes, DEDICATION.lines);
    expect(size).toBeGreaterThanOrEqual(15);
    expect(layoutText(doc, fonts, padded, { ...options, size }).lines).toHaveLength(2);
    // The widest letters at the limit still stay between the ornaments (214 and 400 pt).
    const wide = 'W'.repeat(DEDICATION_MAX_CHARS);
    const worst = fitSize(doc, fonts, wide, options, DEDICATION.sizes, DEDICATION.lines);
    expect(layoutText(doc, fonts, wide, { ...options, size: worst }).height).toBeLessThan(
      400 - 240,
    );
  });

  it("fits a long title to the cover's three lines, shrinking it but never under 22 pt", () => {
    const title =
      'Maya and Leo and the Very Long Night of the Seven Sleepy Owls Who Would Not Go Home';
    const options = { face: 'bold', width: HEADING_WIDTH - 40 } as const;
    const size = fitSize(doc, fonts, title, options, COVER.titleSizes, COVER.titleLines);
    expect(size).toBeLessThan(COVER.titleSizes[0]);
    expect(size).toBeGreaterThanOrEqual(22);
    const layout = layoutText(doc, fonts, title, { ...options, size });
    expect(layout.lines.length).toBeLessThanOrEqual(3);
    for (const line of layout.lines) expect(line.width).toBeLessThanOrEqual(HEADING_WIDTH - 40);
  });

  it("ends the cover's title and byline inside the picture's title band, where no head is drawn", () => {
    const band = BOOK_COVER_AREA.bleed.height * COVER_TITLE_BAND;
    const starring = 'A bedtime story starring';
    for (const [title, heroes] of [
      ['Mateo and the Seagull: a Rescue at the Lighthouse', 'Mateo'],
      ['Ife and the Day the Wellies Ran Away', 'Ife'],
      ["Maya's bedtime story", 'Maya'],
      ['Maya and Leo and the Very Long Night of the Seven Sleepy Owls', 'Maya and Leo'],
    ] as const) {
      for (const photoSide of [undefined, COVER.photo]) {
        const words = coverWords(
          doc,
          fonts,
          { title, heroes, starring, photoSide },
          BOOK_COVER_AREA,
        );
        expect(words.bylineTop + words.bylineHeight, title).toBeLessThanOrEqual(band);
        // The title and the child's name both large: at least COVER.fallback even for a
        // very long title beside a photo, and the name never larger than the title.
        // (A title of sixty characters and more beside a photo goes smaller still.)
        const least = title.length < 55 ? COVER.fallback : 22;
        expect(words.titleSize, title).toBeGreaterThanOrEqual(least);
        expect(words.nameSize, title).toBeGreaterThanOrEqual(least);
        expect(words.nameSize, title).toBeLessThanOrEqual(words.titleSize);
        if (title.length < 40) expect(words.nameSize, title).toBeGreaterThanOrEqual(COVER.least);
        if (photoSide) expect(words.photo?.side).toBe(photoSide);
      }
    }
    // A short title on one line keeps the largest size.
    expect(
      coverTitleSize(
        doc,
        fonts,
        { title: 'Maya’s story', heroes: 'Maya', starring },
        BOOK_COVER_AREA,
      ),
    ).toBe(COVER.titleSizes[0]);
  });
});
