import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmbeddedIllustrator } from '../../../providers/image/embedded/embedded-illustrator';
import { EmbeddedStoryWriter } from '../../../providers/text/embedded/embedded-story-writer';
import { derivedCastMember } from '../../children/derived-cast';
import type { BookInput } from './book-plan';
import { buildBook } from './build-book';

/**
 * A Spanish story's picture book (docs/languages.md): the book's own words in Spanish, and every
 * Spanish letter and sign (¿ ¡ ñ á «») drawn by an embedded font, as poppler reads the PDF.
 */
const missing = ['pdftotext', 'pdffonts'].filter(
  (tool) => spawnSync(tool, ['-v']).error !== undefined,
);
const dir = mkdtempSync(join(tmpdir(), 'sns-book-es-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.skipIf(missing.length > 0)('a Spanish picture book read by poppler', () => {
  let file: string;
  let text: string;

  beforeAll(async () => {
    const request = {
      hero: 'Íñigo',
      age: 5,
      elements: ['una oca gruñona llamada Coronel', 'unas botas amarillas', 'la luna'] as [
        string,
        string,
        string,
      ],
      genre: 'Adventure' as const,
      seed: 4242,
      language: 'es' as const,
    };
    const story = await new EmbeddedStoryWriter().write(request);
    const cast = [derivedCastMember('00000000-0000-4000-8000-000000000003', 'Íñigo')];
    const book: BookInput = {
      title: story.title,
      hero: 'Íñigo',
      cast,
      photo: await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c98f6b' } })
        .png()
        .toBuffer(),
      dedication: '¡Para Íñigo, con cariño! ¿Quién sueña más?',
      stories: [{ ...request, title: story.title, text: story.text }],
      createdAt: new Date('2026-11-27T00:00:00Z'),
      seed: 11,
      language: 'es',
    };
    const built = await buildBook(book, { illustrator: new EmbeddedIllustrator() });
    file = join(dir, 'libro.pdf');
    writeFileSync(file, built.pdf);
    text = execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }).replace(
      /\s+/g,
      ' ',
    );
  }, 180_000);

  it("prints the book's own words in Spanish, none of the English ones", () => {
    expect(text).toContain('Fin');
    expect(text).toContain('Dulces sueños, Íñigo.');
    expect(text).toContain('Hecho con cariño para Íñigo');
    expect(text).toContain('27 de noviembre de 2026');
    expect(text).toContain('Un cuento para dormir protagonizado por');
    expect(text).toContain('Crea tus propios cuentos para dormir en Starry Night Story');
    for (const english of ['The End', 'Sweet dreams', 'Made with love', 'starring'])
      expect(text).not.toContain(english);
  });

  it('draws ¿ ¡ ñ á « » with embedded fonts', () => {
    expect(text).toContain('¡Para Íñigo, con cariño! ¿Quién sueña más?');
    expect(text).toMatch(/[áéíóú]/);
    expect(text).toContain('«');
    const fonts = execFileSync('pdffonts', [file], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter(Boolean);
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    for (const line of fonts) expect(line).toMatch(/\byes\s+yes\s+yes\b/);
  });
});
