import PDFDocument from 'pdfkit';
import fs from 'node:fs';
import { findBookFonts } from '/work/wt/i28-book/apps/server/src/modules/books/builder/book-fonts';
import { layoutText, drawLayout, undrawableCharacters } from '/work/wt/i28-book/apps/server/src/modules/books/builder/typeset';
const fonts = findBookFonts();
console.log(fonts);
const doc = new PDFDocument({ size: [500, 700], margin: 0 });
doc.pipe(fs.createWriteStream('/tmp/i28/probe2.pdf'));
const t = performance.now();
let y = 20;
for (const text of ['For Zoë 😴 שלום 漢字, with love from Mum & Dad 👨‍👩‍👧 🇬🇧', 'שלום עולם! Hello (world) 123 مرحبا بكم في البيت', 'مرحبا بكم، يا زوي 😴', '汉字和漢字の物語：ゾエちゃんは夜空の星を数えました。とても長い文です、改行されるべきです。', 'Supercalifragilisticexpialidociousandevenlongerwordthatmustbreak ok']) {
  const l = layoutText(doc, fonts, text, { face: 'bold', size: 22, width: 300, align: 'center', lineGap: 4 });
  doc.rect(100, y, 300, l.height).stroke('#ccc');
  drawLayout(doc, l, 100, y, '#222');
  y += l.height + 30;
}
console.log(undrawableCharacters(fonts, 'Zoë 😴 שלום 漢字 한글 ไทย'));
doc.end();
console.log('ms', performance.now() - t);
